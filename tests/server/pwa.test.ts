import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readAssets } from '../../server/ssr/assets';
import { serviceWorker } from '../../vite.config';
import { startTestServer, type TestServer } from '../support/test-server';

// The version: twelve hex digits of a hash, standing alone in the minified worker.
const VERSION = /(?<![0-9a-f])([0-9a-f]{12})(?![0-9a-f])/;

let app: TestServer;
let client: string;
let built: Server;
let builtUrl: string;

/** A client build as Vite leaves it (its manifest and hashed files), with the service worker built into it. */
const aBuiltClient = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fornido-client-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  const manifest = {
    'web/boot.ts': {
      file: 'assets/boot-Xy9.js',
      imports: ['_arranque'],
      dynamicImports: ['web/entry-client.tsx'],
      css: ['assets/boot-Ef3.css'],
      isEntry: true,
    },
    '_arranque': { file: 'assets/arranque-Zw8.js' },
    'web/entry-client.tsx': { file: 'assets/entry-client-Ab1.js', imports: ['_inicio'], isDynamicEntry: true },
    '_inicio': { file: 'assets/inicio-Cd2.js', imports: ['_arranque'] },
    'web/pages/product-page.tsx': { file: 'assets/product-page-Gh4.js', isDynamicEntry: true },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) writeFileSync(join(dir, chunk.file), 'export {};');
  writeFileSync(join(dir, 'assets', 'boot-Ef3.css'), 'body{}');
  const plugin = serviceWorker() as unknown as {
    configResolved(config: Pick<ResolvedConfig, 'build'>): void;
    closeBundle(): Promise<void>;
  };
  plugin.configResolved({ build: { outDir: dir } as ResolvedConfig['build'] });
  await plugin.closeBundle();
  return dir;
};

beforeAll(async () => {
  app = await startTestServer();
  client = await aBuiltClient();
  built = createServer(createApp(app.container, { client: { dir: client, assets: readAssets(client)! } }));
  await new Promise<void>((resolve) => built.listen(0, '127.0.0.1', resolve));
  builtUrl = `http://127.0.0.1:${(built.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => built.close(resolve));
  rmSync(client, { recursive: true, force: true });
  await app.close();
});

describe('the web app manifest', () => {
  it('describes the store as an installable Spanish app in the brand’s colours', async () => {
    const res = await app.get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await res.json()).toMatchObject({
      name: 'Fornido — Suplementos nutricionales',
      short_name: 'Fornido',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'es-CO',
      theme_color: '#D41D38',
      background_color: '#ffffff',
    });
  });

  it('lists PNG icons of 192 and 512 pixels and a maskable one whose red fills the whole square', async () => {
    const { icons } = (await (await app.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    const png = icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...png, { src: '/apple-touch-icon.png', sizes: '180x180', purpose: 'any' }]) {
      const res = await app.get(icon.src);
      expect(res.headers.get('content-type')).toBe('image/png');
      const image = sharp(Buffer.from(await res.arrayBuffer()));
      const { width, height, format } = await image.metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
      // The corner: transparent on the rounded logo, the brand's red on the full-bleed maskable and touch icons.
      const { data } = await image.ensureAlpha().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
        resolveWithObject: true,
      });
      const fullBleed = icon.purpose === 'maskable' || icon.src === '/apple-touch-icon.png';
      expect([...data], icon.src).toEqual(fullBleed ? [0xd4, 0x1d, 0x38, 255] : [0, 0, 0, 0]);
    }
  });

  it('is linked from every page’s head with the theme colour and the touch icon', async () => {
    for (const path of ['/', '/proteinas/proteina-01/', '/checkout/']) {
      const html = await (await app.get(path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html, path).toContain('<meta name="theme-color" content="#D41D38">');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    }
  });

  it('may come only from the store, as the service worker: the content security policy says so', async () => {
    const csp = (await app.get('/')).headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual(expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]));
  });
});

describe('the offline page', () => {
  it('says in Spanish that there is no connection, what still holds, and offers to retry the same address', async () => {
    const res = await app.get('/sin-conexion/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>Sin conexión</h1>');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Tu carrito sigue guardado');
    expect(html).toContain('<a class="boton principal" href="">Reintentar</a>');
    // Self-contained: nothing to fetch but the logo's own favicon, and no script the policy would refuse.
    expect(html).not.toMatch(/<script|<link rel="stylesheet"/);
  });
});

describe('the service worker', () => {
  it('is built to sw.js with its version, the app shell of the build, its other chunks and the offline page', () => {
    const code = readFileSync(join(client, 'sw.js'), 'utf8');
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const shell = /new Set\((\[[^\]]*\])\)/.exec(code)?.[1] ?? '';
    expect(JSON.parse(shell.replace(/`/g, '"'))).toEqual([
      '/assets/boot-Xy9.js',
      '/assets/arranque-Zw8.js',
      '/assets/entry-client-Ab1.js',
      '/assets/inicio-Cd2.js',
      '/assets/boot-Ef3.css',
      '/favicon.svg',
      '/icon-192.png',
    ]);
    expect(code).toContain('/sin-conexion/');
    // The pages' own chunks are kept too once installed (not in the shell): pages open on this version find them.
    expect(code).toContain('/assets/product-page-Gh4.js');
    expect(code).toMatch(VERSION);
  });

  it('is served at the root as JavaScript, revalidated at every visit', async () => {
    const res = await fetch(`${builtUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(readFileSync(join(client, 'sw.js'), 'utf8'));
  });

  it('changes its version only when the built files change', async () => {
    const version = (dir: string) => VERSION.exec(readFileSync(join(dir, 'sw.js'), 'utf8'))?.[1];
    const again = await aBuiltClient();
    try {
      expect(version(client)).toMatch(/^[0-9a-f]{12}$/);
      expect(version(again)).toBe(version(client));
      writeFileSync(join(again, 'assets', 'cart-page-Ij5.js'), 'export {};');
      const plugin = serviceWorker() as unknown as {
        configResolved(config: Pick<ResolvedConfig, 'build'>): void;
        closeBundle(): Promise<void>;
      };
      plugin.configResolved({ build: { outDir: again } as ResolvedConfig['build'] });
      await plugin.closeBundle();
      expect(version(again)).not.toBe(version(client));
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });

  it('is not served before the client is built', async () => {
    expect((await app.get('/sw.js')).status).toBe(404);
  });
});
