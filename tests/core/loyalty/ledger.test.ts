import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  giftCreditEarned,
  pendingOf,
  recordEarned,
  recordReversal,
  spendCredit,
  type GiftLedger,
} from '../../../core/loyalty/ledger';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';

const at = '2026-03-01T12:00:00Z';

describe('gift-credit ledger examples', () => {
  it('earns 7 % of the subtotal net of the credit the referred customer used, rounded down', () => {
    expect(giftCreditEarned({ subtotal: pesos(300_000), giftCredit: pesos(0) }, defaultPolicy)).toBe(21_000);
    expect(giftCreditEarned({ subtotal: pesos(129_900), giftCredit: pesos(10_000) }, defaultPolicy)).toBe(8_393); // 8 393,0
    expect(giftCreditEarned({ subtotal: pesos(14_285), giftCredit: pesos(0) }, defaultPolicy)).toBe(999); // 999,95
  });

  it('records the rest of a clawback larger than the balance as pending, and settles it from later credit', () => {
    const earned = recordEarned([], { orderId: 'A', amount: pesos(21_000), at });
    const spent = spendCredit(earned, { orderId: 'S', amount: pesos(15_000), at });
    if (!spent.ok) throw new Error('spending within the balance must work');
    const clawedBack = recordReversal(spent.value, { orderId: 'A', at });
    expect([balanceOf(clawedBack), pendingOf(clawedBack)]).toEqual([0, 15_000]);
    const later = recordEarned(clawedBack, { orderId: 'B', amount: pesos(20_000), at });
    expect([balanceOf(later), pendingOf(later)]).toEqual([5_000, 0]);
    expect(later.map((entry) => [entry.kind, entry.amount, entry.pending])).toEqual([
      ['earned', 21_000, 0],
      ['spent', -15_000, 0],
      ['clawback', -6_000, 15_000],
      ['earned', 20_000, 0],
      ['settlement', -15_000, -15_000],
    ]);
  });

  it('refuses to spend more than the balance, in Spanish', () => {
    const ledger: GiftLedger = recordEarned([], { orderId: 'A', amount: pesos(5_000), at });
    expect(spendCredit(ledger, { orderId: 'S', amount: pesos(5_001), at })).toEqual({
      ok: false,
      error: {
        kind: 'insufficient-credit',
        message: 'Tu saldo de regalo es $ 5.000: no alcanza para aplicar $ 5.001.',
      },
    });
  });

  it('ignores a reversal of an order that earned nothing', () => {
    const ledger = recordEarned([], { orderId: 'A', amount: pesos(5_000), at });
    expect(recordReversal(ledger, { orderId: 'B', at })).toBe(ledger);
  });
});
