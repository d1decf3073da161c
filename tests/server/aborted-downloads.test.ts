import express, { type ErrorRequestHandler, type Request } from 'express';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../core/shared/ports';
import { precompressedAssets } from '../../server/precompressed';
import { clientWentAway } from '../../server/errors';
import { pageErrors } from '../../server/ssr/render-page';

// Far more than a socket's buffers hold: the answer is still being sent when the browser gives up on it.
const BIG = randomBytes(16 * 1024 * 1024);
let dir: string;
let server: Server;
let base: string;
const logged: string[] = [];
let handled: (error: unknown) => void = () => undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fornido-aborted-'));
  writeFileSync(join(dir, 'big-abc123.js'), BIG);
  writeFileSync(join(dir, 'big-abc123.js.br'), BIG);
  const logger: Logger = {
    info: () => undefined,
    warn: (_f, m) => logged.push(`warn: ${m}`),
    error: (_f, m) => logged.push(`error: ${m}`),
  };
  const errors = pageErrors(logger);
  const seen: ErrorRequestHandler = (error, req, res, next) => {
    try {
      errors(error, req, res, next);
    } finally {
      handled(error);
    }
  };
  const app = express();
  app.use('/assets', precompressedAssets(dir), express.static(dir, { immutable: true, fallthrough: false }));
  app.use(seen);
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('a download the browser gives up on', () => {
  it('is no error of the store: nothing is logged as one, and the store goes on answering', async () => {
    const reached = new Promise<unknown>((resolve) => (handled = resolve));
    await new Promise<void>((resolve, reject) => {
      const req = get(`${base}/assets/big-abc123.js`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        // The browser leaves the page (or the tab) while the script is on its way.
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    });
    // The brotli copy is sent by res.sendFile, which reports the abort as an error (ECONNABORTED).
    expect((await reached) as { code?: string }).toMatchObject({ code: 'ECONNABORTED' });
    expect(logged).toEqual([]);
    const again = await new Promise<number>((resolve, reject) =>
      get(`${base}/assets/big-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }).on('error', reject),
    );
    expect(again).toBe(200);
  });

  it('is told apart from the database dropping its connection: the same code on a request still open is an error', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const open = { destroyed: false, socket: { destroyed: false } } as Request;
    const gone = { destroyed: true, socket: { destroyed: true } } as Request;
    expect(clientWentAway(reset, open)).toBe(false);
    expect(clientWentAway(reset, gone)).toBe(true);
    expect(clientWentAway(new Error('relation "orders" does not exist'), gone)).toBe(false);
  });
});
