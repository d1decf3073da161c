import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nitCheckDigit } from '../../core/people/nit';
import { MOVED_PAGES } from '../../server/moved-pages';
import { startTestServer, type TestServer } from '../support/test-server';

/** The addresses the store's specification fixes (issue 16), each with the title its page shows. */
const ADDRESSES: readonly (readonly [string, string])[] = [
  ['/contactenos/', 'Contáctanos'],
  ['/franquicias/', 'Franquicias Fornido'],
  ['/guia/', 'Guía para elegir tus suplementos'],
  ['/metodo-formas-envio/', 'Envíos y entregas'],
  ['/metodo-formas-pago/', 'Medios de pago'],
  ['/notificaciones-judiciales/', 'Notificaciones judiciales'],
  ['/politica-devolucion/', 'Cambios, devoluciones y derecho de retracto'],
  ['/politica-privacidad/', 'Política de tratamiento de datos personales'],
  ['/terminos-condiciones/', 'Términos y condiciones'],
  ['/tiendas/', 'Nuestras tiendas'],
  ['/error/', 'Error'],
];

/** English a shopper would notice; matched as whole words, case-sensitive (brand names such as SafetyPay are fine). */
const ENGLISH = [
  'Home',
  'Cart',
  'Search',
  'Contact',
  'Privacy',
  'Terms',
  'Shipping',
  'Returns',
  'Stores',
  'Store',
  'Loading',
  'Submit',
  'Sign in',
  'Sign up',
  'Log in',
  'Not found',
  'Click here',
  'Read more',
  'Learn more',
  'Next',
  'Previous',
  'Close',
  'Menu',
  'Play',
  'Watch',
  'Map',
  'Directions',
  'Payment',
  'Guide',
  'Franchise',
  'Open',
  'the',
  'and',
  'your',
  'with',
  'you',
  'of',
  'for',
];
const englishIn = (text: string) => ENGLISH.filter((w) => new RegExp(`(^|[^\\p{L}])${w}(?![\\p{L}])`, 'u').test(text));

