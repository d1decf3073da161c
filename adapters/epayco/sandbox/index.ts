import { Router } from 'express';
import type { Clock } from '../../../core/shared/ports';
import { apifyRouter } from './apify';
import { sandboxAuth } from './auth';
import { sandboxConfirmations } from './confirmations';
import { EPAYCO_SANDBOX_CREDENTIALS, type EpaycoSandboxCredentials } from './constants';
import type { SandboxContext } from './context';
import { controlRouter, sandboxControl } from './control';
import { jsonApiRouter } from './json-api';
import { cardSettleRouter } from './pages/card-settle';
import { cashCounterRouter } from './pages/cash-counter';
import { pseBankRouter } from './pages/pse-bank';
import { safetypayRouter } from './pages/safetypay';
import { sandboxPayments } from './payments';
import { restpagosRouter } from './restpagos';
import { sandboxState } from './state';
import { tokenizerRouter } from './tokenizer';

export {
  EPAYCO_SANDBOX_CREDENTIALS,
  EPAYCO_SANDBOX_PATH,
  EPAYCO_SANDBOX_TEST_CARDS,
  EPAYCO_TEST_CARDS,
  PSE_SANDBOX_PATH,
  type EpaycoSandboxCredentials,
} from './constants';
export type { ConfirmationAttempt } from './confirmations';
export type { ConfirmRequest, SandboxControl } from './control';
export type { SandboxTransaction } from './state';
export { STATES, type StateCode } from './wire';

/** What the sandbox is built from; everything is optional. */
export type EpaycoSandboxOptions = {
  /** The origin the routers are mounted under (`http://127.0.0.1:3000`), for `urlbanco` and SafetyPay's URL; the
   * request's own origin when not given. */
  readonly selfUrl?: string;
  /** Where its payments, cards, customers, plans and subscriptions are kept (in memory only without it). */
  readonly file?: string;
  readonly clock?: Clock;
  /** How confirmations are sent (global fetch by default). */
  readonly fetch?: typeof fetch;
  /** The keys it accepts (EPAYCO_SANDBOX_CREDENTIALS by default). */
  readonly credentials?: EpaycoSandboxCredentials;
  /** The pauses before each retry of a confirmation the receiver did not take (1 s, 5 s, 15 s by default). */
  readonly retryDelaysMs?: readonly number[];
};

const systemClock: Clock = { now: () => new Date() };

/**
 * A local ePayco: its three hosts under `/sandbox/epayco` (`/api` JSON API, `/secure` restpagos, `/apify`), the
 * tokenizer script, the people pages (cash counter, SafetyPay, card desk) and the control endpoints; and the PSE
 * bank under `/sandbox/pse`. It checks keys as ePayco does and confirms every state change to `url_confirmacion`.
 */
export const epaycoSandbox = (options: EpaycoSandboxOptions = {}) => {
  const keys = options.credentials ?? EPAYCO_SANDBOX_CREDENTIALS;
  const clock = options.clock ?? systemClock;
  const store = sandboxState(options.file);
  const confirmations = sandboxConfirmations({
    keys,
    clock,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000, 15_000],
  });
  const payments = sandboxPayments({ store, clock, changed: (tx) => void confirmations.send(tx) });
  const ctx: SandboxContext = {
    keys,
    clock,
    store,
    payments,
    confirmations,
    auth: sandboxAuth(keys, clock),
    ...(options.selfUrl ? { selfUrl: options.selfUrl } : {}),
  };
  const control = sandboxControl(ctx);

  const epayco = Router();
  epayco.use('/api', jsonApiRouter(ctx));
  epayco.use('/secure', restpagosRouter(ctx));
  epayco.use('/apify', apifyRouter(ctx));
  epayco.use('/efectivo', cashCounterRouter(ctx));
  epayco.use('/safetypay', safetypayRouter(ctx));
  epayco.use('/tarjeta', cardSettleRouter(ctx));
  epayco.use('/control', controlRouter(control));
  epayco.use(tokenizerRouter(ctx));

  return { routers: { epayco, pse: pseBankRouter(ctx) }, control, credentials: keys };
};

export type EpaycoSandbox = ReturnType<typeof epaycoSandbox>;
