import compression from 'compression';
import express, { type ErrorRequestHandler, type Request } from 'express';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../core/shared/ports';
import { clientWentAway } from '../../server/errors';
import { precompressedAssets } from '../../server/precompressed';
import { pageErrors } from '../../server/ssr/render-page';

const SCRIPT = `export const greet = () => ${JSON.stringify('hola '.repeat(400))};\n`;
let dir: string;
let server: Server;
let base: string;
// What the store logs, and each error its error middleware (the app's last, pageErrors) was handed.
const logged: string[] = [];
let handled: (error: unknown) => void = () => undefined;

/** A raw GET: the body as it came over the wire, not decoded. */
const fetchRaw = (path: string, acceptEncoding?: string) =>
  new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    get(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fornido-assets-'));
  writeFileSync(join(dir, 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'tiny-def456.js'), 'export {};\n');
  // Far more than a socket's buffers hold: the answer is still being sent when the browser gives up on it.
  const big = randomBytes(16 * 1024 * 1024);
  writeFileSync(join(dir, 'big-abc123.js'), big);
  writeFileSync(join(dir, 'big-abc123.js.br'), big);
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
  app.use(compression({ threshold: 1024 }));
  app.use('/assets', precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: '1y' }));
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

describe('the build’s brotli copies of scripts', () => {
  it('go to a browser that accepts brotli, as the script with its type and a year of caching', async () => {
    const { res, body } = await fetchRaw('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('are not sent to a client without brotli: it gets the script gzipped on the fly, or plain', async () => {
    const gzipped = await fetchRaw('/assets/app-abc123.js', 'gzip');
    expect(gzipped.res.headers['content-encoding']).toBe('gzip');
    expect(gzipped.res.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await fetchRaw('/assets/app-abc123.js', 'br;q=0');
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leave files without a copy, and names that are not assets, to the plain file server', async () => {
    const tiny = await fetchRaw('/assets/tiny-def456.js', 'br');
    expect(tiny.res.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    expect((await fetchRaw('/assets/app-abc123.js.br', 'br')).res.headers['content-encoding']).toBeUndefined();
    expect((await fetchRaw('/assets/../app-abc123.js', 'br')).res.statusCode).toBe(404);
  });
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
