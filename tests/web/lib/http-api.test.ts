import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { broadcastingEndpoints } from '../../../contract/broadcasting';
import { stockAlertEndpoints } from '../../../contract/stock-alerts';
import { httpAsk } from '../../../web/lib/http-api';
import { OFFLINE_MESSAGE } from '../../../web/lib/messages';
import { AUTH_ENDPOINT } from '../../../web/state/realtime/live-options';

type Sent = { readonly method: string; readonly path: string; readonly headers: unknown; readonly body: unknown };
let sent: Sent[];
let reply: () => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  reply = () => json({});
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({
      method: init.method ?? 'GET',
      path,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.parse(init.body as string),
    });
    return reply();
  });
});
afterEach(() => vi.unstubAllGlobals());

const ANA = { sku: 'on-gsw-2lb-moch', email: 'ana@correo.com' };
const CONFIRMED = {
  email: ANA.email,
  message: 'Te avisaremos a ana@correo.com cuando vuelva a estar disponible.',
};

describe('"Avísame" asked through its endpoint', () => {
  it('posts the variant and the address as JSON with the session cookie, and hands back the 201 answer', async () => {
    reply = () => json(CONFIRMED, 201);
    await expect(httpAsk(stockAlertEndpoints).stockAlert(ANA)).resolves.toEqual({ ok: true, value: CONFIRMED });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/stock-alerts',
        headers: { 'Accept': 'application/json', 'Content-Type': 'application/json' },
        body: ANA,
      },
    ]);
  });

  it('hands back each refusal as the value the form switches on, never thrown', async () => {
    const wrong = { kind: 'invalid-input', message: 'Revisa tu correo.', fields: { email: 'Escribe un correo.' } };
    const refusals = [
      [400, wrong],
      [409, { kind: 'in-stock', message: 'Ya está disponible: puedes comprarla ahora.' }],
      [429, { kind: 'rate-limited', message: 'Espera un momento.', retryAfterSeconds: 60 }],
    ] as const;
    for (const [status, error] of refusals) {
      reply = () => json({ error }, status);
      await expect(httpAsk(stockAlertEndpoints).stockAlert(ANA)).resolves.toEqual({ ok: false, error });
    }
  });

  it("says the store could not be reached when there is no answer, and that it failed when the answer is a proxy's page", async () => {
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(httpAsk(stockAlertEndpoints).stockAlert(ANA)).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: OFFLINE_MESSAGE },
    });
    reply = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(httpAsk(stockAlertEndpoints).stockAlert(ANA)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'internal', message: 'Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.' },
    });
  });
});

describe('the addresses the browser still writes by hand', () => {
  it("are the table's: pusher-js posts its channel auth where the endpoint is declared", () => {
    expect(AUTH_ENDPOINT).toBe(broadcastingEndpoints.broadcastingAuth.path);
  });
});
