import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { mercadoPagoGateway } from '../../../adapters/mercadopago/gateway';
import {
  MERCADOPAGO_SANDBOX_CREDENTIALS,
  MERCADOPAGO_SANDBOX_PATH,
  mercadoPagoSandbox,
} from '../../../adapters/mercadopago/sandbox';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import type { PaymentOutcome, PaymentRequest } from '../../../core/payments/ports';
import { pesos } from '../../../core/shared/money';
import type { Clock } from '../../../core/shared/ports';
import { aPaymentRequest } from '../../builders/payment-request';
import { recordingLogger } from '../epayco/sdk/harness';

/** A clock the test moves by hand. */
export const manualClock = (start = '2026-11-22T15:00:00Z') => {
  let now = new Date(start).getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => void (now += ms),
  };
  return clock;
};

const listen = async (app: express.Express) => {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const close = async (server: Server) => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};

/** One webhook the merchant's receiver got, as it arrived. */
export type Received = { query: Record<string, string>; headers: Record<string, string>; body: string };

/** One request the gateway made, as it left. */
export type Sent = { method: string; path: string; headers: Record<string, string>; body: unknown };

let orders = 0;
/** A request with its own order number and attempt: two products and shipping adding up to its amount. */
export const aRequest = (over: Partial<PaymentRequest> = {}): PaymentRequest => {
  orders += 1;
  const number = `FO-2026-${String(700 + orders).padStart(6, '0')}`;
  return {
    ...aPaymentRequest({
      orderNumber: number,
      attemptId: `intento-mp-${orders}`,
      description: `Pedido ${number} en Fornido`,
    }),
    amount: pesos(142_800),
    items: [
      {
        sku: 'P01-2LB-CHOC',
        name: 'Proteína Whey 2 lb Chocolate',
        quantity: 1,
        unitPrice: pesos(129_900),
        iva: pesos(20_741),
      },
      { sku: 'P09-SHAKER', name: 'Mezclador', quantity: 1, unitPrice: pesos(3_900), iva: pesos(623) },
    ],
    shipping: pesos(9_000),
    giftCredit: pesos(0),
    address: { line1: 'Calle 10 # 43-20', line2: '', municipality: 'Medellín', department: 'Antioquia' },
    returnUrl: `https://fornido.co/pedido/${number}/?firma=abc`,
    orderExpiresAt: new Date('2026-11-22T17:00:00Z'),
    ...over,
  };
};

/** The attempt the store records from the pending outcome `open` answered. */
export const attemptFrom = (outcome: PaymentOutcome, over: Partial<PaymentAttempt> = {}): PaymentAttempt => {
  if (outcome.status !== 'pending') throw new Error(`not pending: ${JSON.stringify(outcome)}`);
  return {
    id: outcome.reference!,
    method: 'card',
    provider: 'mercadopago',
    state: 'pending',
    amount: pesos(142_800),
    reference: outcome.reference,
    action: outcome.action,
    expiresAt: outcome.expiresAt,
    reason: null,
    message: null,
    providerMessageId: outcome.messageId ?? null,
    flagged: false,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...over,
  };
};

/** The sandbox mounted as the store mounts it, a merchant receiving its webhooks, and the gateway pointed at them with
 * the sandbox's credentials (`settings` overrides them), every request it makes recorded. */
export const startMercadoPago = async (
  options: { readonly webhookSecret?: string | null; readonly timeoutMs?: number; readonly accessToken?: string } = {},
) => {
  const clock = manualClock();
  const received: Received[] = [];
  let failures = 0;
  const merchant = express();
  merchant.post('/webhook', express.text({ type: () => true }), (req, res) => {
    received.push({
      query: Object.fromEntries(new URL(req.originalUrl, 'http://x').searchParams),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      body: typeof req.body === 'string' ? req.body : '',
    });
    if (failures > 0) {
      failures--;
      return void res.status(500).send('caído');
    }
    res.json({ ok: true });
  });
  const m = await listen(merchant);
  const app = express();
  const s0 = await listen(app);
  const sandbox = mercadoPagoSandbox({ publicUrl: 'https://fornido.co', clock, retryDelaysMs: [20, 40] });
  app.use(MERCADOPAGO_SANDBOX_PATH, sandbox.router);
  const sent: Sent[] = [];
  const recording: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    sent.push({
      method: init?.method ?? 'GET',
      path: `${url.pathname.replace(`${MERCADOPAGO_SANDBOX_PATH}/api`, '')}${url.search}`,
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    return fetch(input, init);
  };
  const logger = recordingLogger();
  const apiUrl = `${s0.origin}${MERCADOPAGO_SANDBOX_PATH}/api`;
  const newGateway = () =>
    mercadoPagoGateway({
      settings: {
        accessToken: options.accessToken ?? MERCADOPAGO_SANDBOX_CREDENTIALS.accessToken,
        apiUrl,
        webhookSecret:
          options.webhookSecret === undefined ? MERCADOPAGO_SANDBOX_CREDENTIALS.webhookSecret : options.webhookSecret,
        timeoutMs: options.timeoutMs ?? 2_000,
      },
      sandbox: true,
      notificationUrl: `${m.origin}/webhook`,
      clock,
      logger,
      fetch: recording,
    });
  const gateway = newGateway();
  return {
    clock,
    sandbox,
    control: sandbox.control,
    gateway,
    /** Another process's gateway over the same sandbox: it remembers no preference. */
    newGateway,
    logger,
    sent,
    received,
    origin: s0.origin,
    apiUrl,
    /** The receiver answers 500 to the next `n` webhooks. */
    failNext: (n: number) => void (failures = n),
    /** Opens a payment for a new request and answers the attempt the store would record, with the preference id. */
    opened: async (over: Partial<PaymentRequest> = {}) => {
      const request = aRequest(over);
      const outcome = await gateway.open(request);
      const attempt = attemptFrom(outcome);
      return { request, outcome, attempt, preference: attempt.providerMessageId! };
    },
    close: async () => {
      await sandbox.control.idle();
      await close(s0.server);
      await close(m.server);
    },
  };
};
export type MercadoPagoHarness = Awaited<ReturnType<typeof startMercadoPago>>;
