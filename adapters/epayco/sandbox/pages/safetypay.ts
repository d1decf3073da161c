import express, { Router } from 'express';
import type { SandboxContext } from '../context';
import { button, e, noticeOf, page, pesos, settledNote, settleFromForm } from './layout';

/**
 * The SafetyPay page (`{EPAYCO_SANDBOX_PATH}/safetypay/?ref=…`, the URL a SafetyPay payment answers with): the
 * shopper pays or cancels, the confirmation goes out, and the shopper returns to `url_respuesta`.
 */
export const safetypayRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.get('/', (req, res) => {
    const tx = ctx.payments.find(typeof req.query.ref === 'string' ? req.query.ref : '');
    if (!tx || tx.method !== 'safetypay') {
      return void res.status(404).send(page('SafetyPay', '<p>No encontramos ese pago de SafetyPay.</p>'));
    }
    const actions =
      tx.state === 3
        ? button(`${req.baseUrl}/pagar`, tx.refPayco, 'Pagar', true) +
          button(`${req.baseUrl}/cancelar`, tx.refPayco, 'Cancelar')
        : settledNote(tx);
    res.send(
      page(
        'SafetyPay',
        `<dl><dt>Valor</dt><dd>${e(pesos(tx))}</dd><dt>Comercio</dt><dd>Fornido</dd>` +
          `<dt>Descripción</dt><dd>${e(tx.description)}</dd><dt>Vence</dt><dd>${e(tx.expiresAt ?? '')}</dd>` +
          `<dt>Referencia ePayco</dt><dd>${tx.refPayco}</dd></dl>${actions}`,
        noticeOf(req),
      ),
    );
  });
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const here = (base: string) => (ref: string) => `${base}/?ref=${encodeURIComponent(ref)}`;
  router.post('/pagar', form, (req, res) =>
    settleFromForm(ctx, req, res, { state: 1, notice: 'pagado', here: here(req.baseUrl), back: true }),
  );
  router.post('/cancelar', form, (req, res) =>
    settleFromForm(ctx, req, res, { state: 11, notice: 'cancelado', here: here(req.baseUrl), back: true }),
  );
  return router;
};
