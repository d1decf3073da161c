import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePages } from '../../../server/admin/console-pages';

let base = '';
let close: () => void = () => undefined;
beforeAll(async () => {
  const server = express().use(consolePages(null)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("the console's addresses", () => {
  it('serves its home at /admin/ (typed in a browser), never cached or indexed', async () => {
    const res = await fetch(`${base}/admin/`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await res.text()).toContain('<div id="consola"></div>');
  });

  it('sends /admin, with its query, to /admin/ once', async () => {
    for (const [asked, to] of [
      ['/admin', '/admin/'],
      ['/admin?desde=correo', '/admin/?desde=correo'],
    ]) {
      const res = await fetch(`${base}${asked}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('serves every section under it', async () => {
    expect((await fetch(`${base}/admin/pedidos/FO-2026-000001/`, { redirect: 'manual' })).status).toBe(200);
  });
});
