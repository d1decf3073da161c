import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { NO_ASSETS } from '../../server/ssr/assets';
import { accountServer, signedUp } from './support/account-client';
import { startSibling } from './support/sibling-app';

const ctx = accountServer();

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com",
  "form-action 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
const PERMISSIONS =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), fullscreen=(), geolocation=(), gyroscope=(), ' +
  'hid=(), idle-detection=(), interest-cohort=(), magnetometer=(), microphone=(), midi=(), publickey-credentials-get=(), screen-wake-lock=(), ' +
  'serial=(), usb=(), xr-spatial-tracking=(), payment=(self)';
const HSTS = 'max-age=31536000; includeSubDomains';
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

/** A cash-on-delivery order placed through the API, for its page and its confirmation step. */
const anOrder = async () => {
  const lines = [{ sku: 'P02-2LB-CHOC', quantity: 1 }];
  const priced = await ctx.http.post('/checkout/price', {
    lines,
    destination: MEDELLIN,
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
  });
  const buyer = {
    name: 'Laura Gómez',
    email: 'laura.cabeceras@correo.co',
    documentType: 'CC',
    documentNumber: '1020304050',
    phone: '3001234567',
    line1: 'Calle 10 # 43-20',
    line2: '',
    notes: '',
    consent: true,
    ...MEDELLIN,
  };
  const res = await ctx.http.post('/orders', {
    idempotencyKey: 'headers-test-key-000001',
    lines,
    buyer,
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
    expectedTotal: priced.json.totals.total,
  });
  expect(res.status).toBe(201);
  return res.json.order as { number: string; link: string };
};

describe('security headers', () => {
  it('gives every kind of answer the content security and permissions policies, and no HSTS over plain http', async () => {
    const { cookie } = await signedUp(ctx.server);
    const order = await anOrder();
    const firma = new URL(`https://x${order.link}`).searchParams.get('firma')!;
    const answers: [string, number, string?][] = [
      ['/', 200],
      ['/proteinas/', 200],
      ['/proteinas/pagina/2/', 200],
      ['/proteinas/proteina-01/', 200],
      ['/proteinas/proteina-01/p01-2lb-vain/', 200],
      ['/buscar/?q=proteina', 200],
      ['/metodo-formas-envio/', 200],
      ['/preguntas-frecuentes/', 200],
      ['/checkout/', 200],
      ['/checkout/datos-personales/', 200],
      ['/checkout/metodo-envio/', 200],
      ['/checkout/metodo-pago/', 200],
      [`/checkout/confirmacion/?pedido=${order.number}&firma=${encodeURIComponent(firma)}`, 200],
      [order.link, 200],
      ['/cuenta/ingresar/', 200],
      ['/cuenta/registro/', 200],
      ['/micuenta/', 200, cookie],
      ['/micuenta/pedidos/', 200, cookie],
      ['/no-existe/', 404],
      ['/proteinas', 301],
      ['/api/v1/categories', 200],
      ['/api/v1/no-existe', 404],
      ['/img/productos/creatina-pura-principal.svg?w=160', 200],
      ['/img/og/productos/proteina-01.png', 200],
      ['/sitemap.xml', 200],
      ['/robots.txt', 200],
      ['/sandbox/correo/', 200],
    ];
    for (const [path, status, session] of answers) {
      const res = await ctx.server.get(path, {
        headers: { accept: 'text/html,application/json,image/*', ...(session ? { cookie: session } : {}) },
      });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toBe(CSP);
      expect(res.headers.get('permissions-policy'), path).toBe(PERMISSIONS);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      await res.arrayBuffer();
    }
  });

  it('gives them as well to the installable app, built files, a webhook answer, a refused method and the error fallback', async () => {
    // A built client as `npm run build` leaves it: a script under /assets/ and the service worker beside the pages.
    const dir = await mkdtemp(join(tmpdir(), 'fornido-client-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'entry-abc123.js'), 'console.log("fornido");');
    await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const built = createServer(
      createApp(ctx.server.container, {
        client: { dir, assets: NO_ASSETS },
        images: { cacheDir: ctx.server.imageCache },
      }),
    );
    await new Promise<void>((resolve) => built.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(built.address() as AddressInfo).port}`;
    try {
      const answers: [string, number, RequestInit?][] = [
        ['/manifest.webmanifest', 200],
        ['/sin-conexion/', 200],
        ['/assets/entry-abc123.js', 200],
        ['/sw.js', 200],
        ['/api/v1/webhooks/epayco', 401, { method: 'POST', body: 'x_ref_payco=1&x_signature=forjada' }],
        ['/api/v1/webhooks/no-existe', 404, { method: 'POST', body: '{}' }],
        ['/proteinas/', 405, { method: 'PUT' }],
        // A path Express cannot decode: the plain error page every failure falls back to.
        ['/%E0%A4%A/', 400],
      ];
      for (const [path, status, init] of answers) {
        const res = await fetch(base + path, { redirect: 'manual', ...init });
        expect(res.status, path).toBe(status);
        expect(res.headers.get('content-security-policy'), path).toBe(CSP);
        expect(res.headers.get('permissions-policy'), path).toBe(PERMISSIONS);
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('strict-transport-security'), path).toBeNull();
        await res.arrayBuffer();
      }
    } finally {
      await new Promise((resolve) => built.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the stricter policy of an original SVG picture, with the permissions policy beside it', async () => {
    const res = await ctx.server.get('/img/productos/creatina-pura-principal.svg');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS);
  });

  it('runs no inline script in a page: its scripts are files or JSON data', async () => {
    const html = await (await ctx.server.get('/proteinas/proteina-01/')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      if (body.trim()) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    }
  });

  it('ignores X-Forwarded-Proto from a proxy it does not trust (TRUST_PROXY=0)', async () => {
    const res = await ctx.server.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS behind a trusted proxy only for HTTPS, on pages, API and pictures', async () => {
    const proxied = await startSibling(ctx.server, { trustProxy: 1 });
    try {
      for (const path of [
        '/',
        '/proteinas/proteina-01/',
        '/api/v1/categories',
        '/img/productos/creatina-pura-principal.svg',
        '/no-existe/',
        '/manifest.webmanifest',
        '/api/v1/webhooks/epayco',
      ]) {
        const https = await proxied.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
        expect(https.headers.get('strict-transport-security'), path).toBe(HSTS);
        const http = await proxied.get(path, { headers: { 'X-Forwarded-Proto': 'http' } });
        expect(http.headers.get('strict-transport-security'), path).toBeNull();
        const plain = await proxied.get(path);
        expect(plain.headers.get('strict-transport-security'), path).toBeNull();
        await Promise.all([https.arrayBuffer(), http.arrayBuffer(), plain.arrayBuffer()]);
      }
    } finally {
      await proxied.close();
    }
  });

  it('lets pictures come from the image CDN when one is configured', async () => {
    const withCdn = await startSibling(ctx.server, { imageCdnUrl: 'https://img.fornido.co' });
    try {
      const res = await withCdn.get('/');
      expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: https://img.fornido.co;");
      expect(await res.text()).toContain('https://img.fornido.co/img/productos/');
    } finally {
      await withCdn.close();
    }
  });
});
