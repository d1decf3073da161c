import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

const html = async (path: string, status = 200) => {
  const res = await app.get(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return res.text();
};

describe('server-rendered pages', () => {
  it('renders the home page in Spanish with categories and the newest products', async () => {
    const page = await html('/');
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Suplementos deportivos originales | Fornido Colombia</title>');
    expect(page).toContain('<meta name="robots" content="index,follow">');
    expect(page).toContain('<link rel="canonical" href="https://fornido.co/">');
    expect(page).toContain('Creatina Pura');
    expect(page).toContain('$ 89.900');
    expect(page).toContain('<meta name="theme-color" content="#D41D38">');
  });

  it('renders a category with 12 products on page 1 and the rest on page 2', async () => {
    const first = await html('/proteinas/');
    expect(first).toContain('<title>Proteínas | Fornido Colombia</title>');
    expect(first.match(/href="\/proteinas\/proteina-\d\d\/"/g)).toHaveLength(12);
    expect(first).toContain('href="/proteinas/pagina/2/"');
    const second = await html('/proteinas/pagina/2/');
    expect(second).toContain('<title>Proteínas (página 2 de 2) | Fornido Colombia</title>');
    expect(second.match(/href="\/proteinas\/proteina-\d\d\/"/g)).toHaveLength(2);
    expect(second).toContain('Agotado');
  });

  it('treats /pagina/ and /pagina/1/ as page 1, with the category as canonical', async () => {
    for (const path of ['/proteinas/pagina/', '/proteinas/pagina/1/']) {
      expect(await html(path)).toContain('<link rel="canonical" href="https://fornido.co/proteinas/">');
    }
  });

  it('answers 404 for a page past the last one and for nonsense page numbers', async () => {
    for (const path of [
      '/proteinas/pagina/3/',
      '/proteinas/pagina/0/',
      '/proteinas/pagina/abc/',
      '/proteinas/pagina/99999999999/',
    ]) {
      expect(await html(path, 404)).toContain('No encontramos esta página');
    }
  });

  it('renders a product with its price, variants, INVIMA and label', async () => {
    const page = await html('/proteinas/proteina-01/');
    expect(page).toContain('<title>Proteína 01 2 lb, Chocolate | Fornido Colombia</title>');
    expect(page).toContain('$ 150.000');
    expect(page).toContain('RSiA20I000001');
    expect(page).toContain('href="/proteinas/proteina-01/p01-5lb-choc/"');
    expect(page).toContain('Segundo párrafo.');
  });

  it('renders a chosen variant with its own price and "before" price', async () => {
    const page = await html('/proteinas/proteina-01/p01-5lb-choc/');
    expect(page).toContain('$ 350.000');
    expect(page).toContain('$ 399.900');
    expect(page).toContain('-12 %');
    expect(await html('/proteinas/proteina-01/p01-2lb-vain/')).toContain('Agotado en esta presentación');
    // The SKU as printed on the tub, in capitals, is the same address: one hop to it.
    const moved = await app.get('/proteinas/proteina-01/P01-2LB-VAIN/');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/proteinas/proteina-01/p01-2lb-vain/');
  });

  it('answers 404 for a product under another category, an unknown variant and an unknown path', async () => {
    await html('/creatinas/proteina-01/', 404);
    await html('/proteinas/proteina-01/no-existe/', 404);
    const page = await html('/no-existe/', 404);
    expect(page).toContain('<title>Página no encontrada | Fornido Colombia</title>');
    expect(page).toContain('href="/"');
    await html('/a/b/c/d/', 404);
    expect(await html('//evil.example/', 404)).toContain('No encontramos esta página');
    const garbled = await html('/%E0%A4%A/', 400);
    expect(garbled).toContain('Volver al inicio');
    expect(garbled).not.toContain('URIError');
  });

  it('redirects a path without its final slash, keeping the query', async () => {
    const res = await app.get('/proteinas');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/proteinas/');
    expect((await app.get('/buscar?q=whey')).headers.get('location')).toBe('/buscar/?q=whey');
    expect((await app.get('//evil.example/x')).headers.get('location')).toBe('/evil.example/x/');
  });

  it('serves the information pages and the cart review (filled in the browser)', async () => {
    expect(await html('/terminos-condiciones/')).toContain('Términos y condiciones');
    expect(await html('/politica-privacidad/')).toContain('1581 de 2012');
    const envios = await html('/metodo-formas-envio/');
    expect(envios).toContain('gratis desde $ 4.000.000');
    expect(envios).not.toContain('{{');
    const cart = await html('/checkout/');
    expect(cart).toContain('Cargando tu carrito…');
    expect(cart).toContain('<meta name="robots" content="noindex,follow">');
  });

  it('searches by words, ignoring accents, and suggests categories when nothing matches', async () => {
    expect(await html('/buscar/?q=PROTEINA%2005')).toContain('href="/proteinas/proteina-05/"');
    const none = await html('/buscar/?q=zzz');
    expect(none).toContain('No encontramos productos');
    expect(none).toContain('href="/creatinas/"');
  });

  it('serializes the page state safely for hydration', async () => {
    const page = await html('/buscar/?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    const state = page.match(/<script id="estado-inicial" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)![1];
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state).loaded.page.result.query).toBe('</script><script>alert(1)</script>');
  });

  it('serves product pictures as locked-down SVG', async () => {
    const res = await app.get('/img/productos/creatina-pura-principal.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await app.get('/img/productos/no-existe.svg')).status).toBe(404);
    expect((await app.get('/img/productos/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('refuses other methods on pages with a 4xx', async () => {
    expect((await app.get('/', { method: 'POST' })).status).toBe(405);
    expect(app.logged).toEqual([]);
  });
});
