import { describe, expect, it } from 'vitest';
import { ORDERS_PER_IP } from '../../core/checkout/place-order';
import { LIMITS as ACCOUNT_LIMITS } from '../../core/customers/account-rules';
import { accountServer, olderAccount } from './support/account-client';
import { anOrderBody, isRefusal, LIMITED, postFrom, send } from './support/limited-endpoints';
import { startSibling } from './support/sibling-app';

// Every limited endpoint refuses past its limit with 429, a Spanish message and Retry-After, per client address. With
// TRUST_PROXY=0 (the default) X-Forwarded-For is the client's own claim: rotating it gets an attacker nothing. Behind a
// trusted proxy (TRUST_PROXY=1) the proxy's X-Forwarded-For is the address, so two shoppers behind it are apart.
// (The vitals beacon's 120 batches per address: tests/server/vitals.test.ts; it reads the address the same way. IPv6
// addresses counted by their /64: tests/server/abuse-rate-limits-ipv6.test.ts.)
const ctx = accountServer();

/** A spoofed X-Forwarded-For each time: a new address every request, as a script rotating them would send. */
const spoofed = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}` });

describe('rate limits per client address', () => {
  for (const endpoint of LIMITED) {
    it(`${endpoint.path}: 429 past ${endpoint.limit} from one address, whatever X-Forwarded-For says; another address goes on`, async () => {
      for (let i = 0; i < endpoint.limit; i += 1) {
        const allowed = await send(ctx.server.url, endpoint, spoofed(i));
        expect(allowed.status, `${endpoint.path} #${i + 1}: ${allowed.body}`).not.toBe(429);
      }
      isRefusal(await send(ctx.server.url, endpoint, spoofed(endpoint.limit)), endpoint.path);
      isRefusal(await send(ctx.server.url, endpoint, {}), `${endpoint.path} without X-Forwarded-For`);
      const elsewhere = await send(ctx.server.url, endpoint, {}, '127.0.0.2');
      expect(elsewhere.status, `${endpoint.path} from 127.0.0.2: ${elsewhere.body}`).not.toBe(429);
    });
  }

  it(`/api/v1/orders: 429 past ${ORDERS_PER_IP.limit} placements from one address, in Spanish, keeping the cart`, async () => {
    const order = () => anOrderBody(ctx.http);
    const json = { 'Content-Type': 'application/json' };
    for (let i = 0; i < ORDERS_PER_IP.limit; i += 1) {
      // Placed, or refused for holding too many open orders from here (counted all the same).
      const answer = await postFrom(ctx.server.url, '/api/v1/orders', await order(), { ...json, ...spoofed(i) });
      expect([201, 409], answer.body).toContain(answer.status);
    }
    const refused = await postFrom(ctx.server.url, '/api/v1/orders', await order(), { ...json, ...spoofed(99) });
    isRefusal(refused, '/api/v1/orders');
    expect(JSON.parse(refused.body).error.message).toContain('tu carrito sigue guardado');
    const elsewhere = await postFrom(ctx.server.url, '/api/v1/orders', await order(), json, '127.0.0.3');
    expect(elsewhere.status, elsewhere.body).toBe(201);
  });

  it('a new email-confirmation link: 429 past its limit per account, whatever the address', async () => {
    const { cookie } = await olderAccount(ctx.server, 'lina.antigua@correo.co');
    const ask = (i: number, from?: string) =>
      postFrom(ctx.server.url, '/api/v1/account/verification', '', { Cookie: cookie, ...spoofed(i) }, from);
    for (let i = 0; i < ACCOUNT_LIMITS.verifyMailPerAccount.limit; i += 1) expect((await ask(i)).status).not.toBe(429);
    isRefusal(await ask(9), 'verification');
    isRefusal(await ask(10, '127.0.0.4'), 'verification from another address');
  });

  it('behind a trusted proxy (TRUST_PROXY=1) counts the address the proxy saw, so shoppers behind it are apart', async () => {
    const proxied = await startSibling(ctx.server, { trustProxy: 1 });
    try {
      const reset = LIMITED[2];
      const shopper = { 'X-Forwarded-For': '198.51.100.77' };
      for (let i = 0; i < reset.limit; i += 1) expect((await send(proxied.url, reset, shopper)).status).toBe(202);
      isRefusal(await send(proxied.url, reset, shopper), 'the same shopper behind the proxy');
      // A client's own claim is to the left of what the proxy appended: only the proxy's entry counts.
      isRefusal(await send(proxied.url, reset, { 'X-Forwarded-For': '10.9.8.7, 198.51.100.77' }), 'spoofed prefix');
      expect((await send(proxied.url, reset, { 'X-Forwarded-For': '198.51.100.78' })).status).toBe(202);
    } finally {
      await proxied.close();
    }
  });
});
