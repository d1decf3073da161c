import { describe, expect, it } from 'vitest';
import { accountServer, signedUp } from './support/account-client';
import { startSibling } from './support/sibling-app';

// The test store's public URL is https://fornido.co; it listens on plain http at 127.0.0.1.
const ctx = accountServer();
const write = (cookie: string, origin: string | null, headers: Record<string, string> = {}) =>
  ctx.http.patch('/account', { marketingConsent: true }, { cookie, origin, headers });

describe('CSRF: whole origins, scheme and port included', () => {
  it('refuses a write from http:// for an https:// store of the same host, by Origin or Referer', async () => {
    const { cookie } = await signedUp(ctx.server);
    for (const origin of ['http://fornido.co', 'https://fornido.co:8443', 'http://fornido.co:443']) {
      const res = await write(cookie, origin);
      expect(res.status, origin).toBe(403);
      expect(res.json.error.kind).toBe('csrf');
    }
    expect((await write(cookie, null, { Referer: 'http://fornido.co/micuenta/' })).status).toBe(403);
    expect((await write(cookie, 'https://fornido.co')).status).toBe(200);
    expect((await write(cookie, 'https://FORNIDO.co:443')).status).toBe(200);
    expect((await write(cookie, null, { Referer: 'https://fornido.co/micuenta/' })).status).toBe(200);
  });

  it("accepts the request's own origin only with the scheme it came over", async () => {
    const { cookie } = await signedUp(ctx.server);
    const host = new URL(ctx.server.url).host;
    expect((await write(cookie, `http://${host}`)).status).toBe(200);
    expect((await write(cookie, `https://${host}`)).status).toBe(403);
    // An untrusted proxy's word about the scheme changes nothing.
    expect((await write(cookie, `https://${host}`, { 'X-Forwarded-Proto': 'https' })).status).toBe(403);
  });

  it('refuses a sign-in a page on http:// posts to the https:// store', async () => {
    const res = await ctx.http.post(
      '/auth/sign-in',
      { email: 'a@correo.co', password: 'Cualquiera123' },
      { origin: 'http://fornido.co' },
    );
    expect(res.status).toBe(403);
  });

  it('takes the scheme from a trusted proxy (TRUST_PROXY=1)', async () => {
    const { cookie } = await signedUp(ctx.server);
    const proxied = await startSibling(ctx.server, { trustProxy: 1 });
    try {
      const host = new URL(proxied.url).host;
      const patch = (origin: string, proto?: string) =>
        proxied.get('/api/v1/account', {
          method: 'PATCH',
          headers: {
            'Content-Type': 'application/json',
            'Accept': 'application/json',
            'Cookie': cookie,
            'Origin': origin,
            ...(proto ? { 'X-Forwarded-Proto': proto } : {}),
          },
          body: JSON.stringify({ marketingConsent: false }),
        });
      expect((await patch(`https://${host}`, 'https')).status).toBe(200);
      expect((await patch(`http://${host}`, 'https')).status).toBe(403);
      expect((await patch(`https://${host}`)).status).toBe(403);
      expect((await patch(`http://${host}`)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
