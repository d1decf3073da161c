import express, { type Request, Router } from 'express';
import { formatMobilePhone, parseMobilePhone, type MobilePhone } from '../../core/people/phone';
import { escapeHtml } from '../../core/mail/layout';
import { formatBogotaDateTime } from '../../core/shared/bogota-time-text';
import { formatPesos } from '../../core/shared/format';
import type { SandboxPayment, SandboxPayments } from './sandbox-payments';

/** The phone people pay with when they do not say (the payer field's default). */
const DEFAULT_PAYER = '3001234567';

/** What the page says after a button, by a fixed key; the key a request names is only ever looked up in this Map. */
const NOTICES: ReadonlyMap<string, string> = new Map([
  ['aprobado', 'Pago aprobado: la tienda lo verá en su próxima consulta a Nequi.'],
  ['rechazado', 'Pago rechazado.'],
  ['vencido', 'El pago quedó vencido.'],
  ['not-found', 'No encontramos ese pago o código QR. Revisa el texto del código.'],
  ['not-pending', 'Ese pago ya no está pendiente.'],
  ['no-account', 'Ese celular no tiene cuenta Nequi en el sandbox (los que empiezan por 3999). Usa otro.'],
  ['celular-invalido', 'Escribe un celular colombiano de 10 dígitos que empiece por 3.'],
]);

const STATE_TEXT: Readonly<Record<SandboxPayment['state'], string>> = {
  pending: 'Pendiente (33)',
  paid: 'Pagado (35)',
  declined: 'Rechazado (71)',
  expired: 'Vencido (10-454)',
  cancelled: 'Cancelado (10-455)',
  reversed: 'Reversado',
};

const e = escapeHtml;
const phoneText = (phone: string) => e(formatMobilePhone(phone as MobilePhone));

const page = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex"><meta http-equiv="refresh" content="5"><title>Celular de prueba Nequi · Fornido</title><style>` +
  `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#18181b}` +
  `li{margin:.5rem 0;padding:.75rem;border:1px solid #e4e4e7;border-radius:.5rem;list-style:none}ul{padding:0}` +
  `form{display:inline-block;margin:.25rem .5rem .25rem 0}button{padding:.4rem .8rem}` +
  `.aviso{background:#fef9c3;padding:.75rem;border-radius:.5rem}table{border-collapse:collapse;width:100%}` +
  `td,th{text-align:left;padding:.4rem;border-bottom:1px solid #e4e4e7}</style></head><body>` +
  `<p class="aviso">Celular de prueba: la tienda usa el sandbox de Nequi porque no tiene credenciales de Nequi. ` +
  `Aquí apruebas o rechazas sus pagos; no se mueve dinero real. Los celulares que empiezan por 3999 no tienen cuenta ` +
  `Nequi y los que empiezan por 3998 hacen que Nequi tarde en responder. La página se actualiza cada 5 segundos.</p>` +
  `${body}</body></html>`;

const button = (base: string, action: string, id: string, label: string, name: string) =>
  `<form method="post" action="${e(base)}/telefono/${action}"><input type="hidden" name="id" value="${e(id)}">` +
  `<button type="submit" aria-label="${e(name)}">${e(label)}</button></form>`;

const payerField = (id: string) =>
  `<label for="${e(id)}">Celular que paga</label> ` +
  `<input id="${e(id)}" name="phone" inputmode="tel" autocomplete="off" value="${e(formatMobilePhone(DEFAULT_PAYER as MobilePhone))}">`;

const pushItem = (base: string, p: SandboxPayment) => {
  const what = `${formatPesos(p.value)} al ${formatMobilePhone(p.phone as MobilePhone)}`;
  return (
    `<li><strong>${e(formatPesos(p.value))}</strong> · Pedido ${e(p.references[1] || '—')} · vence el ${e(formatBogotaDateTime(p.expiresAt))}<br>` +
    button(base, 'aprobar', p.id, 'Aprobar pago', `Aprobar pago de ${what}`) +
    button(base, 'rechazar', p.id, 'Rechazar', `Rechazar pago de ${what}`) +
    button(base, 'vencer', p.id, 'Dejar vencer', `Dejar vencer pago de ${what}`) +
    `</li>`
  );
};

