import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  giftCreditEarned,
  pendingOf,
  recordEarned,
  recordReversal,
  restoreCredit,
  spendCredit,
  type GiftLedger,
} from '../../../core/loyalty/ledger';
import { pesos, type Pesos } from '../../../core/shared/money';
import { anAmount, aPolicy } from '../support/arbitraries';
import { RUNS } from '../support/runs';

type Op =
  | { kind: 'earn'; orderId: string; amount: Pesos }
  | { kind: 'reverse'; orderId: string }
  | { kind: 'spend'; orderId: string; amount: Pesos }
  | { kind: 'restore'; orderId: string };

const referred = fc.constantFrom('R1', 'R2', 'R3', 'R4', 'R5');
const own = fc.constantFrom('S1', 'S2', 'S3');
const anOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), orderId: referred, amount: anAmount(300_000) }),
  fc.record({ kind: fc.constant('reverse' as const), orderId: referred }),
  fc.record({ kind: fc.constant('spend' as const), orderId: own, amount: anAmount(400_000) }),
  fc.record({ kind: fc.constant('restore' as const), orderId: own }),
);

const AT = '2026-03-01T12:00:00Z';

/** What the customer is owed on paper: credit earned and not reversed, minus credit spent and not given back. */
type Model = { earned: Map<string, number>; reversed: Set<string>; spent: Map<string, number>; restored: Set<string> };

const apply = (ledger: GiftLedger, op: Op, model: Model): GiftLedger => {
  switch (op.kind) {
    case 'earn':
      if (!model.earned.has(op.orderId) && op.amount > 0) model.earned.set(op.orderId, op.amount);
      return recordEarned(ledger, { ...op, at: AT });
    case 'reverse':
      if (model.earned.has(op.orderId)) model.reversed.add(op.orderId);
      return recordReversal(ledger, { ...op, at: AT });
    case 'spend': {
      const result = spendCredit(ledger, { ...op, at: AT });
      expect(result.ok).toBe(op.amount === 0 || model.spent.has(op.orderId) || op.amount <= balanceOf(ledger));
      if (result.ok && !model.spent.has(op.orderId) && op.amount > 0) model.spent.set(op.orderId, op.amount);
      return result.ok ? result.value : ledger;
    }
    case 'restore':
      if (model.spent.has(op.orderId)) model.restored.add(op.orderId);
      return restoreCredit(ledger, { ...op, at: AT });
  }
};

const net = (model: Model): number =>
  [...model.earned].reduce((total, [id, amount]) => total + (model.reversed.has(id) ? 0 : amount), 0) -
  [...model.spent].reduce((total, [id, amount]) => total + (model.restored.has(id) ? 0 : amount), 0);

const run = (ops: readonly Op[]) => {
  const model: Model = { earned: new Map(), reversed: new Set(), spent: new Map(), restored: new Set() };
  let ledger: GiftLedger = [];
  for (const op of ops) {
    const next = apply(ledger, op, model);
    // Append-only: every earlier entry is still there, the very same object, in the same place.
    expect(next.length >= ledger.length && ledger.every((entry, index) => next[index] === entry)).toBe(true);
    ledger = next;
    const [balance, pending] = [balanceOf(ledger), pendingOf(ledger)];
    // Never negative, and pending only while there is no balance left to settle it from.
    expect({ balanceNegative: balance < 0, pendingNegative: pending < 0, both: balance > 0 && pending > 0 }).toEqual({
      balanceNegative: false,
      pendingNegative: false,
      both: false,
    });
    expect(balance - pending).toBe(net(model));
  }
  return ledger;
};

describe('gift-credit ledger', () => {
  it('is append-only, its balance never goes below zero, and balance − pending is what was earned net of reversals and spending', () => {
    fc.assert(
      fc.property(fc.array(anOp, { maxLength: 30 }), (ops) => void run(ops)),
      RUNS,
    );
  });

  it('the credit of a reversed order nets to zero: earning and reversing it leaves balance and pending as they were', () => {
    fc.assert(
      fc.property(fc.array(anOp, { maxLength: 30 }), anAmount(300_000), (ops, amount) => {
        const before = run(ops);
        const after = recordReversal(recordEarned(before, { orderId: 'X', amount, at: AT }), { orderId: 'X', at: AT });
        expect(balanceOf(after)).toBe(balanceOf(before));
        expect(pendingOf(after)).toBe(pendingOf(before));
      }),
      RUNS,
    );
  });

  it('the same confirmation twice earns once, and the same reversal twice takes back once', () => {
    fc.assert(
      fc.property(fc.array(anOp, { maxLength: 20 }), anAmount(300_000), (ops, amount) => {
        const once = recordEarned(run(ops), { orderId: 'X', amount, at: AT });
        expect(recordEarned(once, { orderId: 'X', amount, at: AT })).toBe(once);
        const reversed = recordReversal(once, { orderId: 'X', at: AT });
        expect(recordReversal(reversed, { orderId: 'X', at: AT })).toBe(reversed);
      }),
      RUNS,
    );
  });

  it('gift credit earned is floor(PERCENTAGE_TO_GIFT × (subtotal − giftCredit)), exactly', () => {
    fc.assert(
      fc.property(anAmount(), anAmount(), aPolicy, (subtotal, requested, policy) => {
        const giftCredit = pesos(Math.min(subtotal, requested));
        const earned = giftCreditEarned({ subtotal, giftCredit }, policy);
        const basisPoints = Math.round(policy.percentageToGift * 10_000);
        const exact = (subtotal - giftCredit) * basisPoints; // × 10 000
        expect(earned * 10_000).toBeLessThanOrEqual(exact);
        expect((earned + 1) * 10_000).toBeGreaterThan(exact);
      }),
      RUNS,
    );
  });
});
