import express, { Router } from 'express';
import { safetypayUrl, type SandboxContext } from './context';
import { createSafetypay } from './create-payments';
import { englishFields } from './input';
import { refundedOf, type RefundError } from './payments';
import { STATES } from './wire';
import { REFUND_APIFY_PATH } from '../sdk/refunds';

/** An Apify answer: restpagos' envelope in camelCase. */
const apify = (success: boolean, title: string, text: string, lastAction: string, data: unknown) => ({
  success,
  titleResponse: title,
  textResponse: text,
  lastAction,
  data,
});

/** What the sandbox answers for each refund it does not make (*unconfirmed*: ePayco publishes no codes for them). */
const REFUND_ERRORS: ReadonlyMap<RefundError, { readonly code: string; readonly message: string }> = new Map([
  ['not-found', { code: 'E001', message: 'No se encontró la transacción' }],
  ['not-card', { code: 'E002', message: 'El medio de pago de la transacción no admite reversión' }],
  ['not-accepted', { code: 'E003', message: 'La transacción no está aceptada: no se puede reversar' }],
  ['bad-value', { code: 'E004', message: 'El valor a reversar debe ser un número entero mayor que 0' }],
  ['exceeds', { code: 'E005', message: 'El valor a reversar supera el saldo de la transacción' }],
]);

/** ePayco's Apify host (`apify.epayco.co`): its Basic login, SafetyPay (`/payment/process/safetypay`) and the refund
 * of card payments (`/transaction/reverse`, *unconfirmed*: see adapters/epayco/sdk/refunds.ts). */
export const apifyRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.post('/login', ctx.auth.apifyLogin);
  router.use(ctx.auth.bearer);
  router.post('/payment/process/safetypay', (req, res) => {
    const created = createSafetypay(ctx, englishFields((req.body ?? {}) as Record<string, unknown>));
    if ('errors' in created) {
      return void res.json(
        apify(false, 'Error', 'Algunos campos no son válidos', 'validar datos', {
          errors: created.errors.map((e) => ({ codError: e.code, errorMessage: e.message })),
        }),
      );
    }
    const { tx } = created;
    res.json(
      apify(true, 'Transacción creada', 'Redirige al cliente a SafetyPay con urlPayment', 'crear transaccion', {
        refPayco: tx.refPayco,
        invoice: tx.invoice,
        description: tx.description,
        value: Number(tx.value),
        tax: Number(tx.tax),
        currency: tx.currency,
        status: STATES[tx.state].estado,
        codResponse: tx.state,
        transactionId: tx.transactionId,
        expirationDate: tx.expiresAt,
        urlPayment: safetypayUrl(ctx, req, tx.refPayco),
      }),
    );
  });
  router.post(REFUND_APIFY_PATH, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    const done = ctx.payments.refund(text(body.refPayco), body.value, text(body.invoice));
    if (typeof done === 'string') {
      const error = REFUND_ERRORS.get(done)!;
      return void res.json(
        apify(false, 'Error', error.message, 'validar reversion', {
          errors: [{ codError: error.code, errorMessage: error.message }],
        }),
      );
    }
    const { tx, refund } = done;
    res.json(
      apify(true, 'Reversión realizada', `Se reversaron ${refund.value} COP`, 'reversar transaccion', {
        refPayco: tx.refPayco,
        reversalId: refund.id,
        invoice: refund.invoice,
        value: refund.value,
        totalReversed: refundedOf(tx),
        status: STATES[tx.state].estado,
        codResponse: tx.state,
      }),
    );
  });
  return router;
};