const qrItem = (base: string, p: SandboxPayment, index: number) =>
  `<li><strong>${e(formatPesos(p.value))}</strong> · Pedido ${e(p.references[1] || '—')} · código <code>${e(p.id)}</code><br>` +
  `<form method="post" action="${e(base)}/telefono/escanear"><input type="hidden" name="code" value="${e(p.id)}">` +
  `${payerField(`payer-${index}`)} <button type="submit" aria-label="${e(`Escanear y pagar ${formatPesos(p.value)} (${p.id})`)}">Escanear y pagar</button></form></li>`;

const render = (base: string, all: readonly SandboxPayment[], notice: string | undefined) => {
  const pending = all.filter((p) => p.state === 'pending');
  const phones = [...new Set(pending.flatMap((p) => (p.kind === 'push' && p.phone ? [p.phone] : [])))];
  const pushes = phones.length
    ? phones
        .map(
          (phone) =>
            `<section aria-label="Celular ${phoneText(phone)}"><h3>Celular ${phoneText(phone)}</h3><ul>` +
            pending
              .filter((p) => p.phone === phone)
              .map((p) => pushItem(base, p))
              .join('') +
            `</ul></section>`,
        )
        .join('')
    : '<p>No hay notificaciones pendientes. Paga un pedido con Nequi en la tienda y aparecerá aquí.</p>';
  const qrs = pending.filter((p) => p.kind === 'qr');
  const qrList = qrs.length
    ? `<ul>${qrs.map((p, i) => qrItem(base, p, i)).join('')}</ul>`
    : '<p>No hay códigos QR abiertos.</p>';
  const history = all
    .slice(0, 20)
    .map(
      (p) =>
        `<tr><td>${p.kind === 'qr' ? 'QR' : 'Push'}</td><td>${e(formatPesos(p.value))}</td><td>${e(p.references[1] || '—')}</td>` +
        `<td>${e(STATE_TEXT[p.state])}</td><td><code>${e(p.id)}</code></td></tr>`,
    )
    .join('');
  return page(
    `<h1>Celular de prueba Nequi</h1>` +
      (notice ? `<p role="status">${e(notice)}</p>` : '') +
      `<h2>Notificaciones push pendientes</h2>${pushes}<h2>Códigos QR abiertos</h2>${qrList}` +
      `<h2>Pagar un código QR</h2><form method="post" action="${e(base)}/telefono/escanear">` +
      `<label for="qr-text">Texto del código QR</label> <input id="qr-text" name="code" required autocomplete="off"> ` +
      `${payerField('payer-pasted')} <button type="submit">Escanear y pagar</button></form>` +
      (history
        ? `<h2>Pagos recientes</h2><table><thead><tr><th>Tipo</th><th>Valor</th><th>Pedido</th><th>Estado</th><th>Referencia</th></tr></thead><tbody>${history}</tbody></table>`
        : ''),
  );
};

const field = (req: Request, name: string): string => {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The simulated phone at `{mount}/`: pending pushes by phone with their buttons, open QR codes to "scan", and a field
 * for a QR's text. Each button posts here and comes back (303) with a notice. */
export const phonePage = (payments: SandboxPayments): Router => {
  const r = Router();
  const back = (req: Request, key: string | null) => `${req.baseUrl}/${key ? `?aviso=${key}` : ''}`;
  r.get('/', (req, res) => {
    const key = typeof req.query.aviso === 'string' ? req.query.aviso : '';
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(render(req.baseUrl, payments.list(), NOTICES.get(key)));
  });
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  r.post('/telefono/aprobar', form, (req, res) => {
    res.redirect(303, back(req, payments.approve(field(req, 'id')) ?? 'aprobado'));
  });
  r.post('/telefono/rechazar', form, (req, res) => {
    res.redirect(303, back(req, payments.end(field(req, 'id'), 'declined') ?? 'rechazado'));
  });
  r.post('/telefono/vencer', form, (req, res) => {
    res.redirect(303, back(req, payments.end(field(req, 'id'), 'expired') ?? 'vencido'));
  });
  r.post('/telefono/escanear', form, (req, res) => {
    const phone = parseMobilePhone(field(req, 'phone') || DEFAULT_PAYER);
    const code = field(req, 'code');
    const outcome = !phone.ok
      ? 'celular-invalido'
      : payments.find(code)?.kind !== 'qr'
        ? 'not-found'
        : (payments.approve(code, phone.value) ?? 'aprobado');
    res.redirect(303, back(req, outcome));
  });
  return r;
};
