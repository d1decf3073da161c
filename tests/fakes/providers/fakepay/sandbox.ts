import { createHmac, randomUUID } from 'node:crypto';
import express, { Router } from 'express';
import { deliverWithRetries, deliveryLog } from '../../../../adapters/shared/webhook-retry';

/** Where the store mounts FakePay's sandbox, and the key and secret it accepts. */
export const FAKEPAY_SANDBOX_PATH = '/sandbox/fakepay';
export const FAKEPAY_SANDBOX_KEYS = { apiKey: 'fk-sandbox-key', secret: 'fk-sandbox-secret' } as const;

/** A payment at FakePay, as its API answers it. */
export type FakePayment = {
  readonly id: string;
  readonly attemptId: string;
  readonly amount: number;
  status: 'pending' | 'approved';
  readonly returnUrl: string;
  readonly notifyUrl: string;
};

/** The signature FakePay puts on a webhook: HMAC-SHA256 of its exact body with the merchant's secret. */
export const fakePaySignature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/**
 * FakePay's sandbox, a hosted checkout as small as one can be: an API that opens a payment and tells its status, a
 * page where the shopper approves it, and a signed webhook to the store on approval (retried like a real provider's).
 */
export const fakePaySandbox = (options: { readonly publicUrl: string; readonly retryDelaysMs?: readonly number[] }) => {
  const payments = new Map<string, FakePayment>();
  const webhooks = deliveryLog<{ readonly paymentId: string; readonly status: number | null }>();
  const router = Router();
  const keyed: express.RequestHandler = (req, res, next) =>
    req.get('x-api-key') === FAKEPAY_SANDBOX_KEYS.apiKey ? next() : void res.status(401).json({ error: 'bad key' });

  router.post('/api/pagos', keyed, express.json(), (req, res) => {
    const { attemptId, amount, returnUrl, notifyUrl } = req.body as Omit<FakePayment, 'id' | 'status'>;
    const payment: FakePayment = { id: randomUUID(), attemptId, amount, returnUrl, notifyUrl, status: 'pending' };
    payments.set(payment.id, payment);
    res.status(201).json({ ...payment, url: `${options.publicUrl}${FAKEPAY_SANDBOX_PATH}/pagar/?id=${payment.id}` });
  });
  router.get('/api/pagos/intento/:attemptId', keyed, (req, res) => {
    const found = [...payments.values()].find((p) => p.attemptId === req.params.attemptId);
    if (found) res.json(found);
    else res.status(404).json({ error: 'no payment' });
  });
  router.get('/pagar/', (req, res) => {
    const payment = typeof req.query.id === 'string' ? payments.get(req.query.id) : undefined;
    if (!payment) return void res.status(404).type('text').send('Pago desconocido');
    res
      .type('html')
      .send(
        `<form method="post" action="${FAKEPAY_SANDBOX_PATH}/pagar/aprobar"><input type="hidden" name="id" value="${payment.id}"><button>Aprobar pago de $ ${payment.amount}</button></form>`,
      );
  });
  router.post('/pagar/aprobar', express.urlencoded({ extended: false }), (req, res) => {
    const payment = payments.get(String((req.body as { id?: string }).id));
    if (!payment) return void res.status(404).type('text').send('Pago desconocido');
    payment.status = 'approved';
    const body = JSON.stringify({ attemptId: payment.attemptId, status: payment.status });
    webhooks.track(() =>
      deliverWithRetries(
        async () => {
          const answer = await fetch(payment.notifyUrl, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-fakepay-signature': fakePaySignature(FAKEPAY_SANDBOX_KEYS.secret, body),
            },
            body,
          }).catch(() => null);
          webhooks.add({ paymentId: payment.id, status: answer?.status ?? null });
          return answer?.status === 200;
        },
        options.retryDelaysMs ?? [50, 100],
      ),
    );
    res.redirect(303, payment.returnUrl);
  });
  return { router, webhooks };
};
