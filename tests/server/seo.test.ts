import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

const page = async (path: string) => (await app.get(path)).text();
const meta = (html: string, attr: string, name: string) =>
  html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`))?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );

describe('search-engine and social metadata', () => {
  it('gives a product page its canonical URL, hreflang, Open Graph and Twitter card with a 1200×630 image', async () => {
    const html = await page('/proteinas/proteina-01/');
    expect(html).toContain('<link rel="canonical" href="https://fornido.co/proteinas/proteina-01/">');
    expect(html).toContain('<link rel="alternate" hreflang="es-CO" href="https://fornido.co/proteinas/proteina-01/">');
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:image')).toBe('https://fornido.co/img/og/productos/proteina-01.png');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'description')).toBe('Proteína de suero para pruebas.');
    expect(meta(html, 'name', 'robots')).toBe('index,follow');
  });

  it('describes a product in JSON-LD with an Offer in COP and its availability', async () => {
    const [product, crumbs] = jsonLd(await page('/proteinas/proteina-01/p01-2lb-vain/'));
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      'name': 'Proteína 01 2 lb Vainilla',
      'sku': 'P01-2LB-VAIN',
      'brand': { '@type': 'Brand', 'name': 'Marca Ñandú' },
      'offers': {
        '@type': 'Offer',
        'priceCurrency': 'COP',
        'price': 150_000,
        'availability': 'https://schema.org/OutOfStock',
        'url': 'https://fornido.co/proteinas/proteina-01/p01-2lb-vain/',
      },
    });
    expect((product.image as string[])[0]).toBe('https://fornido.co/img/productos/proteina-01-chocolate.svg');
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      'Inicio',
      'Proteínas',
      'Proteína 01',
    ]);
  });

  it('puts Organization and WebSite search on the home page', async () => {
    const types = jsonLd(await page('/')).map((ld) => ld['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  it('keeps filtered or re-ordered listings out of the index, pointing at the plain category page', async () => {
    const html = await page('/proteinas/?orden=precio-asc&disponible=1');
    expect(meta(html, 'name', 'robots')).toBe('noindex,follow');
    expect(html).toContain('<link rel="canonical" href="https://fornido.co/proteinas/">');
    expect(meta(html, 'property', 'og:image')).toBe('https://fornido.co/img/og/categorias/proteinas.png');
  });

  it('lists every category page and every product in sitemap.xml', async () => {
    const res = await app.get('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://fornido.co/');
    expect(locs).toContain('https://fornido.co/proteinas/');
    expect(locs).toContain('https://fornido.co/proteinas/pagina/2/');
    expect(locs).toContain('https://fornido.co/vitaminas/');
    expect(locs).toContain('https://fornido.co/terminos-condiciones/');
    expect(locs.filter((l) => /\/(proteinas|creatinas)\/[a-z0-9-]+\/$/.test(l) && !l.includes('pagina'))).toHaveLength(
      15,
    );
  });

  it('serves robots.txt, the web app manifest and its icons', async () => {
    const robots = await page('/robots.txt');
    expect(robots).toContain('Sitemap: https://fornido.co/sitemap.xml');
    expect(robots).toContain('Disallow: /checkout/');
    const manifest = await (await app.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ theme_color: '#D41D38', lang: 'es-CO', start_url: '/', display: 'standalone' });
    const icon = await app.get('/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await icon.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});

describe('filtered listings', () => {
  it('renders filters from the URL on the server and keeps them in the page links', async () => {
    const html = await page('/proteinas/?sabor=Vainilla&orden=precio-desc');
    expect(html.indexOf('/proteinas/proteina-14/')).toBeLessThan(html.indexOf('/proteinas/proteina-13/'));
    expect(html).toContain('href="/proteinas/pagina/2/?sabor=Vainilla&amp;orden=precio-desc"');
    expect(html).toMatch(/<input type="checkbox"[^>]*name="sabor" checked="" value="Vainilla"/);
    expect(html).toMatch(/<option value="precio-desc" selected/);
  });

  it('says when no product passes the filters and offers to clear them', async () => {
    const html = await page('/proteinas/?marca=otra');
    expect(html).toContain('0 productos');
    expect(html).toContain('Ningún producto cumple todos esos filtros');
    expect(html).toMatch(
      /<a data-lugar="resultados" href="\/proteinas\/"[^>]*>Marca: otra<span class="sr-only"> \(quitar\)<\/span>/,
    );
    expect(html).toMatch(/<a data-lugar="resultados" href="\/proteinas\/"[^>]*>Limpiar todo<\/a>/);
  });

  it('opens what the filter form sends without JavaScript: empty prices, the default order and "Todas" mean no filter', async () => {
    const html = await page('/proteinas/?marca=marca&precio-min=&precio-max=&orden=relevancia');
    expect(html).toContain('14 productos · página 1 de 2');
    expect(html).toMatch(/<input type="checkbox"[^>]*name="marca" checked="" value="marca"/);
    expect(html).toMatch(/>Marca: Marca Ñandú<span class="sr-only"> \(quitar\)/);
    const search = await page('/buscar/?q=creatina&categoria=&precio-min=&precio-max=&orden=relevancia');
    expect(search).toContain('1 producto encontrado');
    expect(search).toMatch(/<input type="radio"[^>]*name="categoria" checked="" value=""/);
    expect(search).not.toContain('Categoría: ');
  });

  it('ignores malformed filter values instead of failing', async () => {
    // A NUL (%00) is refused before any page (tests/server/abuse-fuzz-endpoints.test.ts).
    const res = await app.get('/proteinas/?precio-min=abc&orden=%FF&marca=%3Cscript%3E');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('14 productos');
  });
});
