import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { channelAuth } from '../../adapters/realtime/signature';
import { accountServer, signedUp } from './support/account-client';
import { placeOrder } from './support/online-orders';

const ctx = accountServer();
const SOCKET = '123456.7890123';

/** What pusher-js posts to authorize a channel: a form, from the store's own pages (Origin), with the session cookie
 * or an `Authorization: Bearer` header when there is one. */
const authorize = async (fields: Record<string, string>, auth: { cookie?: string; bearer?: string } = {}) => {
  const res = await ctx.server.get('/api/v1/broadcasting/auth', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept': 'application/json',
      'Origin': 'https://fornido.co',
      ...(auth.cookie ? { Cookie: auth.cookie } : {}),
      ...(auth.bearer ? { Authorization: `Bearer ${auth.bearer}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, json: await res.json() };
};

/** The signature the store's Pusher app gives this socket for this channel. */
const expected = async (channel: string, channelData?: string) => {
  const app = ctx.server.container.get(T.realtimeApp);
  return channelAuth({ key: app.key, secret: await app.secret() }, SOCKET, channel, channelData);
};

const signatureOf = (link: string) => new URL(`https://x${link}`).searchParams.get('firma')!;
const forbidden = {
  error: { kind: 'channel-forbidden', message: 'No tienes acceso a estas actualizaciones en vivo.' },
};

describe('POST /api/v1/broadcasting/auth', () => {
  it("signs an order's channel for its owner, by the session cookie or a Bearer token, and no one else's", async () => {
    const owner = await signedUp(ctx.server);
    const other = await signedUp(ctx.server);
    const { number } = await placeOrder(ctx, 'nequi', { cookie: owner.cookie });
    const channel = `private-order.${number}`;
    const fields = { socket_id: SOCKET, channel_name: channel };

    expect(await authorize(fields, { cookie: owner.cookie })).toEqual({
      status: 200,
      json: { auth: await expected(channel) },
    });
    expect((await authorize(fields, { bearer: owner.token })).json).toEqual({ auth: await expected(channel) });
    expect(await authorize(fields, { cookie: other.cookie })).toEqual({ status: 403, json: forbidden });
    expect(await authorize(fields)).toEqual({ status: 403, json: forbidden });
  });

  it("signs a guest's order channel only with the order's own link signature", async () => {
    const guestOrder = await placeOrder(ctx, 'nequi');
    const another = await placeOrder(ctx, 'nequi');
    const channel = `private-order.${guestOrder.number}`;
    const fields = { socket_id: SOCKET, channel_name: channel };

    expect(await authorize({ ...fields, firma: signatureOf(guestOrder.order.link) })).toEqual({
      status: 200,
      json: { auth: await expected(channel) },
    });
    expect((await authorize(fields)).status).toBe(403);
    expect((await authorize({ ...fields, firma: signatureOf(another.order.link) })).status).toBe(403);
    expect((await authorize({ ...fields, firma: 'AAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(403);
  });

  it("signs a customer's own channel and the ranking's presence with an alias, never another's", async () => {
    const camila = await signedUp(ctx.server, { name: 'Camila Andrea Rodríguez' });
    const other = await signedUp(ctx.server);
    const mine = `private-customer.${camila.account.id}`;
    expect((await authorize({ socket_id: SOCKET, channel_name: mine }, { cookie: camila.cookie })).json).toEqual({
      auth: await expected(mine),
    });
    expect((await authorize({ socket_id: SOCKET, channel_name: mine }, { cookie: other.cookie })).status).toBe(403);
    expect((await authorize({ socket_id: SOCKET, channel_name: mine })).status).toBe(403);

    const presence = await authorize(
      { socket_id: SOCKET, channel_name: 'presence-ranking' },
      { cookie: camila.cookie },
    );
    expect(presence.status).toBe(200);
    const data = JSON.parse(presence.json.channel_data);
    expect(data.user_info).toEqual({ alias: 'Camila R.' });
    expect(data.user_id).toMatch(/^[0-9a-f]{20}$/);
    expect(presence.json.channel_data).not.toContain(camila.account.id);
    expect(presence.json.auth).toBe(await expected('presence-ranking', presence.json.channel_data));
    expect((await authorize({ socket_id: SOCKET, channel_name: 'presence-ranking' })).status).toBe(403);
  });

  it('refuses forged and unknown channel names, and answers bad fields with a 400', async () => {
    const camila = await signedUp(ctx.server);
    const { number } = await placeOrder(ctx, 'nequi', { cookie: camila.cookie });
    for (const channel_name of [
      `private-order.${number.toLowerCase()}`,
      `private-order.${number}.x`,
      `private-customer.${camila.account.id}x`,
      'private-ranking',
      'presence-order',
      'ranking',
      '__proto__',
    ]) {
      const res = await authorize({ socket_id: SOCKET, channel_name }, { cookie: camila.cookie });
      expect(res.status, channel_name).toBe(403);
    }
    for (const fields of <Record<string, string>[]>[
      { channel_name: `private-order.${number}` },
      { socket_id: 'abc', channel_name: `private-order.${number}` },
      { socket_id: `${SOCKET}:private-x`, channel_name: `private-order.${number}` },
      { socket_id: SOCKET },
      { socket_id: SOCKET, channel_name: 'x'.repeat(200) },
      // Names Pusher refuses (only letters, digits and - _ = @ , . ;): never looked up, never signed.
      { socket_id: SOCKET, channel_name: `private-order.${number}:private-customer.${camila.account.id}` },
      { socket_id: SOCKET, channel_name: `private-order.${number}\u0000` },
      { socket_id: SOCKET, channel_name: `private-order.FO-2026-00001\u0000'` },
      { socket_id: SOCKET, channel_name: 'private-order.año' },
    ]) {
      const res = await authorize(fields, { cookie: camila.cookie });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.json.error.kind).toBe('invalid-input');
    }
  });

  it('refuses a signed-in request from another site (CSRF)', async () => {
    const camila = await signedUp(ctx.server);
    const res = await ctx.server.get('/api/v1/broadcasting/auth', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Origin': 'https://evil.example',
        'Cookie': camila.cookie,
      },
      body: `socket_id=${SOCKET}&channel_name=private-customer.${camila.account.id}`,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.kind).toBe('csrf');
  });
});
