import { Router } from 'express';
import type { Clock } from '../../../core/shared/ports';
import { apiRouter } from './api';
import { CHECKOUT_PATH, checkoutRouter } from './checkout-page';
import { MERCADOPAGO_SANDBOX_CREDENTIALS, MERCADOPAGO_SANDBOX_PATH } from './constants';
import { controlRouter, sandboxControl } from './control';
import { sandboxFaults } from './faults';
import { sandboxLedger } from './ledger';
import { sandboxState } from './state';
import { sandboxWebhooks } from './webhooks';

export { MERCADOPAGO_SANDBOX_CREDENTIALS, MERCADOPAGO_SANDBOX_PATH } from './constants';
export type { SandboxControl } from './control';
export type { CheckoutResult } from './ledger';
export type { WebhookDelivery } from './webhooks';

export type MercadoPagoSandboxOptions = {
  /** The store's public origin, where the shopper's browser reaches the checkout page (`init_point`). */
  readonly publicUrl: string;
  readonly clock: Clock;
  /** Where its preferences and payments are kept (in memory only without it). */
  readonly file?: string;
  /** How webhooks are sent (global fetch by default). */
  readonly fetch?: typeof fetch;
  /** The pauses before each retry of a webhook the store did not take (2 s, 10 s, 30 s by default). */
  readonly retryDelaysMs?: readonly number[];
};

/**
 * A local MercadoPago Checkout Pro: its API under `/api` (`apiUrl` is `{selfUrl}/sandbox/mercadopago/api`), the checkout
 * page for people at each preference's `init_point`, and the control endpoints under `/control`. It checks the access
 * token and the preference as MercadoPago does, and notifies every payment, signed, to the preference's
 * `notification_url`.
 */
export const mercadoPagoSandbox = (options: MercadoPagoSandboxOptions) => {
  const credentials = MERCADOPAGO_SANDBOX_CREDENTIALS;
  const store = sandboxState(options.file);
  const webhooks = sandboxWebhooks({
    secret: credentials.webhookSecret,
    clock: options.clock,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    retryDelaysMs: options.retryDelaysMs ?? [2_000, 10_000, 30_000],
  });
  const ledger = sandboxLedger({ store, clock: options.clock, webhooks });
  const faults = sandboxFaults();
  const control = sandboxControl({ ledger, webhooks, faults });
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const checkoutUrl = (id: string) =>
    `${publicUrl}${MERCADOPAGO_SANDBOX_PATH}${CHECKOUT_PATH}?pref_id=${encodeURIComponent(id)}`;

  const router = Router();
  router.use('/api', apiRouter({ accessToken: credentials.accessToken, ledger, store, faults, checkoutUrl }));
  router.use('/control', controlRouter(control));
  router.use(checkoutRouter(ledger));
  return { router, control, credentials };
};

export type MercadoPagoSandbox = ReturnType<typeof mercadoPagoSandbox>;
