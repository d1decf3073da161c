import type { Request, Response } from 'express';
import { escapeHtml } from '../../../../core/mail/layout';
import { formatPesos } from '../../../../core/shared/format';
import type { SandboxContext } from '../context';
import type { SandboxTransaction } from '../state';
import { STATES, type StateCode } from '../wire';

/** Escapes text for HTML. */
export const e = escapeHtml;

/** A payment's amount as Colombians read it (`$ 129.900`). */
export const pesos = (tx: SandboxTransaction) => formatPesos(Math.round(Number(tx.value) || 0));

/** A sandbox people page: plain HTML, Fornido's red, no scripts (the store's CSP forbids inline ones). */
export const page = (title: string, body: string, notice = '') =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${e(title)} · Sandbox ePayco · Fornido</title><style>` +
  `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#111827}` +
  `h1{font-size:1.5rem}.aviso{background:#fef9c3;padding:.75rem;border-radius:.5rem}` +
  `.nota{background:#f4f4f5;padding:.75rem;border-radius:.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}` +
  `dt{font-weight:600}form{display:inline-block;margin:.25rem .5rem .25rem 0}button{padding:.6rem 1rem;font-size:1rem;` +
  `border-radius:.5rem;border:1px solid #d4d4d8;background:#fff;cursor:pointer}button.primario{background:#D41D38;color:#fff;` +
  `border-color:#D41D38;font-weight:700}li{margin:.5rem 0;padding:.75rem;border:1px solid #e4e4e7;border-radius:.5rem;` +
  `list-style:none}ul{padding:0}input{padding:.5rem;font-size:1rem}</style></head><body>` +
  `<p class="nota">Sandbox de ePayco: no se mueve dinero real. Fornido usa este simulador porque no tiene credenciales de ePayco.</p>` +
  `${notice ? `<p class="aviso" role="status">${e(notice)}</p>` : ''}<h1>${e(title)}</h1>${body}</body></html>`;

/** A POST button carrying a payment's reference. */
export const button = (action: string, ref: number | string, label: string, primary = false) =>
  `<form method="post" action="${e(action)}"><input type="hidden" name="ref" value="${e(String(ref))}">` +
  `<button type="submit"${primary ? ' class="primario"' : ''}>${e(label)}</button></form>`;

/** What pages say after a button, by a fixed key (the key a request names is only ever looked up here). */
export const NOTICES: ReadonlyMap<string, string> = new Map([
  ['pagado', 'Pago registrado: la tienda recibe la confirmación de ePayco.'],
  ['aprobado', 'Pago aprobado: la tienda recibe la confirmación de ePayco.'],
  ['rechazado', 'Pago rechazado: la tienda recibe la confirmación de ePayco.'],
  ['cancelado', 'Pago cancelado.'],
  ['abandonado', 'Pago abandonado.'],
  ['not-found', 'No encontramos ese pago. Revisa el PIN o la referencia.'],
  ['not-pending', 'Ese pago ya no está pendiente.'],
]);

/** The notice a query names, if it is one of ours. */
export const noticeOf = (req: Request) => NOTICES.get(typeof req.query.aviso === 'string' ? req.query.aviso : '') ?? '';

/** What a people page says of a payment no longer waiting, and the way back to the merchant. ePayco's states are the
 * feminine words of a "transacción" (Aceptada, Rechazada…): the sentence names a transaction so they agree. */
export const settledNote = (tx: SandboxTransaction): string => {
  const back = responseUrl(tx);
  return (
    `<p>Esta transacción está ${e(STATES[tx.state].estado.toLowerCase())}.</p>` +
    (back ? `<p><a href="${e(back)}">Volver al comercio</a></p>` : '')
  );
};

/** Where ePayco sends the shopper back: `url_respuesta` with `ref_payco` added (null when the merchant gave none). */
export const responseUrl = (tx: SandboxTransaction): string | null => {
  if (!/^https?:\/\//i.test(tx.urlResponse)) return null;
  const url = new URL(tx.urlResponse);
  url.searchParams.set('ref_payco', String(tx.refPayco));
  return url.toString();
};

/**
 * What a people page's button does: settles the payment named by the form's `ref` (its confirmation then goes
 * out), and sends the shopper back to the merchant (`back` true) or to `here` with a notice.
 */
export const settleFromForm = (
  ctx: SandboxContext,
  req: Request,
  res: Response,
  change: {
    readonly state: StateCode;
    readonly notice: string;
    readonly here: (ref: string) => string;
    readonly back: boolean;
  },
) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const ref = typeof body.ref === 'string' ? body.ref.trim() : '';
  const result = ctx.payments.settle(ref, change.state);
  const here = change.here(ref);
  const join = here.includes('?') ? '&' : '?';
  if (typeof result === 'string') return res.redirect(303, `${here}${join}aviso=${result}`);
  const merchant = change.back ? responseUrl(result) : null;
  res.redirect(303, merchant ?? `${here}${join}aviso=${change.notice}`);
};