/** What a shopper reads: the body without scripts, styles and tags, plus the attributes screen readers announce. */
const shownText = (html: string) => {
  const body = html.slice(html.indexOf('<body'));
  const announced = [...body.matchAll(/(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  return [
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
    ...announced,
  ].join(' ');
};

const frameSources = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split('; ')
    .find((d) => d.startsWith('frame-src '))
    ?.split(' ')
    .slice(1);

let app: TestServer;
let configured: TestServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fornido-stores-'));
  const stores = join(dir, 'tiendas.json');
  await writeFile(
    stores,
    JSON.stringify([
      {
        name: 'Fornido Cabecera',
        address: 'Carrera 33 # 48-10, Local 5',
        city: 'Bucaramanga',
        hours: ['Lunes a sábado: 10:00 a. m. a 8:00 p. m.'],
        phone: '+57 607 645 1122',
        lat: 7.1193,
        lng: -73.1101,
      },
    ]),
  );
  [app, configured] = await Promise.all([
    startTestServer(),
    startTestServer(undefined, {
      env: {
        MAPS_API_KEY: 'AIzaSyTestKeyForTheStoresMap_0123',
        COMPANY_LEGAL_NAME: 'Suplementos del Oriente S.A.S.',
        COMPANY_NIT: '900.123.456',
        COMPANY_JUDICIAL_EMAIL: 'juridica@oriente.co',
        COMPANY_ADDRESS: 'Calle 36 # 27-52, Bucaramanga',
        STORES_FILE: stores,
        PAYMENT_METHODS: 'nequi,cash-on-delivery',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([app.close(), configured.close()]);
  await rm(dir, { recursive: true, force: true });
});

const page = async (server: TestServer, path: string) => {
  const res = await server.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return { res, html: await res.text() };
};

describe("the store's addresses", () => {
  it.each(ADDRESSES)(
    '%s answers 200 with its title, one h1 and no English a shopper would read',
    async (path, title) => {
      const { html } = await page(app, path);
      expect(html).toContain(`<title>${title} | Fornido Colombia</title>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(englishIn(shownText(html))).toEqual([]);
    },
  );

  it('the English check catches English', () => {
    expect(englishIn('Add to Cart and pay with your card')).toEqual(['Cart', 'and', 'your', 'with']);
    expect(englishIn('Paga con SafetyPay, Nequi o MercadoPago')).toEqual([]);
  });

  it.each([...MOVED_PAGES])(
    '%s answers 301 to %s, keeping the query, with or without its final slash',
    async (from, to) => {
      const res = await app.get(`${from}?utm_source=volante&utm_medium=impreso`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${to}?utm_source=volante&utm_medium=impreso`);
      const bare = await app.get(from.slice(0, -1));
      expect(bare.status).toBe(301);
      expect(bare.headers.get('location')).toBe(to);
    },
  );

  it('the sitemap lists the new addresses and none of the former ones, nor the error page', async () => {
    const xml = await (await app.get('/sitemap.xml')).text();
    for (const [path] of ADDRESSES.filter(([p]) => p !== '/error/'))
      expect(xml).toContain(`<loc>https://fornido.co${path}</loc>`);
    for (const old of MOVED_PAGES.keys()) expect(xml).not.toContain(`https://fornido.co${old}<`);
    expect(xml).not.toContain('/error/');
  });

  it('the footer links the new addresses only', async () => {
    const { html } = await page(app, '/');
    for (const path of ['/contactenos/', '/tiendas/', '/notificaciones-judiciales/', '/politica-privacidad/'])
      expect(html).toContain(`href="${path}"`);
    for (const old of MOVED_PAGES.keys()) expect(html).not.toContain(`href="${old}"`);
  });
});

describe('the error page', () => {
  it('shows "Error" and the way home, without a search; a known code shows its message', async () => {
    const plain = (await page(app, '/error/')).html;
    expect(plain).toContain('Algo salió mal');
    expect(plain).toMatch(/<p[^>]*>Error<\/p>/);
    expect(plain).toContain('Volver al inicio');
    expect(plain).not.toContain('id="buscar-error"');
    expect(plain).toContain('noindex');
    expect((await page(app, '/error/?codigo=429')).html).toContain('Hiciste demasiadas solicitudes seguidas');
  });

  it('for a 404 adds a search box and the link home, still answering 200', async () => {
    const { html } = await page(app, '/error/?codigo=404');
    expect(html).toContain('No encontramos esta página');
    expect(html).toContain('id="buscar-error"');
    expect(html).toContain('Volver al inicio');
  });

  it('never writes a message taken from the address', async () => {
    const { html } = await page(app, '/error/?mensaje=%3Cb%3ELlama%20al%20300%3C%2Fb%3E&codigo=%3Cscript%3E');
    expect(html).not.toContain('Llama al 300');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<p[^>]*>Error<\/p>/);
  });
});

describe('company facts from configuration', () => {
  it('the judicial notifications page shows the configured company, its NIT with the DIAN check digit and emails', async () => {
    const { html } = await page(configured, '/notificaciones-judiciales/');
    expect(html).toContain('Suplementos del Oriente S.A.S.');
    expect(html).toContain(`900.123.456-${nitCheckDigit('900123456')}`);
    expect(html).toContain('juridica@oriente.co');
    expect(html).toContain('Calle 36 # 27-52, Bucaramanga');
    const defaults = (await page(app, '/notificaciones-judiciales/')).html;
    expect(defaults).toContain('Fornido S.A.S.');
    expect(defaults).toContain('901.482.736-8');
    expect(defaults).toContain('notificacionesjudiciales@fornido.co');
  });

  it('the footer and the organization data follow the configuration too', async () => {
    const { html } = await page(configured, '/');
    expect(html).toMatch(new RegExp(`NIT (<!-- -->)?900\\.123\\.456-${nitCheckDigit('900123456')}`));
    expect(html).toContain('"taxID":"900.123.456-');
    expect(html).not.toContain('Fornido S.A.S.');
  });

  it('the payment methods page lists only the methods offered, with their conditions', async () => {
    const text = shownText((await page(configured, '/metodo-formas-pago/')).html);
    expect(text).toContain('Nequi');
    expect(text).toContain('$ 500.000');
    expect(text).toContain('5 %');
    for (const absent of ['PSE', 'ePayco', 'Addi', 'MercadoPago', 'Tarjeta de prueba'])
      expect(text).not.toContain(absent);
  });

  it('the shipping page gives the zones, times, free-shipping threshold and rates the checkout uses', async () => {
    const text = shownText((await page(app, '/metodo-formas-envio/')).html);
    expect(text).toContain('2 a 5 días hábiles');
    expect(text).toContain('$ 4.000.000');
    expect(text).toContain('Bogotá: estándar $ 8.900 el primer kilo y $ 1.900 cada kilo adicional');
    expect(text).toContain('Zonas especiales: estándar $ 34.900');
  });
});

describe('the stores and the guide', () => {
  it('without a maps key: each store with address, hours, phone and a "Cómo llegar" link in a new tab; no map, no maps frame allowed', async () => {
    const { res, html } = await page(app, '/tiendas/');
    expect(html).toContain('Fornido El Poblado');
    expect(html).toContain('Carrera 43A # 9-21, Local 104');
    expect(html).toContain('Lunes a sábado: 9:00 a. m. a 8:00 p. m.');
    expect(html).toContain('href="tel:+576043228415"');
    expect(html).toMatch(
      /href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=6\.2095%2C-75\.5686" target="_blank" rel="noopener"/,
    );
    expect(html).not.toContain('Ver mapa');
    expect(html).not.toContain('<iframe');
    expect(frameSources(res)).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });

  it('with a maps key: the configured stores, a "Ver mapa" button (the map only on request), and the maps frame allowed', async () => {
    const { res, html } = await page(configured, '/tiendas/');
    expect(html).toContain('Fornido Cabecera');
    expect(html).not.toContain('Fornido El Poblado');
    expect(html).toContain('Ver mapa');
    expect(html).not.toContain('<iframe');
    expect(frameSources(res)).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://www.google.com']);
  });

  it('the guide shows a drawn thumbnail and a play button, and names no video host before the click', async () => {
    const { html } = await page(app, '/guia/');
    // The button's name is "Reproducir video: " (for screen readers) followed by the title written on the thumbnail.
    expect(html).toMatch(/Reproducir video: <\/span>(<span[^>]*>)+Cómo leer la etiqueta de un suplemento<\/span>/);
    expect(html).toContain('src="/guia/video-etiqueta.svg"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/youtube|ytimg|googlevideo/);
    for (const category of ['/proteinas/', '/creatinas/', '/aminoacidos/', '/quemadores/'])
      expect(html).toContain(`href="${category}"`);
    expect(html).toContain('INVIMA');
  });
});
