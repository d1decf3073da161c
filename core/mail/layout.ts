const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put inside HTML (names typed by shoppers end up in mail). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

// DESIGN.md's primary colour; white bold text on it meets WCAG AA.
const BRAND = '#D41D38';

/** A button-like link that mail clients render (tables and inline styles only). */
export const button = (href: string, label: string): string =>
  `<table role="presentation" cellspacing="0" cellpadding="0"><tr><td style="border-radius:6px;background:${BRAND}">` +
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>` +
  `</td></tr></table>`;

/** A paragraph of escaped text. */
export const paragraph = (text: string): string => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/** The HTML shell every mail of the store shares: a title, the content, and the store's footer. */
export const mailHtml = (opts: { readonly title: string; readonly body: string; readonly storeUrl: string }): string =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(opts.title)}</title></head>` +
  `<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5">` +
  `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">` +
  `<h1 style="margin:0 0 16px;font-size:22px;color:${BRAND}">${escapeHtml(opts.title)}</h1>${opts.body}` +
  `<p style="margin:24px 0 0;font-size:13px;color:#71717a">Fornido · Suplementos nutricionales en Colombia · ` +
  `<a href="${escapeHtml(opts.storeUrl)}/" style="color:#71717a">${escapeHtml(opts.storeUrl.replace(/^https?:\/\//, ''))}</a></p>` +
  `</div></body></html>`;

/** The plain-text part's footer. */
export const textFooter = (storeUrl: string): string =>
  `\n\n--\nFornido · Suplementos nutricionales en Colombia\n${storeUrl}/\n`;
