import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthChecks, readiness } from '../../server/health';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 240_000);
afterAll(() => server.close());

describe('the health endpoints', () => {
  it('/healthz answers 200 while the process serves, never cached, without a session cookie', async () => {
    const alive = await server.get('/healthz');
    expect(alive.status).toBe(200);
    expect(await alive.text()).toBe('ok\n');
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(alive.headers.get('set-cookie')).toBeNull();
    expect((await server.get('/healthz', { method: 'HEAD' })).status).toBe(200);
  });

  it('/readyz answers 200 while the database answers', async () => {
    const ready = await server.get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe('ready\n');
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.headers.get('set-cookie')).toBeNull();
    expect(server.logged).toEqual([]);
  });

  it('/readyz answers 503 when the database refuses or does not answer in time, and while draining', async () => {
    const state = readiness();
    let ping = (): Promise<void> => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const app = express().use(healthChecks(() => ping(), state, 200));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      const refused = await fetch(`${url}/readyz`);
      expect([refused.status, await refused.text()]).toEqual([503, 'database out of reach\n']);
      ping = () => new Promise(() => undefined);
      const silent = await fetch(`${url}/readyz`);
      expect([silent.status, await silent.text()]).toEqual([503, 'database out of reach\n']);
      ping = () => Promise.resolve();
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      state.drain();
      const draining = await fetch(`${url}/readyz`);
      expect([draining.status, await draining.text()]).toEqual([503, 'draining\n']);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
