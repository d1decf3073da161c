import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../core/catalog/image-widths';
import { createApp } from '../../server/app';
import { startTestServer, type TestServer } from '../support/test-server';

// The limits a probe once got round: any size drawn on request, and a line of encodes with no end.
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

const AVIF_BROWSER = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** The resized files on disk under the test server's cache, by picture file name. */
const drawnFiles = async (file: string): Promise<string[]> =>
  readdir(join(app.imageCache, 'productos', file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

/** A 503 that asks to come back soon, in Spanish, and that no cache in between may keep. */
const expectShed = async (res: Response, label: string) => {
  expect(res.status, label).toBe(503);
  expect(Number(res.headers.get('retry-after')), label).toBeGreaterThan(0);
  expect(res.headers.get('cache-control'), label).toBe('no-store');
  expect(res.headers.get('content-type'), label).toMatch(/^text\/plain/);
  expect(await res.text(), label).toMatch(/imágenes/);
};

describe('product pictures', () => {
  it('refuses, without drawing it, a width no page asks for', async () => {
    const file = 'proteina-05-chocolate.svg';
    for (const query of ['w=64', 'w=1600', 'w=400&h=64']) {
      const res = await app.get(`/img/productos/${file}?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.text()).toContain(IMAGE_WIDTHS.join(', '));
    }
    expect(await drawnFiles(file)).toEqual([]);
  });

  it('sheds a burst of uncached sizes with 503 and Retry-After instead of queueing them all', async () => {
    // 54 distinct encodes at once, against the default 2 workers and 16 places in line.
    const files = ['proteina-02-chocolate.svg', 'proteina-03-chocolate.svg'];
    const accepts = [AVIF_BROWSER, 'image/webp', '*/*'];
    const paths = files.flatMap((file) =>
      IMAGE_WIDTHS.flatMap((w) => accepts.map((accept) => ({ path: `/img/productos/${file}?w=${w}`, accept }))),
    );
    const answers = await Promise.all(
      paths.map(async ({ path, accept }) => ({ path, accept, res: await app.get(path, { headers: { accept } }) })),
    );
    const served = answers.filter((a) => a.res.status === 200);
    const shed = answers.filter((a) => a.res.status !== 200);
    expect(shed.length).toBeGreaterThan(0);
    for (const { path, res } of shed) await expectShed(res, path);
    for (const { res } of served) await res.arrayBuffer();
    // A shed request drew nothing: there is one file on disk per picture served.
    expect((await Promise.all(files.map(drawnFiles))).flat().length).toBe(served.length);
    // Nothing is left holding a worker: asked again, a shed size is drawn.
    const retry = await app.get(shed[0].path, { headers: { accept: shed[0].accept } });
    expect(retry.status).toBe(200);
  });
});

describe('social images', () => {
  it('are shed the same way when every worker is taken', async () => {
    // One worker and no waiting line, so four cards asked at once cannot all be drawn.
    const cacheDir = await mkdtemp(join(tmpdir(), 'fornido-og-busy-'));
    const server = createApp(app.container, { images: { cacheDir, jobs: 1, queue: 0 } }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const paths = [
        '/img/og/productos/creatina-pura.png',
        '/img/og/productos/proteina-02.png',
        '/img/og/categorias/proteinas.png',
        '/img/og/categorias/creatinas.png',
      ];
      const answers = await Promise.all(paths.map(async (path) => ({ path, res: await fetch(base + path) })));
      const shed = answers.filter((a) => a.res.status !== 200);
      expect(shed.length).toBeGreaterThan(0);
      for (const { path, res } of shed) await expectShed(res, path);
      for (const { res } of answers) if (res.status === 200) expect(res.headers.get('content-type')).toBe('image/png');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
