import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readAssets } from '../../../server/ssr/assets';
import { documentHtml } from '../../../server/ssr/document';

/** A client build as Vite's manifest describes it: the boot script with the styles, the app it loads, a page. */
const client = mkdtempSync(join(tmpdir(), 'fornido-document-'));
mkdirSync(join(client, '.vite'));
mkdirSync(join(client, 'assets'));
writeFileSync(
  join(client, '.vite', 'manifest.json'),
  JSON.stringify({
    'web/boot.ts': {
      file: 'assets/boot-B1.js',
      imports: ['_arranque'],
      dynamicImports: ['web/entry-client.tsx'],
      css: ['assets/boot-C1.css'],
      isEntry: true,
    },
    '_arranque': { file: 'assets/arranque-A1.js' },
    'web/entry-client.tsx': { file: 'assets/entry-client-E1.js', imports: ['_inicio'], isDynamicEntry: true },
    '_inicio': { file: 'assets/inicio-I1.js', imports: ['_arranque'] },
    'web/pages/product-page.tsx': { file: 'assets/product-page-P1.js', imports: ['_inicio', '_price'] },
    '_price': { file: 'assets/price-R1.js', imports: ['_inicio'] },
  }),
);
writeFileSync(join(client, 'assets', 'boot-C1.css'), '.boton{color:red}.x::after{content:"</style><script>"}');
afterAll(() => rmSync(client, { recursive: true, force: true }));

const page = () =>
  documentHtml({
    head: {
      title: 'Gold Standard',
      description: 'Proteína',
      canonical: null,
      robots: 'noindex',
      og: { type: 'product', image: '/img/og.png', imageAlt: 'Gold Standard' },
      jsonLd: [],
    },
    body: '<main>Gold Standard</main>',
    state: { loaded: true },
    assets: readAssets(client)!,
    pageModule: 'web/pages/product-page.tsx',
    islands: null,
  });

describe('the document around a page', () => {
  it('carries its styles inline: no stylesheet to wait for before the first paint', () => {
    const html = page();
    expect(html).toContain('<style>.boton{color:red}');
    expect(html).not.toContain('rel="stylesheet"');
    // A stylesheet's text can never close the element and start a script.
    expect(html).toContain('content:"<\\/style><script>"}</style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('loads only the small boot script before the first paint, and names the page chunks it fetches with the app', () => {
    const html = page();
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module" src="/assets/boot-B1.js">']);
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/arranque-A1.js">',
    ]);
    expect(html).not.toContain('/assets/inicio-I1.js');
    expect(html).toContain(
      '<script id="estado-inicial" type="application/json" data-chunks="/assets/product-page-P1.js /assets/price-R1.js">',
    );
  });

  it('lists the app and its imports once for the service worker', () => {
    const assets = readAssets(client)!;
    expect(assets.app).toEqual(['/assets/entry-client-E1.js', '/assets/inicio-I1.js', '/assets/arranque-A1.js']);
    expect(assets.styles).toEqual(['/assets/boot-C1.css']);
  });
});
