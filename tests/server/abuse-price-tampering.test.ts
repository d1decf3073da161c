import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { EPAYCO_TEST_CARDS } from '../../adapters/epayco/sandbox';
import { formatPesos } from '../../core/shared/format';
import { accountServer, signedUp } from './support/account-client';
import { sandboxTransaction, tokenize } from './support/epayco-orders';
import { placePrivateOrder } from './support/private-orders';

// A browser that sends its own prices, totals, shipping, discounts, IVA or gift credit: the server prices everything
// again from the catalogue and the policy, and the provider is asked for the server's total (ePayco and Nequi
// sandboxes record exactly what the store sent them).
const ctx = accountServer({ CARD_PROVIDER: 'epayco' });

/** Every figure a tampering browser could add, as a line's, the body's or the instrument's. */
const FORGED = {
  price: 1,
  unitPrice: 1,
  lineTotal: 1,
  total: 1,
  subtotal: 1,
  shipping: 0,
  shippingPrice: 0,
  freeShipping: true,
  codSurcharge: 0,
  tax: 0,
  taxBase: 1,
  iva: 0,
  discount: 999_999,
  coupon: 'GRATIS100',
  giftCredit: 999_999,
  amount: 1,
  value: 1,
  currency: 'USD',
};

// Four units of a product a test buys (ten in stock of each): more than cash on delivery takes.
const fourOf = (sku: string) => [{ sku, quantity: 4 }];
const LINES = fourOf('P06-2LB-CHOC');
const forgedLines = LINES.map((l) => ({ ...l, ...FORGED }));

describe('a browser sending its own figures', () => {
  it('gets the catalogue prices on the cart and the checkout, whatever figures it sent', async () => {
    const honest = await ctx.http.post('/cart/quote', { lines: LINES });
    const forged = await ctx.http.post('/cart/quote', { lines: forgedLines, ...FORGED });
    expect(forged.status).toBe(200);
    expect(forged.json).toEqual(honest.json);

    const { cookie } = await signedUp(ctx.server);
    const saved = await ctx.http.put('/cart', { lines: forgedLines, ...FORGED }, { cookie });
    expect(saved.status).toBe(200);
    expect(saved.json.lines).toEqual(honest.json.lines);

    const step = { lines: LINES, destination: { departmentCode: '05', municipalityCode: '05001' } };
    const priced = await ctx.http.post('/checkout/price', { ...step, shippingMethod: 'standard' });
    const forgedPrice = await ctx.http.post('/checkout/price', {
      ...step,
      lines: forgedLines,
      shippingMethod: 'standard',
      ...FORGED,
      useGiftCredit: true,
    });
    expect(forgedPrice.status).toBe(200);
    expect(forgedPrice.json.totals).toEqual(priced.json.totals);
    expect(priced.json.totals.total).toBeGreaterThan(500_000);
  });

  it("places the order at the server's figures: forged lines, totals, shipping, IVA and credit are ignored", async () => {
    const honest = await placePrivateOrder(ctx.http, { lines: LINES, method: 'card' });
    const forged = await placePrivateOrder(ctx.http, {
      lines: forgedLines,
      method: 'card',
      extra: { ...FORGED, useGiftCredit: true },
    });
    expect(forged.order.totals).toEqual(honest.order.totals);
    expect(forged.order.totals.total).toBe(honest.priced.total);
    expect(forged.order.totals.giftCredit).toBe(0);
    expect(forged.order.lines.map((l: { unitPrice: number }) => l.unitPrice)).toEqual(
      honest.order.lines.map((l: { unitPrice: number }) => l.unitPrice),
    );
    const stored = await ctx.server.container.get(T.orderStore).findByNumber(forged.number);
    expect(stored?.totals.total).toBe(honest.priced.total);
  });

  it('is refused with the new figures, placing nothing, when its expected total is not the server’s', async () => {
    const before = await ctx.server.container.get(T.orderStore).findByNumber('FO-2026-999999');
    expect(before).toBeNull();
    for (const expectedTotal of [1, 0, -5_000]) {
      const res = await ctx.http.post('/orders', {
        idempotencyKey: `tampered-total-${expectedTotal + 10_000}`,
        lines: fourOf('P07-2LB-CHOC'),
        buyer: {
          name: 'Laura Gómez',
          email: 'laura.trampa@correo.co',
          documentType: 'CC',
          documentNumber: '1020304050',
          phone: '3001234567',
          line1: 'Calle 10 # 43-20',
          line2: '',
          notes: '',
          consent: true,
          departmentCode: '05',
          municipalityCode: '05001',
        },
        shippingMethod: 'standard',
        paymentMethod: 'card',
        expectedTotal,
      });
      expect(res.status, String(expectedTotal)).toBe(409);
      expect(res.json.error.kind).toBe('prices-changed');
      expect(res.json.error.checkout.totals.total).toBeGreaterThan(500_000);
    }
    const mine = await ctx.http.get('/account/orders');
    expect(mine.status).toBe(401);
  });

  it("charges the provider the order's total, whatever amount the payment request names", async () => {
    const card = await placePrivateOrder(ctx.http, { lines: fourOf('P08-2LB-CHOC'), method: 'card' });
    const token = await tokenize(ctx, EPAYCO_TEST_CARDS.approved);
    const paid = await ctx.http.post(`/orders/${card.number}/payments`, {
      method: 'card',
      signature: card.signature,
      amount: 1,
      total: 1,
      instrument: { kind: 'card', token, installments: 1, amount: 1, value: 1, total: 1 },
    });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ status: 'approved', attempt: { amount: card.priced.total } });
    const attempt = await ctx.server.container.get(T.paymentAttempts).find(paid.json.attempt.id);
    const tx = await sandboxTransaction(ctx, attempt!.attempt.reference!);
    expect(tx).toMatchObject({ invoice: card.number, value: String(card.priced.total) });

    const nequi = await placePrivateOrder(ctx.http, { lines: fourOf('P09-2LB-CHOC'), method: 'nequi' });
    const pushed = await ctx.http.post(`/orders/${nequi.number}/payments`, {
      method: 'nequi',
      signature: nequi.signature,
      instrument: { kind: 'wallet-push', phone: '3001234567', value: 1, amount: 1 },
    });
    expect(pushed.status).toBe(200);
    expect(pushed.json.attempt.amount).toBe(nequi.priced.total);
    const phone = await (await ctx.server.get('/sandbox/nequi/')).text();
    const charged = new RegExp(`<td>([^<]+)</td><td>${nequi.number}</td>`).exec(phone)?.[1];
    expect(charged).toBe(formatPesos(nequi.priced.total));
  });
});
