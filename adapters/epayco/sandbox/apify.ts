import express, { Router } from 'express';
import { safetypayUrl, type SandboxContext } from './context';
import { createSafetypay } from './create-payments';
import { englishFields } from './input';
import { STATES } from './wire';

/** An Apify answer: restpagos' envelope in camelCase. */
const apify = (success: boolean, title: string, text: string, lastAction: string, data: unknown) => ({
  success,
  titleResponse: title,
  textResponse: text,
  lastAction,
  data,
});

/** ePayco's Apify host (`apify.epayco.co`): its Basic login and SafetyPay (`/payment/process/safetypay`). */
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
  return router;
};
