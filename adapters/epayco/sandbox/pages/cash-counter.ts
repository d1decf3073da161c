import express, { Router } from 'express';
import type { SandboxContext } from '../context';
import { button, e, noticeOf, page, pesos, settleFromForm } from './layout';

/**
 * The cash counter (`{EPAYCO_SANDBOX_PATH}/efectivo/`): a cashier at Efecty, Baloto, Gana… types a voucher's PIN (or
 * picks it from the pending ones) and marks it paid; the merchant then gets its confirmation.
 */
export const cashCounterRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.get('/', (req, res) => {
    const pending = ctx.payments.list('cash').filter((t) => t.state === 3);
    const items = pending
      .map(
        (t) =>
          `<li><strong>${e(pesos(t))}</strong> · ${e(t.bank)} · PIN <strong>${e(t.pin ?? '')}</strong> · proyecto ${e(t.projectCode ?? '')}` +
          ` · factura ${e(t.invoice)} · vence ${e(t.expiresAt ?? '')}<br>${button(`${req.baseUrl}/pagar`, t.refPayco, 'Marcar pagado', true)}</li>`,
      )
      .join('');
    res.send(
      page(
        'Punto de pago en efectivo',
        `<form method="post" action="${e(req.baseUrl)}/pagar"><label for="ref">PIN o referencia ePayco</label><br>` +
          `<input id="ref" name="ref" inputmode="numeric" autocomplete="off" required> <button type="submit" class="primario">Pagar</button></form>` +
          `<h2>Pagos pendientes</h2>${items ? `<ul>${items}</ul>` : '<p>No hay pagos en efectivo pendientes.</p>'}`,
        noticeOf(req),
      ),
    );
  });
  router.post('/pagar', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) =>
    settleFromForm(ctx, req, res, { state: 1, notice: 'pagado', here: () => `${req.baseUrl}/`, back: false }),
  );
  return router;
};
