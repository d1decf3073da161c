import express, { Router } from 'express';
import type { SandboxContext } from '../context';
import { button, e, noticeOf, page, pesos, settledNote, settleFromForm } from './layout';

const ACTIONS = [
  { path: 'aprobar', state: 1, notice: 'aprobado', label: 'Aprobar' },
  { path: 'rechazar', state: 2, notice: 'rechazado', label: 'Rechazar' },
  { path: 'abandonar', state: 10, notice: 'abandonado', label: 'Abandonar' },
] as const;

/**
 * The simulated PSE bank (`{PSE_SANDBOX_PATH}/?ref=…`, every PSE payment's `urlbanco`): the shopper sees the bank and
 * the amount and approves, rejects or abandons; the confirmation goes out and the shopper returns to `url_respuesta`.
 */
export const pseBankRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.get('/', (req, res) => {
    const ref = typeof req.query.ref === 'string' ? req.query.ref : '';
    const tx = ctx.payments.find(ref);
    if (!tx || tx.method !== 'pse') {
      return void res.status(404).send(page('Banco de prueba PSE', '<p>No encontramos ese pago PSE.</p>'));
    }
    const actions =
      tx.state === 3
        ? ACTIONS.map((a) => button(`${req.baseUrl}/${a.path}`, tx.refPayco, a.label, a.state === 1)).join('')
        : settledNote(tx);
    res.send(
      page(
        `${tx.bank} · PSE`,
        `<dl><dt>Banco</dt><dd>${e(tx.bank)}</dd><dt>Valor</dt><dd>${e(pesos(tx))}</dd>` +
          `<dt>Comercio</dt><dd>Fornido</dd><dt>Descripción</dt><dd>${e(tx.description)}</dd>` +
          `<dt>Factura</dt><dd>${e(tx.invoice)}</dd><dt>Referencia ePayco</dt><dd>${tx.refPayco}</dd></dl>${actions}`,
        noticeOf(req),
      ),
    );
  });
  for (const a of ACTIONS) {
    router.post(`/${a.path}`, express.urlencoded({ extended: false, limit: '10kb' }), (req, res) =>
      settleFromForm(ctx, req, res, {
        state: a.state,
        notice: a.notice,
        here: (ref) => `${req.baseUrl}/?ref=${encodeURIComponent(ref)}`,
        back: true,
      }),
    );
  }
  return router;
};
