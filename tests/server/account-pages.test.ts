import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { signedUp } from './support/account-client';

let app: TestServer;
let cookie: string;

beforeAll(async () => {
  app = await startTestServer();
  ({ cookie } = await signedUp(app, {
    name: 'Ana María Rodríguez',
    email: 'ana.paginas@example.co',
    password: 'proteina-2026',
  }));
});
afterAll(() => app.close());

const page = async (path: string, init: RequestInit = {}) => {
  const res = await app.get(path, init);
  return { res, body: await res.text() };
};
const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<!-- -->/g, '');
const state = (html: string) =>
  JSON.parse(html.match(/<script id="estado-inicial" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)![1]);
const signedIn = () => ({ headers: { cookie } });
/** The first tag of that name having all those attributes, in any order. */
const tag = (html: string, name: string, ...attributes: string[]) =>
  html.match(new RegExp(`<${name}\\b[^>]*>`, 'g'))?.find((t) => attributes.every((a) => t.includes(a)));

describe('account pages rendered on the server', () => {
  it.each([
    ['/cuenta/registro/', 'Crea tu cuenta', 'Crea tu cuenta | Fornido Colombia'],
    ['/cuenta/ingresar/', 'Ingresa a tu cuenta', 'Ingresa a tu cuenta | Fornido Colombia'],
    ['/cuenta/recuperar/', 'Recupera tu contraseña', 'Recupera tu contraseña | Fornido Colombia'],
    ['/reset/password/?token=abc123', 'Crea una contraseña nueva', 'Crea una contraseña nueva | Fornido Colombia'],
    ['/cuenta/activar/?token=abc123', 'Activa tu cuenta', 'Activa tu cuenta | Fornido Colombia'],
  ])('%s answers 200 with its h1 and title, not indexed', async (path, heading, title) => {
    const { res, body } = await page(path);
    expect(res.status).toBe(200);
    expect(h1(body)).toBe(heading);
    expect(body.match(/<h1/g)).toHaveLength(1);
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).toMatch(/<meta name="robots" content="noindex,(follow|nofollow)">/);
    expect(body).toContain('href="/cuenta/ingresar/"');
  });

  it('renders the sign-up form with its consents unticked and linked to the privacy policy and terms', async () => {
    const { body } = await page('/cuenta/registro/');
    const privacy = tag(body, 'input', 'name="privacyConsent"', 'type="checkbox"');
    expect(privacy).toBeDefined();
    expect(privacy).not.toContain('checked');
    expect(tag(body, 'input', 'name="marketingConsent"')).not.toContain('checked');
    expect(body).toContain('href="/politica-privacidad/"');
    expect(body).toContain('href="/terminos-condiciones/"');
    expect(tag(body, 'input', 'name="password"', 'autoComplete="new-password"')).toBeDefined();
    expect(tag(body, 'input', 'name="email"', 'inputMode="email"', 'autoComplete="email"')).toBeDefined();
  });

  it('sends a guest asking for /micuenta/ to sign in first, and back afterwards', async () => {
    const { res } = await page('/micuenta/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cuenta/ingresar/?volver=/micuenta/');
  });

  it('keeps only same-site return paths', async () => {
    expect(state((await page('/cuenta/ingresar/?volver=/checkout/')).body).loaded.page.returnTo).toBe('/checkout/');
    for (const bad of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const { body } = await page(`/cuenta/ingresar/?volver=${encodeURIComponent(bad)}`);
      expect(state(body).loaded.page.returnTo).toBe('/micuenta/');
    }
  });

  it('shows the signed-in shopper their account, privately, and greets them in the header', async () => {
    const { res, body } = await page('/micuenta/', signedIn());
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('Hola, Ana');
    expect(body).toContain('<title>Mi cuenta | Fornido Colombia</title>');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toContain('ana.paginas@example.co');
    expect(body).toContain('Cerrar sesión');
    expect(body).toContain('Tus pedidos');
    expect(body).not.toMatch(/próximamente/i);
    expect(state(body).account.email).toBe('ana.paginas@example.co');
  });

  it('greets a signed-in shopper on every page, and offers "Ingresar" to a guest', async () => {
    const mine = await page('/proteinas/', signedIn());
    // The header's account menu: a disclosure named for the shopper, with the account, the orders and sign-out.
    expect(tag(mine.body, 'summary', 'aria-label="Mi cuenta, Ana"')).toBeDefined();
    const menu = /<details class="relative">[\s\S]*?<\/details>/.exec(mine.body)![0];
    expect(menu).toMatch(/<a [^>]*href="\/micuenta\/"[^>]*>Mi cuenta<\/a>/);
    expect(menu).toMatch(/<a [^>]*href="\/micuenta\/pedidos\/"[^>]*>Mis pedidos<\/a>/);
    expect(menu).toMatch(/<button type="button"[^>]*>Cerrar sesión<\/button>/);
    // The mobile menu carries the same three, after the categories.
    expect(/<nav aria-label="Tu cuenta"[\s\S]*?<\/nav>/.exec(mine.body)![0]).toContain('Cerrar sesión');
    expect(mine.res.headers.get('cache-control')).toBe('private, no-store');
    const guest = await page('/proteinas/');
    expect(guest.body).toMatch(/<a [^>]*href="\/cuenta\/ingresar\/"[^>]*>(?:(?!<\/a>)[\s\S])*Ingresar<\/span><\/a>/);
    expect(state(guest.body).account).toBeNull();
  });

  it('skips sign-in and sign-up for a shopper who is already signed in', async () => {
    const { res } = await page('/cuenta/ingresar/?volver=/checkout/', signedIn());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/checkout/');
    expect((await page('/cuenta/registro/', signedIn())).res.headers.get('location')).toBe('/micuenta/');
  });

  it('never sends a signed-in shopper to another site, however the return path is dressed up', async () => {
    for (const volver of ['/.//evil.example/', '/..//evil.example/', '/%2e//evil.example/', '/./%2F/evil.example/'])
      for (const form of ['/cuenta/ingresar/', '/cuenta/registro/']) {
        const { res } = await page(`${form}?volver=${volver}`, signedIn());
        expect(res.status, `${form}?volver=${volver}`).toBe(302);
        expect(res.headers.get('location'), `${form}?volver=${volver}`).toBe('/micuenta/');
      }
  });

  it('gives the sign-in and sign-up forms a return path of the store for a dressed-up one', async () => {
    for (const volver of ['/.//evil.example/', '/%2e//evil.example/', '/./%5C/evil.example/'])
      for (const form of ['/cuenta/ingresar/', '/cuenta/registro/']) {
        const { res, body } = await page(`${form}?volver=${volver}`);
        expect(res.status).toBe(200);
        expect(state(body).loaded.page.returnTo, `${form}?volver=${volver}`).toBe('/micuenta/');
      }
  });

  it('renders the cart review in the checkout frame while the browser restores the cart', async () => {
    const { res, body } = await page('/checkout/');
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('Tu carrito');
    expect(body).toContain('aria-current="step"');
    expect(body).toContain('Cargando tu carrito…');
  });
});
