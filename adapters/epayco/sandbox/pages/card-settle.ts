import express, { Router } from 'express';
import type { SandboxContext } from '../context';
import { button, e, noticeOf, page, pesos } from './layout';
import { settleFromForm } from './layout';

/**
 * The card desk (`{EPAYCO_SANDBOX_PATH}/tarjeta/`): charges left pending (card 5170394490379427, as ePayco's
 * antifraud review does) are approved or rejected here, and the merchant gets the confirmation.
 */
export const cardSettleRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.get('/', (req, res) => {
    const items = ctx.payments
      .list('card')
      .filter((t) => t.state === 3)
      .map(
        (t) =>
          `<li><strong>${e(pesos(t))}</strong> · ${e(t.franchise)} ${e(t.cardMask ?? '')} · factura ${e(t.invoice)}` +
          ` · ref ${t.refPayco}<br>${button(`${req.baseUrl}/aprobar`, t.refPayco, 'Aprobar', true)}` +
          `${button(`${req.baseUrl}/rechazar`, t.refPayco, 'Rechazar')}</li>`,
      )
      .join('');
    res.send(
      page(
        'Pagos con tarjeta en revisión',
        items ? `<ul>${items}</ul>` : '<p>No hay pagos con tarjeta pendientes.</p>',
        noticeOf(req),
      ),
    );
  });
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  router.post('/aprobar', form, (req, res) =>
    settleFromForm(ctx, req, res, { state: 1, notice: 'aprobado', here: () => `${req.baseUrl}/`, back: false }),
  );
  router.post('/rechazar', form, (req, res) =>
    settleFromForm(ctx, req, res, { state: 2, notice: 'rechazado', here: () => `${req.baseUrl}/`, back: false }),
  );
  return router;
};
