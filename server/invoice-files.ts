import type { RequestHandler } from 'express';
import { T, type AppContainer } from '../adapters/container';
import { sendPdf } from './api/endpoints';

/** Where a shopper downloads a document of their order: `/pedido/{n}/factura/{number}.pdf` (with `?firma=` for a guest). */
export const SHOPPER_INVOICE_PATH = '/pedido/:number/factura/:file';

const NOT_FOUND = 'Esa factura no existe o todavía no la ha aceptado la DIAN.';

/**
 * The PDF of an accepted invoice or credit note of an order, to the shopper who may see the order as its page does:
 * signed in as its owner, or holding its signed link (`?firma=`). Anything else (another order's document, one not
 * accepted yet, an order not theirs) is the same 404, so nothing is learnt about other orders.
 */
export const shopperInvoiceFile =
  (c: AppContainer): RequestHandler =>
  async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const file = /^([A-Za-z0-9-]{1,40})\.pdf$/.exec(String(req.params.file ?? ''));
    const firma = typeof req.query.firma === 'string' ? req.query.firma : null;
    const found = file
      ? await c.get(T.orders).viewOrder({
          number: String(req.params.number ?? ''),
          customerId: res.locals.customerId ?? null,
          signature: firma,
        })
      : null;
    const pdf = file && found?.ok ? await c.get(T.shopperInvoices).pdf(found.value.id, file[1]) : null;
    if (!pdf?.ok) return void res.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND);
    sendPdf(res, pdf.value);
  };
