import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { STOCK_ALERTS_PER_IP } from '../../core/stock-alerts/request-stock-alert';
import { accountServer, mailsTo } from './support/account-client';

const ctx = accountServer();
const ask = (body: unknown) => ctx.http.post('/stock-alerts', body);
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

/** Buys every unit of a variant (an online order left unpaid), so the variant is sold out until it is cancelled. */
const buyAll = async (sku: string, quantity: number) => {
  const lines = [{ sku, quantity }];
  const base = { lines, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: 'pse' };
  const price = await ctx.http.post('/checkout/price', base);
  const res = await ctx.http.post('/orders', {
    idempotencyKey: `stock-alert-${sku}`,
    lines,
    buyer: {
      name: 'Laura Gómez Restrepo',
      email: 'laura.compras@correo.co',
      documentType: 'CC',
      documentNumber: '1020304050',
      phone: '300 123 4567',
      line1: 'Calle 10 # 43-20',
      line2: '',
      notes: '',
      consent: true,
      ...MEDELLIN,
    },
    shippingMethod: 'standard',
    paymentMethod: 'pse',
    expectedTotal: price.json.totals.total,
  });
  expect(res.status).toBe(201);
  return res.json.order.number as string;
};

describe('POST /api/v1/stock-alerts', () => {
  it('keeps the address of a shopper waiting for a sold-out variant and says so in Spanish', async () => {
    const res = await ask({ sku: 'P01-2LB-VAIN', email: 'Marta.Ruiz@Correo.co' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      email: 'marta.ruiz@correo.co',
      message: 'Te avisaremos a marta.ruiz@correo.co cuando vuelva a estar disponible.',
    });
    expect((await ask({ sku: 'P01-2LB-VAIN', email: 'marta.ruiz@correo.co' })).status).toBe(201);
  });

  it('answers bad input with a 4xx and a Spanish message, never a 500', async () => {
    const wrong = await ask({ sku: 'P01-2LB-VAIN', email: 'marta@' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({
      kind: 'invalid-input',
      fields: { email: 'Escribe un correo electrónico válido (ejemplo: nombre@correo.com).' },
    });
    const empty = await ask({ sku: 'P01-2LB-VAIN', email: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.email).toBe('Escribe tu correo electrónico.');
    expect((await ask({ email: 'marta@correo.co' })).status).toBe(400);
    expect((await ask({ sku: ['P01-2LB-VAIN'], email: { a: 1 } })).status).toBe(400);
    expect((await ask({ sku: 'x'.repeat(65), email: 'marta@correo.co' })).status).toBe(400);
    const unknown = await ask({ sku: 'NO-EXISTE', email: 'marta@correo.co' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Esa presentación del producto no existe.');
    const inStock = await ask({ sku: 'P01-2LB-CHOC', email: 'marta@correo.co' });
    expect(inStock.status).toBe(409);
    expect(inStock.json.error).toEqual({
      kind: 'in-stock',
      message: 'Esta presentación ya está disponible: puedes agregarla al carrito.',
    });
  });

  it('is limited per client address like the other public forms (429 with Retry-After)', async () => {
    for (let i = 0; i < STOCK_ALERTS_PER_IP.limit; i += 1)
      expect((await ask({ sku: 'P01-2LB-VAIN', email: `espera${i}@correo.co` })).status).toBe(201);
    const refused = await ask({ sku: 'P01-2LB-VAIN', email: 'una.mas@correo.co' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
  });

  it('mails each waiting mailbox once when a cancelled order puts the variant back on sale', async () => {
    const number = await buyAll('P02-2LB-VAIN', 5);
    // Other spellings of Sofía's mailbox are answered the same and wait as one request.
    for (const email of ['sofia.vainilla@correo.co', 'Sofia.Vainilla+1@correo.co', 'sofia.vainilla+2@correo.co'])
      expect((await ask({ sku: 'P02-2LB-VAIN', email })).status).toBe(201);
    const notify = ctx.server.container.get(T.stockAlerts).notifyRestocked;
    expect(await notify()).toEqual({ notified: 0 });
    const cancelled = await ctx.server.container.get(T.orders).cancelOrder({
      number,
      actor: 'operator',
      reason: 'Customer asked to cancel',
    });
    expect(cancelled.ok).toBe(true);
    expect(await notify()).toEqual({ notified: 1 });
    expect(await notify()).toEqual({ notified: 0 });
    const mails = (await mailsTo(ctx.server, 'sofia.vainilla@correo.co')).filter((m) => m.template === 'back-in-stock');
    expect(mails).toHaveLength(1);
    expect(await mailsTo(ctx.server, 'sofia.vainilla+1@correo.co')).toEqual([]);
    expect(mails[0].subject).toBe('Ya llegó: Proteína 02 (2 lb · Vainilla)');
    expect(mails[0].text).toContain('https://fornido.co/proteinas/proteina-02/p02-2lb-vain/');
    // Back on sale: asking again is refused as in stock.
    expect((await ask({ sku: 'P02-2LB-VAIN', email: 'otro@correo.co' })).status).toBe(409);
  });
});
