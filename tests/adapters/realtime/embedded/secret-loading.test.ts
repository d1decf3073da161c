import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { signedQuery } from '../../../../adapters/realtime/signature';
import type { Logger } from '../../../../core/shared/ports';
import { APP, startEmbedded, type Embedded } from './harness';

// The app secret lives in the database: the server loads it when first needed, keeps it, and when the load fails
// answers 503 (sockets and triggers alike) and tries again next time instead of keeping the failure.

let embedded: Embedded | undefined;
afterEach(async () => {
  await embedded?.close();
  embedded = undefined;
});

const upgradeStatus = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7`);
    ws.on('unexpected-response', (_req, res) => {
      ws.terminate();
      resolve(res.statusCode ?? 0);
    });
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('error', reject);
  });

const trigger = async (origin: string) => {
  const path = `/apps/${APP.appId}/events`;
  const body = JSON.stringify({ name: 'ranking.updated', data: '{}', channel: 'ranking' });
  const query = signedQuery(APP, { method: 'POST', path, body, timestamp: Math.floor(Date.now() / 1000) });
  const response = await fetch(`${origin}${path}?${query}`, { method: 'POST', body });
  return response.status;
};

describe('embedded realtime app secret', () => {
  it('is loaded on first need, kept, and loaded again after a failed load (503 meanwhile)', async () => {
    let calls = 0;
    let available = false;
    const errors: string[] = [];
    const logger: Logger = { info: () => undefined, warn: () => undefined, error: (_f, m) => errors.push(m) };
    embedded = await startEmbedded({ logger }, async () => {
      calls += 1;
      if (!available) throw new Error('database unavailable');
      return APP.secret;
    });
    expect(calls).toBe(0);

    expect(await upgradeStatus(embedded.port)).toBe(503);
    expect(await trigger(embedded.origin)).toBe(503);
    expect(calls).toBe(2);
    expect(errors).toEqual([
      'Embedded realtime: the app secret could not be loaded',
      'Embedded realtime: the app secret could not be loaded',
    ]);

    available = true;
    expect(await upgradeStatus(embedded.port)).toBe(101);
    expect(await trigger(embedded.origin)).toBe(200);
    expect(await upgradeStatus(embedded.port)).toBe(101);
    expect(calls).toBe(3);
  });
});
