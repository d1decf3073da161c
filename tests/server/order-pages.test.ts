import { describe, expect, it } from 'vitest';
import { accountServer, signedUp } from './support/account-client';

const ctx = accountServer();
let keys = 0;
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
const lines = [{ sku: 'P02-2LB-CHOC', quantity: 1 }];
const buyer = {
  name: 'Laura Gómez',
  email: 'laura.paginas@correo.co',
  documentType: 'CC',
  documentNumber: '1020304050',
  phone: '3001234567',
  line1: 'Calle 10 # 43-20',
  line2: '',
  notes: '',
  consent: true,
  ...MEDELLIN,
};

/** A cash-on-delivery order placed through the API as the payment step places it. */
const placed = async (cookie?: string) => {
  const priced = await ctx.http.post('/checkout/price', {
    lines,
    destination: MEDELLIN,
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
  });
  const res = await ctx.http.post(
    '/orders',
    // A buyer of its own each time: one buyer holds at most MAX_OPEN_ORDERS_PER_BUYER open orders.
    {
      idempotencyKey: `pages-test-key-${String(++keys).padStart(6, '0')}`,
      lines,
      buyer: {
        ...buyer,
        documentNumber: `${1020304050 + keys}`,
        phone: `300123${String(keys).padStart(4, '0')}`,
        email: `laura.paginas${keys}@correo.co`,
      },
      shippingMethod: 'standard',
      paymentMethod: 'cash-on-delivery',
      expectedTotal: priced.json.totals.total,
    },
    cookie ? { cookie } : {},
  );
  expect(res.status).toBe(201);
  return res.json.order as { number: string; link: string; totals: { total: number } };
};

const page = async (path: string, cookie?: string) => {
  const res = await ctx.server.get(path, cookie ? { headers: { cookie } } : {});
  return { res, body: await res.text() };
};
const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<!-- -->/g, '');

describe('order pages rendered on the server', () => {
  it('renders the order of a signed link, privately and never indexed', async () => {
    const order = await placed();
    const { res, body } = await page(order.link);
    expect(res.status).toBe(200);
    expect(h1(body)).toBe(`Pedido ${order.number}`);
    expect(body).toContain('confirmado para pago contraentrega');
    expect(body).toContain('Recargo contraentrega');
    expect(body).toMatch(/<img[^>]+src="\/img\/productos\/[^"]+"/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toContain('<meta name="robots" content="noindex,nofollow">');
  });

  it('answers a wrong signature, or none, with a Spanish 404 that gives nothing away', async () => {
    const order = await placed();
    for (const path of [
      `/pedido/${order.number}/?firma=AAAAAAAAAAAAAAAAAAAAAA`,
      `/pedido/${order.number}/`,
      '/pedido/FO-2026-999999/?firma=x',
      '/pedido/no-es-un-pedido/',
    ]) {
      const { res, body } = await page(path);
      expect(res.status, path).toBe(404);
      expect(body).toContain('No encontramos ese pedido.');
      expect(body).not.toContain('Laura Gómez');
    }
  });

  it('shows the confirmation step in the checkout frame with the same link', async () => {
    const order = await placed();
    const signature = new URL(`https://x${order.link}`).searchParams.get('firma')!;
    const { res, body } = await page(
      `/checkout/confirmacion/?pedido=${order.number}&firma=${encodeURIComponent(signature)}`,
    );
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('¡Gracias! Recibimos tu pedido');
    expect(body).toMatch(/aria-current="step"[^>]*>Confirmación</);
    expect((await page('/checkout/confirmacion/')).res.status).toBe(404);
  });

  it('lets the owner open their order without the signature, lists their orders and empties what they bought from their cart', async () => {
    const owner = await signedUp(ctx.server);
    expect(
      (await ctx.http.put('/cart', { lines: [{ sku: 'P02-2LB-CHOC', quantity: 1 }] }, { cookie: owner.cookie })).status,
    ).toBe(200);
    const order = await placed(owner.cookie);
    expect((await ctx.http.get('/cart', { cookie: owner.cookie })).json.lines).toEqual([]);
    expect((await page(`/pedido/${order.number}/`, owner.cookie)).res.status).toBe(200);
    const { res, body } = await page('/micuenta/pedidos/', owner.cookie);
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('Mis pedidos');
    expect(body).toContain(order.number);
    expect(body).toContain(`href="${order.link.replace(/&/g, '&amp;')}"`);
    const guest = await page('/micuenta/pedidos/');
    expect(guest.res.status).toBe(302);
    expect(guest.res.headers.get('location')).toBe('/cuenta/ingresar/?volver=/micuenta/pedidos/');
  });

  it('renders the steps as a frame the browser fills', async () => {
    for (const [path, heading] of [
      ['/checkout/datos-personales/', 'Tus datos'],
      ['/checkout/metodo-envio/', 'Método de envío'],
      ['/checkout/metodo-pago/', 'Método de pago'],
    ]) {
      const { res, body } = await page(path);
      expect(res.status).toBe(200);
      expect(h1(body)).toBe(heading);
      expect(body).toContain('Cargando tu pedido…');
    }
  });
});
