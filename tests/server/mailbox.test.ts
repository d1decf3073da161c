import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { T } from '../../adapters/container';
import { createContainer } from '../../adapters/container-root';
import { createApp } from '../../server/app';
import { engines } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { api, signedUp } from './support/account-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sandbox mailbox', () => {
  it('lists the outbox, newest first, with recipient, subject and Bogotá time', async () => {
    const { form } = await signedUp(server, { name: 'Lucía Pérez' });
    await api(server).post('/auth/password-reset', { email: form.email });
    const res = await server.get('/sandbox/correo/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Buzón de prueba');
    expect(html.indexOf('Cambia tu contraseña de Fornido')).toBeLessThan(
      html.indexOf('Te damos la bienvenida a Fornido'),
    );
    expect(html).toContain(form.email);
    expect(html).toMatch(/\d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2} [ap]\. m\./);
    expect((await server.get('/sandbox/correo')).headers.get('location')).toBe('/sandbox/correo/');
  });

  it('puts each mail’s subject first, as its link, and lays the list out as blocks on a phone', async () => {
    const html = await (await server.get('/sandbox/correo/')).text();
    expect(html).toContain('<thead><tr><th>Asunto</th><th>Para</th><th>Hora (Bogotá)</th></tr></thead>');
    const rows = [...html.matchAll(/<tr>(<td[\s\S]*?)<\/tr>/g)].map((m) => m[1]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatch(/^<td class="asunto"><a href="\/sandbox\/correo\/\d+\/">[^<]+<\/a><\/td>/);
    expect(html).toMatch(/@media \(max-width:40rem\)\{[^}]*\}tr\{display:flex;flex-direction:column/);
  });

  it('shows one mail in a sandboxed iframe whose links open the whole window, and its text part with clickable links', async () => {
    const list = await (await server.get('/sandbox/correo/')).text();
    const id = /href="\/sandbox\/correo\/(\d+)\/">Cambia tu contraseña/.exec(list)![1];
    const res = await server.get(`/sandbox/correo/${id}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const iframe = /<iframe [^>]*sandbox="([^"]*)" srcdoc="([^"]*)"/.exec(html)!;
    expect(iframe[1]).toBe('allow-top-navigation-by-user-activation allow-popups');
    expect(iframe[1]).not.toContain('allow-scripts');
    expect(iframe[2]).toContain('&lt;base target=&quot;_top&quot;&gt;');
    expect(iframe[2]).toContain('https://fornido.co/reset/password/?token=');
    expect(html).toMatch(
      /<pre>[^]*<a href="https:\/\/fornido\.co\/reset\/password\/\?token=[A-Za-z0-9_-]{43}" target="_top">/,
    );
  });

  it('lists the files a mail carries, each a download of its exact bytes', async () => {
    const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x97]);
    await server.container.get(T.mailer).send({
      to: 'begona@correo.co',
      subject: 'Tu factura electrónica SETP990000001 — pedido FO-2026-000123',
      html: '<p>Tu factura</p>',
      text: 'Tu factura',
      template: 'invoice-issued',
      attachments: [
        { filename: 'SETP990000001.xml', contentType: 'application/xml', content: new TextEncoder().encode('<a/>') },
        { filename: 'SETP990000001.pdf', contentType: 'application/pdf', content: pdf },
      ],
    });
    const list = await (await server.get('/sandbox/correo/')).text();
    const id = /href="\/sandbox\/correo\/(\d+)\/">Tu factura electrónica/.exec(list)![1];
    const html = await (await server.get(`/sandbox/correo/${id}/`)).text();
    const links = [...html.matchAll(/<li><a href="([^"]+)" download>([^<]+)<\/a> \(([^)]+)\)<\/li>/g)];
    expect(links.map((l) => [l[2], l[3]])).toEqual([
      ['SETP990000001.xml', 'application/xml, 4 bytes'],
      ['SETP990000001.pdf', 'application/pdf, 9 bytes'],
    ]);
    expect(html).toContain('<h2>Adjuntos</h2>');
    const download = await server.get(links[1][1]);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename=SETP990000001.pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    expect((await server.get(`/sandbox/correo/${id}/adjuntos/3/SETP990000001.pdf`)).status).toBe(404);
    expect((await server.get(`/sandbox/correo/${id}/adjuntos/2/otro.pdf`)).status).toBe(404);
  });

  it('answers 404 for an unknown mail', async () => {
    expect((await server.get('/sandbox/correo/99999/')).status).toBe(404);
    expect((await server.get('/sandbox/correo/abc/')).status).toBe(404);
  });

  it('is not there when mail goes to an SMTP server', async () => {
    const database = await engines()[0].open();
    const config = {
      ...loadConfig({ PUBLIC_URL: 'https://fornido.co', SMTP_URL: 'smtp://127.0.0.1:9' }),
      logLevel: 'silent' as const,
    };
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const app = createApp(createContainer(config, database, quiet));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/sandbox/correo/`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Buzón de prueba');
    } finally {
      await new Promise((resolve) => listening.close(resolve));
      await database.drop();
    }
  });
});
