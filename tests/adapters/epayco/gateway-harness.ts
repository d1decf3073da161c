import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { epaycoGateways } from '../../../adapters/epayco/gateways';
import { createEpayco, SAFETYPAY_RESTPAGOS_PATH } from '../../../adapters/epayco/sdk';
import {
  EPAYCO_SANDBOX_CREDENTIALS,
  EPAYCO_SANDBOX_PATH,
  EPAYCO_SANDBOX_TEST_CARDS,
} from '../../../adapters/epayco/sandbox';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import type { PaymentMethodId } from '../../../core/payments/methods';
import type {
  BankTransferGateway,
  CardGateway,
  CashVoucherGateway,
  HostedCheckoutGateway,
  PaymentGateway,
  PaymentOutcome,
  PaymentRequest,
} from '../../../core/payments/ports';
import { pesos } from '../../../core/shared/money';
import { aPaymentRequest } from '../../builders/payment-request';
import type { Clock } from '../../../core/shared/ports';
import { recordingLogger } from './sdk/harness';
import { startSandbox } from './sandbox/harness';

type ManualClock = Clock & { advance(ms: number): void };

/** A clock the test moves by hand. */
const manualClock = (start: string) => {
  let now = new Date(start).getTime();
  const clock: ManualClock = {
    now: () => new Date(now),
    advance: (ms) => void (now += ms),
  };
  return clock;
};

/** The attempt the store records from an outcome with a reference (pending, or approved at once). */
export const attemptFrom = (
  outcome: PaymentOutcome,
  method: PaymentMethodId,
  over: Partial<PaymentAttempt> = {},
): PaymentAttempt => {
  if (outcome.status === 'failed' || !outcome.reference) throw new Error(`no reference: ${JSON.stringify(outcome)}`);
  const pending = outcome.status === 'pending' ? outcome : null;
  return {
    id: 'intento-1',
    method,
    provider: 'epayco',
    state: 'pending',
    amount: pesos(142_800),
    reference: outcome.reference,
    action: pending?.action ?? null,
    expiresAt: pending?.expiresAt ?? null,
    reason: null,
    message: null,
    providerMessageId: null,
    flagged: false,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...over,
  };
};

/** A request with its own order number and attempt, so each test's payment is told apart in the sandbox. */
let orders = 0;
export const aRequest = (over: Partial<PaymentRequest> = {}): PaymentRequest => {
  orders += 1;
  const number = `FO-2026-${String(orders).padStart(6, '0')}`;
  return aPaymentRequest({ orderNumber: number, attemptId: `intento-${orders}`, ...over });
};

/** ePayco's four gateways as adapters/payment-gateways.ts builds them in sandbox mode: our SDK with the sandbox's keys,
 * pointed at the sandbox on loopback (`hosts` overrides it), every HTTP call it makes counted by path and recorded. */
export const epaycoOver = (
  origin: string,
  confirmationUrl: string,
  options: { readonly hosts?: string; readonly timeoutMs?: number; readonly clock?: ManualClock } = {},
) => {
  const clock = options.clock ?? manualClock('2026-11-22T15:00:00Z');
  const logger = recordingLogger();
  const calls: string[] = [];
  const sent: { path: string; headers: Record<string, string>; body: unknown }[] = [];
  const counting: typeof fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    calls.push(path);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    sent.push({ path, headers, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    return fetch(input, init);
  };
  const at = options.hosts ?? `${origin}${EPAYCO_SANDBOX_PATH}`;
  const keys = EPAYCO_SANDBOX_CREDENTIALS;
  const sdk = createEpayco(
    { apiKey: keys.publicKey, privateKey: keys.privateKey, lang: 'ES', test: true },
    {
      hosts: { api: `${at}/api`, secure: `${at}/secure`, apify: `${at}/apify` },
      safetypayPath: SAFETYPAY_RESTPAGOS_PATH,
      timeoutMs: options.timeoutMs ?? 5_000,
      logger,
      ip: '127.0.0.1',
      fetch: counting,
    },
  );
  const gateways = epaycoGateways({
    sdk,
    keys,
    sandbox: true,
    tokenizer: { provider: 'epayco', script: `${EPAYCO_SANDBOX_PATH}/epayco.min.js`, key: keys.publicKey, connect: [] },
    testCards: EPAYCO_SANDBOX_TEST_CARDS,
    confirmationUrl,
    cashDays: 3,
    clock,
    logger,
  });
  const kind = <G extends PaymentGateway>(k: G['kind']) => gateways.find((g): g is G => g.kind === k)!;
  return {
    sdk,
    clock,
    logger,
    calls,
    /** Every request as it left: its path, headers and JSON body. */
    sent,
    gateways,
    card: kind<CardGateway>('card'),
    pse: kind<BankTransferGateway>('bank-transfer'),
    cash: kind<CashVoucherGateway>('cash-voucher'),
    safetypay: kind<HostedCheckoutGateway>('hosted-checkout'),
  };
};

/** The sandbox and a merchant receiving its confirmations on loopback, with the gateways pointed at them. */
export const startGateways = async () => {
  // One clock for the store and ePayco, as in life: a voucher's end_date is checked against ePayco's today.
  const clock = manualClock('2026-11-22T15:00:00Z');
  const env = await startSandbox({ clock });
  return { env, ...epaycoOver(env.origin, `${env.merchant}/confirmacion`, { clock }) };
};
export type GatewayHarness = Awaited<ReturnType<typeof startGateways>>;

/** An origin where nothing listens any more (a port just closed). */
export const deadOrigin = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
};

/** A press of a sandbox people page's button (the PSE bank, the cash counter), as a browser posts it. */
export const press = (url: string, ref: string | number) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ref: String(ref) }).toString(),
  });
