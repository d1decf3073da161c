import Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { eventually } from '../support/eventually';
import { accountServer, signedUp } from './support/account-client';
import { placeOrder, referenceOf } from './support/online-orders';

// The store as `npm start` runs it: no hosted Pusher, so its own Pusher-protocol endpoint serves the live updates on
// the store's port, and the real pusher-js (its Node build) connects to it like the browser's does.
const ctx = accountServer();
const clients: Pusher[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});

/** pusher-js as an API client uses it: channels authorized by the store with the shopper's Bearer token (the default
 * `Authorization` header), or none. */
const connect = (bearer?: string) => {
  const { port } = new URL(ctx.server.url);
  const pusher = new Pusher('fornido-key', {
    cluster: 'fornido',
    wsHost: '127.0.0.1',
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${ctx.server.url}/api/v1/broadcasting/auth`,
      transport: 'ajax',
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    },
  });
  clients.push(pusher);
  return pusher;
};

/** Subscribes and resolves once the store's endpoint accepted (or rejects with the status it refused with). */
const subscribed = (pusher: Pusher, name: string) =>
  new Promise<ReturnType<Pusher['subscribe']>>((resolve, reject) => {
    const channel = pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (e: { status: number }) => reject(new Error(`refused ${e.status}`)));
  });

/** Everything `event` brings on `channel` from now on. */
const collect = (channel: ReturnType<Pusher['subscribe']>, event: string) => {
  const got: unknown[] = [];
  channel.bind(event, (data: unknown) => void got.push(data));
  return got;
};

describe('live updates from the store (embedded endpoint)', () => {
  it("tells the owner's order page and account, and the ranking, the moment a Nequi push is approved on the phone", async () => {
    const owner = await signedUp(ctx.server);
    const { number, pay } = await placeOrder(ctx, 'nequi', { cookie: owner.cookie });
    const pusher = connect(owner.token);
    const order = await subscribed(pusher, `private-order.${number}`);
    const account = await subscribed(pusher, `private-customer.${owner.account.id}`);
    const ranking = await subscribed(pusher, 'ranking');
    const payments = collect(order, 'payment.updated');
    const orders = collect(account, 'order.updated');
    const moves = collect(ranking, 'ranking.updated');

    const started = await pay('nequi', { kind: 'wallet-push', phone: '3001234567' });
    const id = started.json.attempt.id as string;
    await ctx.server.get('/sandbox/nequi/telefono/aprobar', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: await referenceOf(ctx, id) }).toString(),
    });
    // What the server's watcher does every second, then the events it sends out at once.
    await ctx.server.container.get(T.paymentUpkeep).reconcilePayments({ provider: 'nequi', actor: 'sistema' });
    await ctx.server.dispatch();

    await eventually(() => payments.length > 0 && orders.length > 0 && moves.length > 0, 'not every update came');
    const at = ctx.clock.now().toISOString();
    expect(payments).toEqual([{ number, happening: 'payment-approved', at }]);
    expect(orders).toContainEqual({ number, happening: 'payment-approved', at });
    expect(moves).toEqual([{ month: '2026-11' }]);
  });

  it("refuses a stranger and a guest without the link on someone's order channel", async () => {
    const owner = await signedUp(ctx.server);
    const stranger = await signedUp(ctx.server);
    const { number } = await placeOrder(ctx, 'nequi', { cookie: owner.cookie });
    await expect(subscribed(connect(stranger.token), `private-order.${number}`)).rejects.toThrow('refused 403');
    await expect(subscribed(connect(), `private-order.${number}`)).rejects.toThrow('refused 403');
    await expect(subscribed(connect(), `private-customer.${owner.account.id}`)).rejects.toThrow('refused 403');
  });

  it("answers a shopper's client event on their own channel with Pusher's error; their other page hears nothing", async () => {
    const owner = await signedUp(ctx.server);
    const channel = `private-customer.${owner.account.id}`;
    const [sender, listener] = [connect(owner.token), connect(owner.token)];
    const own = await subscribed(sender, channel);
    const relayed = collect(await subscribed(listener, channel), 'client-flood');
    const error = new Promise<{ data: unknown }>((resolve) => sender.connection.bind('error', resolve));
    own.trigger('client-flood', { junk: 'x'.repeat(5000) });
    expect((await error).data).toEqual({ code: null, message: 'Client events are not enabled for this app' });
    // The store's own news still reaches the other page, after anything the sender's event could have become.
    const news = collect(listener.channel(channel), 'order.updated');
    await placeOrder(ctx, 'nequi', { cookie: owner.cookie });
    await ctx.server.dispatch();
    await eventually(() => news.length > 0, 'no order update on the other page');
    expect(relayed).toEqual([]);
  });

  it('lets one account hold at most 10 connections on its own channel: the eleventh is refused', async () => {
    const owner = await signedUp(ctx.server);
    const channel = `private-customer.${owner.account.id}`;
    const tabs = Array.from({ length: 11 }, () => connect(owner.token));
    for (const tab of tabs.slice(0, 10)) await subscribed(tab, channel);
    await expect(subscribed(tabs[10], channel)).rejects.toThrow('refused 403');
    tabs[0].disconnect();
    await eventually(() => tabs[0].connection.state === 'disconnected', 'the first tab still connected');
    await subscribed(connect(owner.token), channel);
  });
});
