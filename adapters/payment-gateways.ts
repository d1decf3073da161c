import { join } from 'node:path';
import type { Router } from 'express';
import { gatewayRegistry, type GatewayRegistry } from '../core/payments/gateways';
import type { PaymentGateway } from '../core/payments/ports';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import { nequiClient } from './nequi/client';
import { NEQUI_SANDBOX_PATH, nequiSandbox, nequiSandboxSettings } from './nequi/sandbox';
import { nequiGateway } from './nequi/wallet-gateway';
import { sandboxCardGateway } from './payments/sandbox-card-gateway';

/** A provider's simulator and its pages for people, mounted by the server outside production only. */
export type ProviderSandbox = { readonly path: `/sandbox/${string}`; readonly router: Router };

export type ConfiguredPayments = {
  readonly registry: GatewayRegistry;
  /** The sandboxes of the providers running in sandbox mode. */
  readonly sandboxes: readonly ProviderSandbox[];
};

type Deps = { readonly config: Config; readonly clock: Clock; readonly logger: Logger };

/** One provider as configuration sets it up: its gateway (live, or against its sandbox) and, in sandbox mode, the
 * sandbox to mount; null when it is off. */
type ProviderFactory = (deps: Deps) => { gateway: PaymentGateway; sandbox?: ProviderSandbox } | null;

/** Nequi: live with its credentials, else against its sandbox mounted on the store and reached over HTTP through the
 * store's own port, like the real host. */
const nequi: ProviderFactory = ({ config, clock, logger }) => {
  const { nequi: setup, nequiPaymentMinutes: paymentMinutes, providerTimeoutMs: timeoutMs } = config.payments;
  if (setup.mode === 'off') return null;
  const settings =
    setup.mode === 'live'
      ? { ...setup.live, timeoutMs }
      : nequiSandboxSettings(`${config.selfUrl}${NEQUI_SANDBOX_PATH}`, { timeoutMs });
  const client = nequiClient(settings, { clock, logger });
  const gateway = nequiGateway({ client, sandbox: setup.mode === 'sandbox', paymentMinutes, clock, logger });
  if (setup.mode === 'live') return { gateway };
  // Its payments are kept under the data directory, shared with `fornido` (which serves the sandbox itself).
  const file = config.dataDir.startsWith('memory://') ? undefined : join(config.dataDir, 'sandbox', 'nequi.json');
  const { path, router } = nequiSandbox({ paymentMinutes, ...(file ? { file } : {}) });
  return { gateway, sandbox: { path: path as ProviderSandbox['path'], router } };
};

/** Every provider the store knows, in the order the payment step offers them: adding one is one line here. */
const PROVIDERS: readonly ProviderFactory[] = [
  nequi,
  ({ config }) => (config.payments.sandboxCard ? { gateway: sandboxCardGateway() } : null),
];

/** The gateways configuration sets up, the methods PAYMENT_METHODS leaves on, and the sandboxes they need. */
export const configuredPayments = (deps: Deps): ConfiguredPayments => {
  const on = deps.config.payments.methods;
  const set = PROVIDERS.map((provider) => provider(deps)).filter((p) => p !== null && on.has(p.gateway.method));
  return {
    registry: gatewayRegistry(
      set.map((p) => p!.gateway),
      { cashOnDelivery: on.has('cash-on-delivery') },
    ),
    sandboxes: set.flatMap((p) => (p!.sandbox ? [p!.sandbox] : [])),
  };
};
