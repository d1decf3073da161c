import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import type { PointsEntry } from '../../core/loyalty/ports';
import { aCustomer } from '../builders/customers';
import { startTestServer, type TestServer } from '../support/test-server';
import { signedUp } from './support/account-client';

// The store's clock: 24 November 2026, so November is the current month and December has not started.
const NOW = new Date('2026-11-24T15:00:00Z');
const NOV = new Date('2026-11-10T12:00:00-05:00');
const OCT = new Date('2026-10-31T23:00:00-05:00');

let app: TestServer;
let cookie: string;
let anaId: string;

const adjust = (customerId: string, points: number, at = NOV): PointsEntry => ({
  customerId,
  orderId: null,
  reason: 'adjustment',
  points,
  at,
});

beforeAll(async () => {
  app = await startTestServer(undefined, { clock: { now: () => NOW } });
  ({ cookie } = await signedUp(app, {
    name: 'Ana María Rodríguez',
    email: 'ana.niveles@example.co',
    password: 'proteina-2026',
  }));
  anaId = ((await (await app.get('/api/v1/account', signedIn())).json()) as { account: { id: string } }).account.id;
  // Twenty-two others ahead of Ana this month (the table shows twenty), two of them tied.
  const customers = app.container.get(T.customers);
  const loyalty = app.container.get(T.loyaltyStore);
  const others: PointsEntry[] = [];
  for (let i = 1; i <= 22; i += 1) {
    const other = aCustomer({ id: `rival-${String(i).padStart(2, '0')}`, name: `Rival${i} Gómez Pérez` });
    await customers.create(other);
    others.push(adjust(other.id, i <= 2 ? 5_000 : 5_000 - i * 10));
  }
  await loyalty.record([...others, adjust(anaId, 2_700), adjust(anaId, 40, OCT), adjust('rival-22', 900, OCT)]);
});
afterAll(() => app.close());

