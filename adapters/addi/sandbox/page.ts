import { escapeHtml } from '../../../core/mail/layout';

/** Escapes text for HTML. */
export const e = escapeHtml;

/** A sandbox page for people: plain HTML in Fornido's red, no scripts (the store's CSP forbids inline ones), as the
 * ePayco and Nequi sandboxes' pages. */
export const page = (title: string, body: string, notice = '') =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${e(title)} · Sandbox Addi · Fornido</title><style>` +
  `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#111827;line-height:1.5}` +
  `h1{font-size:1.5rem}h2{font-size:1.125rem}.aviso{background:#fef9c3;padding:.75rem;border-radius:.5rem}` +
  `.nota{background:#f4f4f5;padding:.75rem;border-radius:.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}` +
  `dt{font-weight:600}dd{margin:0;font-variant-numeric:tabular-nums}.monto{font-size:1.5rem;font-weight:700}` +
  `ul{padding:0}li{list-style:none;margin:.5rem 0;padding:.75rem;border:1px solid #e4e4e7;border-radius:.5rem;` +
  `display:flex;justify-content:space-between;gap:1rem}.precio{white-space:nowrap}form{display:inline-block;margin:.25rem .5rem .25rem 0}` +
  `button{padding:.75rem 1rem;font-size:1rem;min-height:2.75rem;border-radius:.5rem;border:1px solid #71717a;` +
  `background:#fff;color:#111827;cursor:pointer}button.primario{background:#D41D38;color:#fff;border-color:#D41D38;` +
  `font-weight:700}button:focus-visible,a:focus-visible{outline:3px solid #111827;outline-offset:2px}</style></head><body>` +
  `<main><p class="nota">Sandbox de Addi: no se presta dinero real. Fornido usa este simulador porque no tiene credenciales de Addi.</p>` +
  `${notice ? `<p class="aviso" role="status">${e(notice)}</p>` : ''}<h1>${e(title)}</h1>${body}</main></body></html>`;

/** A POST button carrying an application's id. */
export const button = (action: string, id: string, label: string, primary = false) =>
  `<form method="post" action="${e(action)}"><input type="hidden" name="id" value="${e(id)}">` +
  `<button type="submit"${primary ? ' class="primario"' : ''}>${e(label)}</button></form>`;
