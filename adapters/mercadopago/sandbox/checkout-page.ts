import express, { Router } from 'express';
import { DateTime } from 'luxon';
import { escapeHtml as e } from '../../../core/mail/layout';
import { formatPesos } from '../../../core/shared/format';
import { SITE_ID } from './constants';
import type { CheckoutResult, SandboxLedger } from './ledger';
import type { SandboxPayment, SandboxPreference } from './state';

/** The checkout page's path under the sandbox, the `init_point` of every preference. */
export const CHECKOUT_PATH = '/checkout/v1/redirect/';

/** A sandbox page for people: plain HTML, no scripts (the store's CSP forbids inline ones). */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${e(title)} · Sandbox Mercado Pago · Fornido</title><style>` +
  `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#111827}` +
  `h1{font-size:1.5rem}.nota{background:#f4f4f5;padding:.75rem;border-radius:.5rem}` +
  `table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #e4e4e7}` +
  `td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}tfoot td,tfoot th{font-weight:700;border-bottom:0}` +
  `form{display:inline-block;margin:.25rem .5rem .25rem 0}button{padding:.6rem 1rem;font-size:1rem;` +
  `border-radius:.5rem;border:1px solid #71717a;background:#fff;color:#111827;cursor:pointer}` +
  `button.primario{background:#D41D38;color:#fff;border-color:#D41D38;font-weight:700}</style></head><body>` +
  `<p class="nota">Sandbox de Mercado Pago: no se mueve dinero real. Fornido usa este simulador porque no tiene ` +
  `credenciales de Mercado Pago.</p><main><h1>${e(title)}</h1>${body}</main></body></html>`;

const BUTTONS: readonly [CheckoutResult, string, boolean][] = [
  ['approved', 'Aprobar pago', true],
  ['pending', 'Dejar pendiente', false],
  ['rejected', 'Rechazar', false],
];

const bogota = (iso: string) =>
  DateTime.fromISO(iso, { zone: 'America/Bogota' }).setLocale('es').toFormat("h:mm a 'del' d 'de' LLLL 'de' yyyy");

const summary = (pref: SandboxPreference) => {
  const total = pref.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
  const rows = pref.items
    .map(
      (i) =>
        `<tr><td>${e(i.title)}</td><td class="n">${i.quantity}</td><td class="n">${e(formatPesos(i.unit_price * i.quantity))}</td></tr>`,
    )
    .join('');
  return (
    `<table><caption class="nota">Pedido ${e(pref.externalReference ?? '')}</caption>` +
    `<thead><tr><th scope="col">Producto</th><th scope="col" class="n">Cantidad</th><th scope="col" class="n">Valor</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">Total</th><td class="n">${e(formatPesos(total))}</td></tr></tfoot></table>`
  );
};

/** Where MercadoPago sends the shopper back after a payment: the back URL of its result, with MercadoPago's query. */
const backUrl = (pref: SandboxPreference, payment: SandboxPayment): string | null => {
  const base =
    payment.status === 'approved'
      ? pref.backUrls.success
      : payment.status === 'rejected' || payment.status === 'cancelled'
        ? pref.backUrls.failure
        : pref.backUrls.pending;
  if (!base) return null;
  const url = new URL(base);
  const query: [string, string][] = [
    ['collection_id', String(payment.id)],
    ['collection_status', payment.status],
    ['payment_id', String(payment.id)],
    ['status', payment.status],
    ['external_reference', pref.externalReference ?? 'null'],
    ['payment_type', 'credit_card'],
    ['merchant_order_id', String(payment.merchantOrderId)],
    ['preference_id', pref.id],
    ['site_id', SITE_ID],
    ['processing_mode', 'aggregator'],
    ['merchant_account_id', 'null'],
  ];
  for (const [k, v] of query) url.searchParams.set(k, v);
  return url.toString();
};

/** A payment's status as the page tells it in Spanish (the wire keeps MercadoPago's English word). */
const STATUS_TEXT: ReadonlyMap<string, string> = new Map([
  ['pending', 'pendiente'],
  ['approved', 'aprobado'],
  ['authorized', 'autorizado'],
  ['in_process', 'en revisión'],
  ['in_mediation', 'en mediación'],
  ['rejected', 'rechazado'],
  ['cancelled', 'cancelado'],
  ['refunded', 'devuelto'],
  ['charged_back', 'con contracargo'],
]);

const RESULTS: ReadonlyMap<string, CheckoutResult> = new Map(BUTTONS.map(([result]) => [result, result]));

/** The checkout page at `init_point` (`…/checkout/v1/redirect/?pref_id=…`): the items and total, and three buttons
 * that make a payment approved, pending or rejected, notify the store, and send the shopper to the back URL. An
 * expired preference says so and takes no payment. */
export const checkoutRouter = (ledger: SandboxLedger): Router => {
  const router = Router();
  const notFound = page(
    'No encontramos este pago',
    '<p>El enlace de pago no existe. Vuelve a la tienda e inténtalo de nuevo.</p>',
  );
  const expired = (pref: SandboxPreference) =>
    page(
      'Este pago venció',
      `<p>El plazo para pagar el pedido ${e(pref.externalReference ?? '')} terminó a las ${e(bogota(pref.expiresAt!))}. ` +
        'No se hizo ningún cobro.</p>',
    );

  router.get(CHECKOUT_PATH, (req, res) => {
    const pref = ledger.preference(typeof req.query.pref_id === 'string' ? req.query.pref_id : '');
    if (!pref) return void res.status(404).send(notFound);
    if (ledger.expired(pref)) return void res.status(410).send(expired(pref));
    const forms = BUTTONS.map(
      ([result, label, primary]) =>
        `<form method="post" action="${e(`${req.baseUrl}/checkout/v1/pagar`)}">` +
        `<input type="hidden" name="pref_id" value="${e(pref.id)}"><input type="hidden" name="resultado" value="${result}">` +
        `<button type="submit"${primary ? ' class="primario"' : ''}>${e(label)}</button></form>`,
    ).join('');
    const until = pref.expiresAt ? `<p>Puedes pagar hasta las ${e(bogota(pref.expiresAt))}.</p>` : '';
    res.send(page('Paga tu compra en Fornido', `${summary(pref)}${until}<p>Elige qué pasa con el pago:</p>${forms}`));
  });

  router.post('/checkout/v1/pagar', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = RESULTS.get(typeof body.resultado === 'string' ? body.resultado : '');
    const prefId = typeof body.pref_id === 'string' ? body.pref_id : '';
    if (!result) return void res.status(400).send(page('Elige una opción', '<p>Esa opción de pago no existe.</p>'));
    const paid = ledger.pay(prefId, result);
    if (paid === 'not-found') return void res.status(404).send(notFound);
    if (paid === 'expired') return void res.status(410).send(expired(ledger.preference(prefId)!));
    const back = backUrl(paid.preference, paid.payment);
    if (back) return res.redirect(303, back);
    res.send(
      page(
        'Pago registrado',
        `<p>El pago ${paid.payment.id} quedó ${e(STATUS_TEXT.get(paid.payment.status) ?? paid.payment.status)}.</p>`,
      ),
    );
  });
  return router;
};
