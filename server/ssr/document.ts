import type { Head } from '../../web/entry-server';

export type Assets = {
  /** The page's only script before its first paint (web/boot.ts). */
  readonly scripts: readonly string[];
  /** The built stylesheets: their text is inline in every page (one round trip less before the first paint); the
   * service worker keeps the files. */
  readonly styles: readonly string[];
  readonly inlineStyles: string;
  /** What the first script imports. */
  readonly preloads: readonly string[];
  /** The app's code, which the first script loads once the page is quiet, and everything it imports. */
  readonly app: readonly string[];
  /** The chunks of a page whose view is in this source module, fetched with the app's code. */
  readonly chunksOf: (module: string) => readonly string[];
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script> must not be able to close the tag or break on line separators.
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The HTML document around a rendered page: head tags, styles, the state for hydration, the script. */
export const documentHtml = (p: {
  head: Head;
  body: string;
  state: unknown;
  assets: Assets;
  pageModule: string;
  /** The page stays server HTML and only its islands hydrate (web/islands/), for a signed-in shopper or not. */
  islands: { readonly signedIn: boolean } | null;
}): string => {
  const { head, assets } = p;
  // A page of islands fetches no page code until the shopper uses it (web/islands/boot-islands.ts).
  const chunks = p.islands ? [] : assets.chunksOf(p.pageModule);
  // On <body>, where the boot script and the speculation rules (server/speculation-rules.ts) both read it.
  const mode = p.islands ? ` data-modo="islas"${p.islands.signedIn ? ' data-cuenta="si"' : ''}` : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<meta name="robots" content="${head.robots}">
${head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">\n<link rel="alternate" hreflang="es-CO" href="${escapeHtml(head.canonical)}">\n` : ''}<meta property="og:site_name" content="Fornido Colombia">
<meta property="og:locale" content="es_CO">
<meta property="og:type" content="${head.og.type}">
<meta property="og:title" content="${escapeHtml(head.title)}">
<meta property="og:description" content="${escapeHtml(head.description)}">
${head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">\n` : ''}<meta property="og:image" content="${escapeHtml(head.og.image)}">
${head.og.image.includes('/img/og/') ? '<meta property="og:image:width" content="1200">\n<meta property="og:image:height" content="630">\n' : ''}<meta property="og:image:alt" content="${escapeHtml(head.og.imageAlt)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeHtml(head.title)}">
<meta name="twitter:description" content="${escapeHtml(head.description)}">
<meta name="twitter:image" content="${escapeHtml(head.og.image)}">
${head.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`).join('\n')}
<meta name="theme-color" content="#D41D38">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">
${assets.inlineStyles ? `<style>${assets.inlineStyles}</style>` : ''}
${assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
</head>
<body${mode}>
<div id="root">${p.body}</div>
<script id="estado-inicial" type="application/json"${chunks.length > 0 ? ` data-chunks="${escapeHtml(chunks.join(' '))}"` : ''}>${scriptJson(p.state)}</script>
</body>
</html>`;
};

/** Last resort when even the error page cannot be rendered: plain HTML with the way home. */
export const fallbackHtml = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error | Fornido Colombia</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h1>Algo salió mal</h1><p>No pudimos mostrar esta página.</p><p><a href="/">Volver al inicio</a></p></body></html>`;
