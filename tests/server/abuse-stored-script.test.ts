import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { accountServer, mailsTo, signedUp } from './support/account-client';
import { tryPrivateOrder } from './support/private-orders';

// Script sent in the free-text fields a shopper fills (an order's and an address's complement and notes, an address's
// name, a contact message) or in a page's query is shown as text wherever it comes back: the order and its
// confirmation page, the account, the confirmation mail, the sandbox mailbox. Fields with a shape of their own (names,
// documents, phones, the address line) refuse it outright; both outcomes are fine, a running script is not.
const ctx = accountServer({ TRUST_PROXY: '1' });

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '\'><a href="javascript:alert(1)">x</a>',
  '</script><script>alert(document.cookie)</script>',
  '<!--<script>alert(1)//-->',
  'javascript:alert(1)',
];

/** The markup a shopper's browser would run something from: none of our pages or mails has any of these. */
const EXECUTABLE = [
  // A script other than our files and JSON data.
  /<script(?![^>]*\b(src="\/|type="application\/(ld\+)?json"))[^>]*>/i,
  /(href|src|action|formaction)\s*=\s*["']?\s*javascript:/i,
  /<(iframe(?![^>]*title="Correo en HTML")|object|embed)\b/i,
];
/** An event handler attribute, looked for once quoted values are emptied (`value="&lt;img onerror=…"` is text). */
const HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i;

/** The page or mail shows the payload only as text: never verbatim (unless it is plain text) and nothing executable. */
const expectInert = (html: string, payload: string, where: string) => {
  if (/[<>"']/.test(payload)) expect(html, where).not.toContain(payload);
  for (const pattern of EXECUTABLE) expect(html, `${where}: ${pattern}`).not.toMatch(pattern);
  expect(html.replace(/="[^"]*"/g, '=""'), `${where}: event handler`).not.toMatch(HANDLER);
};

let address = 0;
const from = () => ({ headers: { 'X-Forwarded-For': `203.0.113.${++address % 250}` } });

const page = async (path: string, cookie?: string) => {
  const res = await ctx.server.get(path, { headers: { ...(cookie ? { cookie } : {}) } });
  expect(res.status, path).toBeLessThan(500);
  return res.text();
};

describe('script in what a shopper writes', () => {
  it("is shown as text on the order, its confirmation, the customer's orders and the confirmation mail", async () => {
    const { cookie } = await signedUp(ctx.server);
    let stored = 0;
    for (const payload of PAYLOADS) {
      for (const field of ['name', 'line1', 'line2', 'notes']) {
        // One unit of one of ten products (ten in stock of each), so the 28 orders never run short.
        const lines = [{ sku: `P${String(3 + (address % 10)).padStart(2, '0')}-2LB-CHOC`, quantity: 1 }];
        const placed = await tryPrivateOrder(ctx.http, {
          auth: { cookie, ...from() },
          lines,
          buyer: { [field]: payload },
        });
        if (!placed) continue;
        stored += 1;
        const firma = `firma=${encodeURIComponent(placed.signature)}`;
        expectInert(await page(`/pedido/${placed.number}/?${firma}`), payload, `order page, ${field}`);
        expectInert(
          await page(`/checkout/confirmacion/?pedido=${placed.number}&${firma}`),
          payload,
          `confirmation, ${field}`,
        );
      }
    }
    // The free fields (complement, notes) take any text: some payloads were stored, and each came back inert.
    expect(stored).toBeGreaterThanOrEqual(PAYLOADS.length * 2);
    expectInert(await page('/micuenta/pedidos/', cookie), '', 'account orders');
    await ctx.server.dispatch();
    const mails = await ctx.server.container.get(T.mailOutbox).list({ limit: 200 });
    const confirmations = mails.filter((m) => m.to.startsWith('valentina.privada'));
    expect(confirmations.length).toBeGreaterThanOrEqual(stored);
    for (const mail of confirmations) {
      for (const payload of PAYLOADS) expectInert(mail.html, payload, `mail ${mail.id}`);
      const shown = await page(`/sandbox/correo/${mail.id}/`);
      for (const payload of PAYLOADS) expectInert(shown, payload, `mailbox ${mail.id}`);
    }
  });

  it("is shown as text among the account's addresses", async () => {
    for (const payload of PAYLOADS) {
      const { cookie } = await signedUp(ctx.server);
      for (const field of ['label', 'recipient', 'line1', 'line2', 'notes']) {
        const added = await ctx.http.post(
          '/account/addresses',
          {
            label: 'Casa',
            recipient: 'Camila Rodríguez',
            line1: 'Calle 45 # 12-34',
            line2: '',
            departmentCode: '05',
            municipalityCode: '05001',
            phone: '300 123 4567',
            notes: '',
            isDefault: false,
            [field]: payload,
          },
          { cookie },
        );
        expect([201, 400], field).toContain(added.status);
      }
      expectInert(await page('/micuenta/', cookie), payload, 'account page');
      expectInert(await page('/checkout/datos-personales/', cookie), payload, 'checkout details');
    }
  });

  it('is shown as text in the acknowledgement of a contact message and in the store inbox copy', async () => {
    for (const [i, payload] of PAYLOADS.entries()) {
      const email = `contacto.script${i}@correo.co`;
      const sent = await ctx.http.post(
        '/leads/contact',
        {
          name: 'Ana María Rodríguez',
          email,
          phone: '300 123 4567',
          orderNumber: '',
          subject: 'producto',
          message: `Hola ${payload}`,
          consent: true,
        },
        from(),
      );
      expect(sent.status).toBe(201);
      await ctx.server.container.get(T.leads).mailLeads();
      const mails = await mailsTo(ctx.server, email);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) expectInert(mail.html, payload, 'acknowledgement');
      const inbox = (await ctx.server.container.get(T.mailOutbox).list({ limit: 5 })).find((m) => m.replyTo === email);
      expect(inbox?.html).toContain('Hola');
      expectInert(inbox!.html, payload, 'store inbox');
    }
  });
});

describe('script in an address or a query', () => {
  it('is shown as text on the pages that repeat what they were asked', async () => {
    for (const payload of PAYLOADS) {
      const q = encodeURIComponent(payload);
      for (const path of [
        `/buscar/?q=${q}`,
        `/proteinas/?marca=${q}&sabor=${q}&orden=${q}`,
        `/cuenta/ingresar/?volver=${q}`,
        `/cuenta/registro/?volver=${q}`,
        `/checkout/confirmacion/?pedido=${q}&firma=${q}`,
        `/tabla-clasificacion/?mes=${q}`,
        `/reset/password/?token=${q}`,
        `/cuenta/verificar-correo/?token=${q}`,
        `/contactenos/?estado=${q}&campos=${q}`,
        `/${q}/`,
        `/?ref=${q}`,
      ]) {
        expectInert(await page(path), payload, path);
      }
    }
  });

  it('never sends the browser back to a javascript: or another site’s address after signing in', async () => {
    for (const away of ['javascript:alert(1)', '//evil.example/', '/\\evil.example/', 'https://evil.example/']) {
      const html = await page(`/cuenta/ingresar/?volver=${encodeURIComponent(away)}`);
      // The page goes to the account afterwards; the address asked for is only in the page's own (encoded) URL.
      expect(html, away).toContain('"returnTo":"/micuenta/"');
      expect(html, away).not.toMatch(/(href|action|content)="[^"]*(evil\.example|javascript:)/i);
    }
  });
});
