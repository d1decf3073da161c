import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const move = (body: string, type: string) =>
  fetch(`${server.url}/sandbox/reloj/`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    redirect: 'manual',
  });

describe('the test clock at /sandbox/reloj/', () => {
  it("shows the store's time in Bogotá and how far ahead of the real time it runs", async () => {
    const res = await server.get('/sandbox/reloj/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Reloj de prueba</h1>');
    expect(html).toMatch(/En la tienda son las <strong>\d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2} [ap]\. m\.<\/strong>/);
    expect(html).toContain('va a la hora real');
    expect(html).toContain('<label>Días a adelantar');
  });

  it("moves the store's own clock forward: a test's JSON gets the new time, a person's form the page again", async () => {
    const before = server.container.get(T.clock).now().getTime();
    const moved = await move('{"days":4}', 'application/json');
    expect(moved.status).toBe(200);
    const answer = (await moved.json()) as { now: string; daysAhead: number };
    expect(answer.daysAhead).toBe(4);
    const ahead = new Date(answer.now).getTime() - before;
    expect(ahead).toBeGreaterThanOrEqual(4 * 86_400_000);
    expect(ahead).toBeLessThan(4 * 86_400_000 + 60_000);

    const form = await move('dias=2', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/sandbox/reloj/');
    expect(await (await server.get('/sandbox/reloj/')).text()).toContain('va 6 días por delante de la hora real');
    const read = (await (await server.get('/sandbox/reloj/', { headers: { accept: 'application/json' } })).json()) as {
      daysAhead: number;
    };
    expect(read.daysAhead).toBe(6);
    expect(server.container.get(T.clock).now().getTime() - Date.now()).toBeGreaterThanOrEqual(6 * 86_400_000 - 60_000);
  });

  it('refuses a move that is not 1 to 60 whole days, in Spanish, and does not move', async () => {
    const ahead = server.container.get(T.sandboxClock)!.daysAhead();
    for (const [body, type] of [
      ['{"days":0}', 'application/json'],
      ['{"days":-3}', 'application/json'],
      ['{"days":"2.5"}', 'application/json'],
      ['{"days":61}', 'application/json'],
      ['{"constructor":1}', 'application/json'],
      ['dias=muchos', 'application/x-www-form-urlencoded'],
      ['', 'application/x-www-form-urlencoded'],
    ]) {
      const res = await move(body, type);
      expect(res.status, body).toBe(400);
      expect(await res.text(), body).toContain('Escribe un número entero de días, de 1 a 60.');
    }
    expect(server.container.get(T.sandboxClock)!.daysAhead()).toBe(ahead);
  });
});
