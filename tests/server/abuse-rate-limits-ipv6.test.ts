import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { ORDERS_PER_IP } from '../../core/checkout/place-order';
import { LIMITS as ACCOUNT_LIMITS } from '../../core/customers/account-rules';
import { VITALS_PER_IP } from '../../core/vitals/record-vitals';
import { accountServer, olderAccount } from './support/account-client';
import { anOrderBody, isRefusal, LIMITED, postFrom, send, type LimitedEndpoint } from './support/limited-endpoints';

// One subscriber gets a whole IPv6 /64 and may use any of its 2^64 addresses: every per-address limit counts the /64,
// however the address is written. Behind a trusted proxy, X-Forwarded-For carries the address the proxy saw.
const ctx = accountServer({ TRUST_PROXY: '1' });

/** The i-th address of the /64 `2001:db8:<net>:1::/64`, written a different way each time (case, zeros, compression). */
const inNetwork = (net: number, i: number) => {
  const host = [i & 0xffff, (i * 7919) & 0xffff, 0, (i * 31) & 0xffff];
  const forms = [
    `2001:db8:${net.toString(16)}:1:${host.map((h) => h.toString(16)).join(':')}`,
    `2001:0DB8:${net.toString(16).padStart(4, '0').toUpperCase()}:0001:${host.map((h) => h.toString(16).padStart(4, '0')).join(':')}`,
    `2001:db8:${net.toString(16)}:1:${host[0].toString(16)}:${host[1].toString(16)}::${host[3].toString(16)}`,
  ];
  return { 'X-Forwarded-For': forms[i % forms.length] };
};
/** An address of the next /64, `2001:db8:<net>:2::/64`. */
const nextNetwork = (net: number) => ({ 'X-Forwarded-For': `2001:db8:${net.toString(16)}:2::1` });

const aVisit = () => ({
  path: '/api/v1/vitals',
  limit: VITALS_PER_IP.limit,
  body: () => ({
    page: '/proteinas/',
    viewportWidth: 390,
    navigationType: 'navigate',
    metrics: [{ name: 'LCP', value: 1800 }],
    errors: [],
  }),
});

const ENDPOINTS: readonly LimitedEndpoint[] = [...LIMITED, aVisit()];

describe('per-address limits count an IPv6 /64 as one address', () => {
  for (const [k, endpoint] of ENDPOINTS.entries()) {
    it(`${endpoint.path}: 429 past ${endpoint.limit} from addresses of one /64; the next /64 goes on`, async () => {
      const net = 0x100 + k;
      for (let i = 0; i < endpoint.limit; i += 1) {
        const allowed = await send(ctx.server.url, endpoint, inNetwork(net, i));
        expect(allowed.status, `${endpoint.path} #${i + 1}: ${allowed.body}`).not.toBe(429);
      }
      isRefusal(await send(ctx.server.url, endpoint, inNetwork(net, endpoint.limit)), endpoint.path);
      const elsewhere = await send(ctx.server.url, endpoint, nextNetwork(net));
      expect(elsewhere.status, `${endpoint.path} from the next /64: ${elsewhere.body}`).not.toBe(429);
    });
  }

  it('an IPv4 address mapped into IPv6 is the same address as written plainly', async () => {
    const reset = LIMITED[2];
    for (let i = 0; i < reset.limit; i += 1) {
      const from = i % 2 ? '198.51.100.90' : '::ffff:198.51.100.90';
      expect((await send(ctx.server.url, reset, { 'X-Forwarded-For': from })).status).toBe(202);
    }
    isRefusal(await send(ctx.server.url, reset, { 'X-Forwarded-For': '::FFFF:c633:645a' }), 'the mapped address');
  });

  it('wrong passwords for one account from addresses of one /64 shut that /64 out of the account', async () => {
    const account = { name: 'Ana Ruiz', email: 'ana.seis4@correo.co', password: 'Proteina2026', privacyConsent: true };
    const json = { 'Content-Type': 'application/json' };
    await olderAccount(ctx.server, account.email);
    const signIn = (password: string, from: Record<string, string>) =>
      postFrom(ctx.server.url, '/api/v1/auth/sign-in', JSON.stringify({ email: account.email, password }), {
        ...json,
        ...from,
      });
    for (let i = 0; i < ACCOUNT_LIMITS.failuresPerAccountAndIp.limit; i += 1)
      expect((await signIn('NoEsLaClave2026', inNetwork(0x200, i))).status).toBe(401);
    isRefusal(await signIn(account.password, inNetwork(0x200, 99)), 'the right password from the same /64');
    expect((await signIn(account.password, nextNetwork(0x200))).status).toBe(200);
  });

  it('open orders and new orders are counted per /64', async () => {
    const perIp = ctx.server.container.get(T.config).policy.maxOpenOrdersPerIp;
    const place = async (from: Record<string, string>) =>
      postFrom(ctx.server.url, '/api/v1/orders', await anOrderBody(ctx.http), {
        'Content-Type': 'application/json',
        ...from,
      });
    const answers: number[] = [];
    for (let i = 0; i < ORDERS_PER_IP.limit; i += 1) answers.push((await place(inNetwork(0x300, i))).status);
    expect(answers).toEqual([
      ...new Array<number>(perIp).fill(201),
      ...new Array<number>(ORDERS_PER_IP.limit - perIp).fill(409),
    ]);
    isRefusal(await place(inNetwork(0x300, 99)), 'a new order from the same /64');
    expect((await place(nextNetwork(0x300))).status).toBe(201);
  });
});
