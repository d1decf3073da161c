import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { addiGateway, type AddiGatewayDeps } from '../../../adapters/addi/gateway';
import { ADDI_SANDBOX_PATH, addiSandbox, addiSandboxSettings } from '../../../adapters/addi/sandbox';
import type { AddiSettings } from '../../../adapters/addi/settings';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import type { PaymentOutcome, PaymentRequest } from '../../../core/payments/ports';
import { pesos } from '../../../core/shared/money';
import { aPaymentRequest } from '../../builders/payment-request';
import { inMemoryNotificationLog } from '../../fakes/in-memory-notifications';
import { recordingLogger, testClock } from '../nequi/harness';

const listen = async (app: express.Express) => {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const close = async (server: Server) => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};

/** A $ 649.500 order of five units with shipping, as the core hands it to a pay-later gateway. */
export const addiRequest = (over: Partial<PaymentRequest> = {}): PaymentRequest =>
  aPaymentRequest({
    attemptId: '7d1c2a9e-4b0f-4f7e-9a51-0c3e8d2b6f10',
    amount: pesos(659_400),
    tax: pesos(103_704),
    taxBase: pesos(545_796),
    buyer: {
      name: 'Camila Andrea Rojas Díaz',
      email: 'camila@correo.co',
      documentType: 'CC',
      documentNumber: '1020304050',
      phone: '300 123 4567',
    },
    items: [
      {
        sku: 'P01-2LB-CHOC',
        name: 'Proteína Whey 2 lb Chocolate',
        quantity: 3,
        unitPrice: pesos(129_900),
        iva: pesos(62_221),
      },
      { sku: 'P02-300G', name: 'Creatina 300 g', quantity: 2, unitPrice: pesos(129_900), iva: pesos(41_483) },
    ],
    shipping: pesos(9_900),
    giftCredit: pesos(0),
    address: { line1: 'Calle 10 # 43-20', line2: 'Apto 501', municipality: 'Medellín', department: 'Antioquia' },
    orderExpiresAt: new Date('2026-01-17T22:12:54.123Z'),
    ...over,
  });

/** The attempt the store records from a pending outcome. */
export const attemptOf = (outcome: PaymentOutcome, over: Partial<PaymentAttempt> = {}): PaymentAttempt => {
  const pending = outcome.status === 'pending' ? outcome : null;
  return {
    id: addiRequest().attemptId,
    method: 'addi',
    provider: 'addi',
    state: 'pending',
    amount: pesos(659_400),
    reference: pending?.reference ?? null,
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

/**
 * The sandbox mounted as the store mounts it, on loopback; a gateway pointed at it whose fetches are recorded; and a
 * "store" receiving the callbacks at `/api/v1/webhooks/addi` the way the store does: read by the gateway's reader, kept
 * in the notification log, answered with the JSON echoed (unless `refuseNext` says otherwise).
 */
export const startAddi = async (
  options: {
    readonly settings?: Partial<AddiSettings>;
    readonly timeoutMs?: number;
    readonly tokenSeconds?: number;
    readonly file?: string;
  } = {},
) => {
  const clock = testClock();
  const logger = recordingLogger();
  const callbacks = inMemoryNotificationLog();
  const app = express();
  const store = express();
  const s = await listen(app);
  const m = await listen(store);
  const sandbox = addiSandbox({
    publicUrl: 'https://fornido.co',
    clock,
    retryDelaysMs: [10, 20],
    ...(options.tokenSeconds ? { tokenSeconds: options.tokenSeconds } : {}),
    ...(options.file ? { file: options.file } : {}),
  });
  app.use(ADDI_SANDBOX_PATH, sandbox.router);
  const settings = {
    ...addiSandboxSettings(`${s.origin}${ADDI_SANDBOX_PATH}`, { timeoutMs: options.timeoutMs ?? 2_000 }),
    ...options.settings,
  };
  const fetched: { url: string; init: RequestInit | undefined }[] = [];
  const deps: AddiGatewayDeps = {
    settings,
    sandbox: true,
    callbackUrl: `${m.origin}/api/v1/webhooks/addi`,
    logoUrl: 'https://fornido.co/icons/logo-512.png',
    amountRange: { min: pesos(50_000), max: pesos(20_000_000) },
    callbacks,
    clock,
    logger,
    fetch: (input, init) => {
      fetched.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init });
      return fetch(input, init);
    },
  };
  const gateway = addiGateway(deps);
  let refusals = 0;
  store.post('/api/v1/webhooks/addi', express.text({ type: () => true }), async (req, res) => {
    const notification = {
      headers: Object.fromEntries(
        Object.entries(req.headers).filter((h): h is [string, string] => typeof h[1] === 'string'),
      ),
      query: {},
      body: typeof req.body === 'string' ? req.body : '',
    };
    const read = await gateway.notifications!.read(notification);
    const body = { bytes: Buffer.byteLength(notification.body), sha256: 'no-calculado' };
    await callbacks.add({ provider: 'addi', receivedAt: clock.now(), notification, kept: 'whole', body, ...read });
    if (refusals > 0) {
      refusals -= 1;
      return void res.status(503).send('ocupado');
    }
    if (read.verdict !== 'valid') return void res.status(401).json({ result: 'invalid-signature' });
    res.type('json').send(notification.body);
  });
  return {
    sandbox,
    gateway,
    settings,
    deps,
    clock,
    logger,
    callbacks,
    fetched,
    origin: s.origin,
    /** The store answers the next `n` callbacks 503. */
    refuseNext: (n: number) => void (refusals = n),
    tokenCalls: () => sandbox.requests().filter((r) => r.path === '/auth/oauth/token'),
    apiCalls: () => sandbox.requests().filter((r) => r.path === '/api/v1/online-applications'),
    close: async () => {
      await close(s.server);
      await close(m.server);
    },
  };
};
export type Addi = Awaited<ReturnType<typeof startAddi>>;
