import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedQuery } from '../../../../adapters/realtime/signature';
import { APP, startEmbedded, type Embedded } from './harness';

// The REST trigger API byte for byte: what Pusher answers to each mistake a server-side caller can make.

const NOW = 1_800_000_000;
let embedded: Embedded;
beforeEach(async () => {
  embedded = await startEmbedded({ nowSeconds: () => NOW });
});
afterEach(async () => {
  await embedded.close();
});

type Post = { secret?: string; timestamp?: number; signedBody?: string; appId?: string; kind?: string };

/** POSTs `body` signed as the pusher library signs it (the path and the body as sent, unless told otherwise). */
const post = async (body: unknown, options: Post = {}) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const path = `/apps/${options.appId ?? APP.appId}/${options.kind ?? 'events'}`;
  const query = signedQuery(
    { key: APP.key, secret: options.secret ?? APP.secret },
    { method: 'POST', path, body: options.signedBody ?? text, timestamp: options.timestamp ?? NOW },
  );
  const response = await fetch(`${embedded.origin}${path}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

const subscribedSocket = async (channel: string) => {
  const socket = embedded.socket();
  await socket.frame('pusher:connection_established');
  socket.send({ event: 'pusher:subscribe', data: { channel } });
  await socket.frame('pusher_internal:subscription_succeeded');
  return socket;
};

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'ranking.updated',
  data: '{"week":"2026-W47"}',
  channels: ['ranking'],
  ...overrides,
});

describe('embedded realtime REST API', () => {
  it('delivers an event as {event, channel, data} with the data string untouched, and answers 200 {}', async () => {
    const socket = await subscribedSocket('ranking');
    const answer = await post(event({ data: 'not JSON, and that is fine' }));
    expect(answer).toMatchObject({ status: 200, text: '{}' });
    expect(answer.type).toMatch(/^application\/json/);
    expect(await socket.frame('ranking.updated')).toEqual({
      event: 'ranking.updated',
      channel: 'ranking',
      data: 'not JSON, and that is fine',
    });
  });

  it('leaves out the connection named by socket_id', async () => {
    const [origin, other] = [await subscribedSocket('ranking'), await subscribedSocket('ranking')];
    expect(await post(event({ socket_id: await origin.socketId() }))).toMatchObject({ status: 200 });
    await other.frame('ranking.updated');
    expect(await post(event({ name: 'second' }))).toMatchObject({ status: 200 });
    await origin.frame('second');
    expect(origin.frames.map((f) => f.event)).not.toContain('ranking.updated');
  });

  it('answers 404 for an app it does not serve', async () => {
    expect(await post(event(), { appId: '12345' })).toMatchObject({ status: 404, text: 'Unknown app' });
  });

  it('answers 401 with a reason for a missing, wrong or stale signature, or a body that does not match it', async () => {
    const missing = await fetch(`${embedded.origin}/apps/${APP.appId}/events`, {
      method: 'POST',
      body: JSON.stringify(event()),
    });
    expect([missing.status, await missing.text()]).toEqual([401, expect.stringMatching(/^Missing auth_key/)]);
    expect(await post(event(), { secret: 'wrong' })).toMatchObject({ status: 401, text: 'Invalid signature' });
    expect(await post(event(), { timestamp: NOW - 601 })).toMatchObject({ status: 401, text: /Timestamp expired/ });
    expect(await post(event(), { timestamp: NOW + 601 })).toMatchObject({ status: 401, text: /Timestamp expired/ });
    expect(await post(event(), { timestamp: NOW - 600 })).toMatchObject({ status: 200 });
    expect(await post(event(), { signedBody: JSON.stringify(event({ name: 'other' })) })).toMatchObject({
      status: 401,
      text: 'body_md5 does not match the body',
    });
  });

  it('answers 400 with a reason for each malformed body, and delivers nothing', async () => {
    const socket = await subscribedSocket('ranking');
    const bad: [unknown, RegExp][] = [
      ['{"name":', /JSON/],
      [[event()], /JSON object/],
      [event({ name: undefined }), /Missing "name"/],
      [event({ name: 'x'.repeat(201) }), /over 200 characters/],
      [event({ name: 'pusher:subscription_succeeded' }), /reserved/],
      [event({ data: undefined }), /Missing "data"/],
      [event({ data: { week: 47 } }), /must be a string/],
      [event({ channels: [] }), /channels/],
      [event({ channels: Array.from({ length: 101 }, (_, i) => `c${i}`) }), /At most 100 channels/],
      [event({ channels: ['bad channel'] }), /Invalid channel name/],
      [event({ channels: ['x'.repeat(165)] }), /Invalid channel name/],
      [event({ channels: ['private-encrypted-order'] }), /Encrypted channels/],
      [event({ socket_id: 'abc' }), /socket_id/],
    ];
    for (const [body, reason] of bad) expect(await post(body)).toMatchObject({ status: 400, text: reason });
    expect(socket.frames.map((f) => f.event)).toEqual([
      'pusher:connection_established',
      'pusher_internal:subscription_succeeded',
    ]);
  });

  it('takes one channel as "channel" too', async () => {
    const socket = await subscribedSocket('ranking');
    expect(await post({ name: 'one', data: '{}', channel: 'ranking' })).toMatchObject({ status: 200 });
    expect(await socket.frame('one')).toMatchObject({ channel: 'ranking' });
  });

  it('answers 413 for event data over 10 KB, and for a body over the cap before reading its signature', async () => {
    expect(await post(event({ data: 'x'.repeat(10 * 1024) }))).toMatchObject({ status: 200 });
    expect(await post(event({ data: 'x'.repeat(10 * 1024 + 1) }))).toMatchObject({ status: 413, text: /10240/ });
    expect(await post(event({ data: 'ñ'.repeat(5 * 1024 + 1) }))).toMatchObject({ status: 413 });
    const huge = await fetch(`${embedded.origin}/apps/${APP.appId}/events`, {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
    });
    expect([huge.status, await huge.text()]).toEqual([413, 'Body over 256 KB']);
  });

  it('batch_events: 1 to 10 events, each checked before any is delivered', async () => {
    const socket = await subscribedSocket('ranking');
    const item = (name: string) => ({ name, channel: 'ranking', data: '{}' });
    const batch = (n: number) => ({ batch: Array.from({ length: n }, (_, i) => item(`e${i}`)) });
    expect(await post(batch(11), { kind: 'batch_events' })).toMatchObject({ status: 400, text: /1 to 10/ });
    expect(await post({ batch: [] }, { kind: 'batch_events' })).toMatchObject({ status: 400 });
    expect(await post({ batch: 'e1' }, { kind: 'batch_events' })).toMatchObject({ status: 400 });
    const oneBad = { batch: [item('e1'), { ...item('e2'), data: 'x'.repeat(10 * 1024 + 1) }] };
    expect(await post(oneBad, { kind: 'batch_events' })).toMatchObject({ status: 413 });
    expect(await post(batch(10), { kind: 'batch_events' })).toMatchObject({ status: 200, text: '{}' });
    await socket.frame('e9');
    expect(socket.frames.map((f) => f.event).slice(2)).toEqual(Array.from({ length: 10 }, (_, i) => `e${i}`));
  });

  it('signs batch_events over its own path: a signature for /events does not open it', async () => {
    const body = JSON.stringify({ batch: [{ name: 'e', channel: 'ranking', data: '{}' }] });
    const query = signedQuery(
      { key: APP.key, secret: APP.secret },
      { method: 'POST', path: `/apps/${APP.appId}/events`, body, timestamp: NOW },
    );
    const response = await fetch(`${embedded.origin}/apps/${APP.appId}/batch_events?${query}`, {
      method: 'POST',
      body,
    });
    expect([response.status, await response.text()]).toEqual([401, 'Invalid signature']);
  });
});