const signedIn = () => ({ headers: { cookie } });
const page = async (path: string, init: RequestInit = {}) => {
  const res = await app.get(path, init);
  return { res, body: (await res.text()).replace(/<!-- -->/g, '') };
};
const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
const rows = (html: string) => [...html.matchAll(/<tr class="border-b border-line[^"]*"[^>]*>([\s\S]*?)<\/tr>/g)];

describe('/niveles/', () => {
  it('shows a guest the five levels with their thresholds and benefits, how to earn points, and a call to sign in', async () => {
    const { res, body } = await page('/niveles/');
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('Niveles de fidelidad');
    expect(body).toContain('<title>Niveles de fidelidad | Fornido Colombia</title>');
    expect(body).toContain('<link rel="canonical" href="https://fornido.co/niveles/">');
    expect(body).toContain('<meta name="description" content="Suma puntos con tus compras');
    expect(body).toContain('aria-label="Ruta de navegación"');
    for (const step of [
      'desde 0 puntos',
      'Plata',
      'desde 500 puntos',
      'Oro',
      'desde 2.000 puntos',
      'desde 5.000 puntos',
    ])
      expect(body).toContain(step);
    expect(body).toContain('Diamante<span class="text-sm font-semibold text-muted">desde 10.000 puntos');
    expect(body).toContain('1 punto por cada $ 1.000 de tus compras pagadas');
    expect(body).toContain('1 punto por cada $ 1.000 de saldo de regalo');
    expect(body).toContain('href="/cuenta/ingresar/?volver=/niveles/"');
    expect(body).not.toContain('role="progressbar"');
  });

  it('shows a signed-in shopper their level, points and an accessible progress bar to the next level', async () => {
    const { res, body } = await page('/niveles/', signedIn());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('private');
    expect(body).toContain('Tu nivel: Oro');
    expect(body).toContain('Tienes 2.740 puntos acumulados.');
    const bar = body.match(/<div role="progressbar"[^>]*>/)?.[0] ?? '';
    expect(bar).toContain('aria-valuemin="2000"');
    expect(bar).toContain('aria-valuemax="5000"');
    expect(bar).toContain('aria-valuenow="2740"');
    expect(bar).toContain('aria-valuetext="2.740 de 5.000 puntos (24 %)"');
    expect(body).toContain('Te faltan 2.260 puntos para Platino.');
    expect(body).toMatch(/aria-current="step"[^>]*>[\s\S]*?Oro/);
  });

  it('answers the API with the levels, public for a guest and private for the shopper', async () => {
    const guest = await app.get('/api/v1/loyalty/levels', { headers: { Accept: 'application/json' } });
    expect(guest.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    expect(await guest.json()).toMatchObject({ pesosPerPoint: 1_000, own: null });
    const mine = await app.get('/api/v1/loyalty/levels', { headers: { Accept: 'application/json', cookie } });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.json()).toMatchObject({ own: { points: 2_740, progress: { level: { name: 'Oro' } } } });
  });
});

describe('/tabla-clasificacion/', () => {
  it('shows a guest this month’s top twenty by alias, level and points, ties sharing a position', async () => {
    const { res, body } = await page('/tabla-clasificacion/');
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('Tabla de clasificación');
    expect(body).toContain('<link rel="canonical" href="https://fornido.co/tabla-clasificacion/">');
    expect(body).toContain('noviembre de 2026');
    const table = rows(body);
    expect(table).toHaveLength(20);
    expect(table[0][1]).toMatch(/>1<[\s\S]*Rival1 P\.[\s\S]*Platino[\s\S]*5\.000/);
    expect(table[1][1]).toMatch(/>1<[\s\S]*Rival2 P\./);
    expect(table[2][1]).toMatch(/>3<[\s\S]*Rival3 P\.[\s\S]*Oro[\s\S]*4\.970/);
    expect(body).not.toContain('rival-0');
    expect(body).toContain('href="/cuenta/ingresar/?volver=/tabla-clasificacion/"');
  });

  it('shows a signed-in shopper outside the top their own position below the table', async () => {
    const { res, body } = await page('/tabla-clasificacion/', signedIn());
    expect(res.headers.get('cache-control')).toContain('private');
    expect(body).toContain('Tu posición en noviembre de 2026: 23.º, con 2.700 puntos.');
    expect(body).not.toContain('data-mia');
  });

  it('opens an earlier month with ?mes=, highlighting the shopper’s row there', async () => {
    const { res, body } = await page('/tabla-clasificacion/?mes=2026-10', signedIn());
    expect(res.status).toBe(200);
    expect(body).toContain('<title>Tabla de clasificación de octubre de 2026 | Fornido Colombia</title>');
    expect(body).toContain('<link rel="canonical" href="https://fornido.co/tabla-clasificacion/?mes=2026-10">');
    const table = rows(body);
    expect(table.map((r) => r[1].match(/Rival22|Ana R\./)?.[0])).toEqual(['Rival22', 'Ana R.']);
    expect(table[1][0]).toContain('data-mia');
    expect(body).toMatch(/<option value="2026-10" selected="">octubre de 2026<\/option>/);
    expect(body).toContain('<option value="2026-11">noviembre de 2026 (este mes)</option>');
  });

  it('shows an empty earlier month with a way to learn how to earn points', async () => {
    const { res, body } = await page('/tabla-clasificacion/?mes=2025-01');
    expect(res.status).toBe(200);
    expect(body).toContain('Nadie sumó puntos en enero de 2025.');
    expect(body).toContain('href="/niveles/"');
  });

  it.each([
    ['malformed', '/tabla-clasificacion/?mes=2026-13', 'Ese mes no es válido'],
    ['future', '/tabla-clasificacion/?mes=2026-12', 'todavía no ha empezado'],
  ])('answers 404 with a Spanish message for a %s month, not indexed', async (_case, path, message) => {
    const { res, body } = await page(path);
    expect(res.status).toBe(404);
    expect(body).toContain(message);
    expect(body).toContain('<meta name="robots" content="noindex,follow">');
    expect(body).toContain('Ver la tabla de este mes');
  });

  it('answers the API: the table without customer ids, the own position, and 404/400 for wrong months', async () => {
    const accept = { Accept: 'application/json' };
    const guest = await app.get('/api/v1/loyalty/ranking', { headers: accept });
    expect(guest.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const view = (await guest.json()) as { rows: object[]; own: unknown; month: string };
    expect(view).toMatchObject({ month: '2026-11', own: null });
    expect(JSON.stringify(view)).not.toContain('rival-');
    const mine = await app.get('/api/v1/loyalty/ranking?mes=2026-11', { headers: { ...accept, cookie } });
    expect(await mine.json()).toMatchObject({ own: { position: 23, points: 2_700, inTop: false } });
    const past = await app.get('/api/v1/loyalty/ranking?mes=2026-10', { headers: accept });
    expect(past.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const future = await app.get('/api/v1/loyalty/ranking?mes=2027-01', { headers: accept });
    expect(future.status).toBe(404);
    expect(await future.json()).toMatchObject({ error: { kind: 'month-not-found' } });
    const odd = await app.get('/api/v1/loyalty/ranking?mes=x&mes=y', { headers: accept });
    expect(odd.status).toBe(400);
  });

  it('lists both pages in the site map, draws their social cards, and the FAQ links to them', async () => {
    const faq = (await page('/preguntas-frecuentes/')).body;
    expect(faq).toContain('href="/niveles/"');
    expect(faq).toContain('href="/tabla-clasificacion/"');
    for (const card of ['niveles', 'tabla-clasificacion']) {
      const image = await app.get(`/img/og/paginas/${card}.png`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    const map = await (await app.get('/sitemap.xml')).text();
    expect(map).toContain('<loc>https://fornido.co/niveles/</loc>');
    expect(map).toContain('<loc>https://fornido.co/tabla-clasificacion/</loc>');
  });
});
