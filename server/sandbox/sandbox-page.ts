import { escapeHtml } from '../../core/mail/layout';

/** A sandbox's page for people trying the store: Spanish, never indexed, a notice of what it stands in for first. */
export const sandboxPage = (o: {
  readonly title: string;
  readonly notice: string;
  readonly css: string;
  readonly body: string;
}) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${escapeHtml(o.title)} · Fornido</title><style>` +
  `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#18181b}` +
  `.aviso{background:#fef9c3;padding:.75rem;border-radius:.5rem}${o.css}</style></head><body>` +
  `<p class="aviso">${o.notice}</p>${o.body}</body></html>`;
