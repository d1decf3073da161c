import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyPaid } from '../../../core/returns/refund-split';
import { pesos } from '../../../core/shared/money';
import { anOrder, anOrderLine } from '../../builders/orders';
import { RUNS } from '../support/runs';
import { anActor, anAsk, aReturnsHarness, CREA_LINE, DELIVERED_ON, WHEY_LINE } from './return-harness';

// fast-check prints the seed and the shrunk counterexample of a failure: replay it with { seed, path }.
const owner = anActor('owner');
const me = { kind: 'customer', customerId: 'camila' } as const;

const aStep = fc.oneof(
  fc.record({
    kind: fc.constant('units' as const),
    sku: fc.constantFrom('WHEY', 'CREA'),
    quantity: fc.integer({ min: 1, max: 3 }),
    back: fc.constantFrom('on-sale' as const, 'damaged' as const),
  }),
  fc.record({ kind: fc.constant('goodwill' as const), amount: fc.integer({ min: 1, max: 200_000 }) }),
  // An exchange of Whey for the other flavour at its price: units held at approval, shipped in a $ 0 order.
  fc.record({
    kind: fc.constant('exchange' as const),
    quantity: fc.integer({ min: 1, max: 3 }),
    back: fc.constantFrom('on-sale' as const, 'damaged' as const),
  }),
);

const aCase = fc.record({
  whey: fc.integer({ min: 1, max: 4 }),
  crea: fc.integer({ min: 1, max: 3 }),
  giftCredit: fc.integer({ min: 0, max: 90_000 }),
  referralEarned: fc.integer({ min: 0, max: 30_000 }),
  referrerPoints: fc.integer({ min: 0, max: 500 }),
  buyerPoints: fc.integer({ min: 0, max: 5_000 }),
  steps: fc.array(aStep, { minLength: 1, maxLength: 6 }),
  /** The parcel never arrived: the order is still shipped past its estimate and the shopper asks its reversal first
   * (Ley 1480 art. 51); every later step finds it reversed. */
  lost: fc.boolean(),
});

/** The day after the delivery estimate of the built order (27 November 2026). */
const AFTER_ESTIMATE = { year: 2026, month: 11, day: 30 } as const;

const floorShare = (amount: number, value: number, whole: number) => Math.floor((amount * value) / whole);

describe('any sequence of partial returns, exchanges and refunds of an order, delivered or lost in transit (issue 34)', () => {
  it('never refunds more money than was paid, moves credit and points in proportion, and conserves stock', async () => {
    await fc.assert(
      fc.asyncProperty(aCase, async (c) => {
        const lines = [
          anOrderLine({ ...WHEY_LINE, quantity: c.whey }),
          anOrderLine({ ...CREA_LINE, quantity: c.crea }),
        ];
        const state = c.lost ? 'shipped' : 'delivered';
        const built = anOrder({ state, paymentMethod: 'sandbox-card', lines, giftCredit: c.giftCredit });
        const h = aReturnsHarness({ order: { ...built, customerId: 'camila', referrerId: 'ref' } });
        const { referralEarned, referrerPoints, buyerPoints } = c;
        h.world.rewards = { referralEarned: pesos(referralEarned), referrerPoints, buyerPoints };
        h.world.credit.set('ref', { balance: referralEarned, pending: 0 });
        h.world.points.set('ref', referrerPoints);
        h.world.points.set('camila', buyerPoints);
        const sold = new Map([
          ['WHEY', c.whey],
          ['CREA', c.crea],
        ]);
        // On sale + damaged + sold (the order's units not given back, and those its exchanges' replacements ship).
        const units = () =>
          [...h.world.stock.values()].reduce((n, s) => n + s.onSale + s.damaged, 0) +
          [...sold.values()].reduce((n, q) => n + q, 0) +
          [...h.world.replacements.values()].flatMap((o) => o.lines).reduce((n, l) => n + l.quantity, 0);
        const before = units();
        if (c.lost) {
          h.at(AFTER_ESTIMATE);
          const ask = { reason: 'reversion', reversalCause: 'no-recibido', words: 'Nunca llegó' };
          const asked = await h.request(me, anAsk(built.number, ask));
          if (!asked.ok) throw new Error(asked.error.message);
          await h.approve(owner, { number: asked.value.number, text: 'Te devolvemos el dinero' });
          // Refunded before anything comes back: the units stay sold, lost in transit.
          await h.refund(owner, { number: asked.value.number, manual: null });
        }
        h.at(DELIVERED_ON);
        for (const step of c.steps) {
          if (step.kind === 'goodwill') {
            const words = 'Cortesía de la tienda';
            await h.goodwill(owner, { orderNumber: built.number, amount: step.amount, words, manual: null });
            continue;
          }
          if (step.kind === 'exchange') {
            const lines = [{ sku: 'WHEY', quantity: step.quantity, sealed: true, exchangeSku: 'WHEY-FRESA' }];
            const asked = await h.request(me, anAsk(built.number, { reason: 'cambio', lines }));
            if (!asked.ok) continue;
            const number = asked.value.number;
            if (!(await h.approve(owner, { number, text: 'Envíalo por Servientrega' })).ok) continue;
            await h.receive(owner, { number, lines: [{ sku: 'WHEY', back: step.back }] });
            sold.set('WHEY', sold.get('WHEY')! - step.quantity);
            // A cambio never refunds money.
            expect((await h.refund(owner, { number, manual: null })).ok).toBe(false);
            continue;
          }
          const lineAsk = [{ sku: step.sku, quantity: step.quantity, sealed: true, exchangeSku: null }];
          const asked = await h.request(me, anAsk(built.number, { reason: 'defectuoso', lines: lineAsk }));
          if (!asked.ok) continue;
          const number = asked.value.number;
          await h.approve(owner, { number, text: 'Envíalo por Servientrega' });
          await h.receive(owner, { number, lines: [{ sku: step.sku, back: step.back }] });
          sold.set(step.sku, sold.get(step.sku)! - step.quantity);
          await h.refund(owner, { number, manual: null });
        }
        const shares = (await h.returns.listForOrder(built.id)).flatMap((r) => r.refunds.map((f) => f.shares));
        const total = (pick: (s: (typeof shares)[number]) => number) => shares.reduce((n, s) => n + pick(s), 0);
        const { subtotal, giftCredit, shipping, codSurcharge } = built.totals;
        const value = total((s) => s.value);
        expect(total((s) => s.money)).toBeLessThanOrEqual(
          moneyPaid({ subtotal, giftCredit, shipping, codSurcharge, ...h.world.rewards }),
        );
        expect(h.refunds.reduce((n, r) => n + r.amount, 0)).toBe(total((s) => s.money));
        expect(value).toBeLessThanOrEqual(subtotal);
        expect(h.world.credit.get('camila')?.balance ?? 0).toBe(floorShare(giftCredit, value, subtotal));
        const referralLeft = referralEarned - floorShare(referralEarned, value, subtotal);
        expect(h.world.credit.get('ref')).toEqual({ balance: referralLeft, pending: 0 });
        expect(h.world.points.get('ref')).toBe(referrerPoints - floorShare(referrerPoints, value, subtotal));
        expect(h.world.points.get('camila')).toBe(buyerPoints - floorShare(buyerPoints, value, subtotal));
        expect(units()).toBe(before);
        expect(h.world.orders.get(built.id)?.state).toBe(
          c.lost ? 'reversed' : value === 0 ? 'delivered' : value === subtotal ? 'returned' : 'partially_returned',
        );
      }),
      RUNS,
    );
  });
});
