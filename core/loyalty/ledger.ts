import type { StorePolicy } from '../policy/store-policy';
import { formatPesos } from '../shared/format';
import { maxPesos, minPesos, negate, percentageFloor, subtract, sum, ZERO, type Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';

/** earned (a referred order paid), clawback (that order reversed), spent and restored (credit applied to an order, and
 * given back when it is cancelled), settlement (a pending clawback taken from later credit), adjustment (an operator's
 * correction, `fornido credit adjust`), return-restored and return-clawback (a return's refund gives credit back to the buyer
 * and takes the referral credit back in proportion, once per refund, issue 34). */
export const LEDGER_ENTRY_KINDS = [
  'earned',
  'clawback',
  'spent',
  'restored',
  'settlement',
  'adjustment',
  'return-restored',
  'return-clawback',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** One append-only line of a customer's gift-credit ledger. */
export type LedgerEntry = {
  readonly kind: LedgerEntryKind;
  /** The order the entry is about (the referred order, or the order that spent credit); null for an adjustment. */
  readonly orderId: string | null;
  /** Signed change to the balance. */
  readonly amount: Pesos;
  /** Signed change to what is still owed from a clawback larger than the balance. */
  readonly pending: Pesos;
  /** ISO instant, given by the caller. */
  readonly at: string;
};

export type GiftLedger = readonly LedgerEntry[];

export type LedgerError = { readonly kind: 'insufficient-credit'; readonly message: string };

/** Gift credit a referrer earns on a referred customer's paid order: floor(PERCENTAGE_TO_GIFT × (subtotal − giftCredit)). */
export const giftCreditEarned = (
  order: { readonly subtotal: Pesos; readonly giftCredit: Pesos },
  policy: Pick<StorePolicy, 'percentageToGift'>,
): Pesos => percentageFloor(maxPesos(ZERO, subtract(order.subtotal, order.giftCredit)), policy.percentageToGift);

/** The balance: the sum of the entries, never negative. */
export const balanceOf = (ledger: GiftLedger): Pesos => sum(ledger.map((entry) => entry.amount));

/** What a clawback could not take yet, to be settled from later credit. */
export const pendingOf = (ledger: GiftLedger): Pesos => sum(ledger.map((entry) => entry.pending));

const has = (ledger: GiftLedger, kind: LedgerEntryKind, orderId: string): LedgerEntry | undefined =>
  ledger.find((entry) => entry.kind === kind && entry.orderId === orderId);

/** Appends credit, then settles any pending clawback from it. */
const credit = (ledger: GiftLedger, entry: LedgerEntry): GiftLedger => {
  const withCredit = [...ledger, entry];
  const settled = minPesos(pendingOf(withCredit), balanceOf(withCredit));
  if (settled <= 0) return withCredit;
  const negative = negate(settled);
  return [
    ...withCredit,
    { kind: 'settlement', orderId: entry.orderId, amount: negative, pending: negative, at: entry.at },
  ];
};

/** Records the credit earned on a referred order, once per order (a repeated confirmation changes nothing). */
export const recordEarned = (
  ledger: GiftLedger,
  earned: { orderId: string; amount: Pesos; at: string },
): GiftLedger => {
  if (earned.amount < 0) throw new RangeError(`Negative gift credit: ${earned.amount}`);
  if (earned.amount === 0 || has(ledger, 'earned', earned.orderId)) return ledger;
  return credit(ledger, {
    kind: 'earned',
    orderId: earned.orderId,
    amount: earned.amount,
    pending: ZERO,
    at: earned.at,
  });
};

/** Takes back the credit earned on an order that was reversed, once; what the balance cannot cover is recorded as pending. */
export const recordReversal = (ledger: GiftLedger, reversal: { orderId: string; at: string }): GiftLedger => {
  const earned = has(ledger, 'earned', reversal.orderId);
  if (!earned || has(ledger, 'clawback', reversal.orderId)) return ledger;
  const taken = minPesos(earned.amount, balanceOf(ledger));
  const clawback: LedgerEntry = {
    kind: 'clawback',
    orderId: reversal.orderId,
    amount: negate(taken),
    pending: subtract(earned.amount, taken),
    at: reversal.at,
  };
  return [...ledger, clawback];
};

/** Spends credit on an order, never more than the balance; spending again for the same order changes nothing. */
export const spendCredit = (
  ledger: GiftLedger,
  spending: { orderId: string; amount: Pesos; at: string },
): Result<GiftLedger, LedgerError> => {
  if (spending.amount < 0) throw new RangeError(`Negative gift credit: ${spending.amount}`);
  if (spending.amount === 0 || has(ledger, 'spent', spending.orderId)) return ok(ledger);
  const balance = balanceOf(ledger);
  if (spending.amount > balance) {
    return err({
      kind: 'insufficient-credit',
      message: `Tu saldo de regalo es ${formatPesos(balance)}: no alcanza para aplicar ${formatPesos(spending.amount)}.`,
    });
  }
  const entry: LedgerEntry = {
    kind: 'spent',
    orderId: spending.orderId,
    amount: negate(spending.amount),
    pending: ZERO,
    at: spending.at,
  };
  return ok([...ledger, entry]);
};

/** Gives back the credit spent on an order that was cancelled, expired or reversed, once. */
export const restoreCredit = (ledger: GiftLedger, restoring: { orderId: string; at: string }): GiftLedger => {
  const spent = has(ledger, 'spent', restoring.orderId);
  if (!spent || has(ledger, 'restored', restoring.orderId)) return ledger;
  return credit(ledger, {
    kind: 'restored',
    orderId: restoring.orderId,
    amount: negate(spent.amount),
    pending: ZERO,
    at: restoring.at,
  });
};

/** Why a balance cannot go down by an operator's taking, in the operators' English. */
export const cannotGoDownMessage = (balance: Pesos, taken: Pesos): string =>
  `The balance is ${formatPesos(balance)}: it cannot go down by ${formatPesos(taken)}.`;

/** An operator's correction: a positive one credits (and settles a pending clawback first, like any credit); a negative
 * one takes from the balance, never below zero. */
export const recordAdjustment = (
  ledger: GiftLedger,
  adjustment: { amount: Pesos; at: string },
): Result<GiftLedger, LedgerError> => {
  if (!Number.isSafeInteger(adjustment.amount) || adjustment.amount === 0)
    throw new RangeError(`Bad adjustment: ${adjustment.amount}`);
  const entry: LedgerEntry = {
    kind: 'adjustment',
    orderId: null,
    amount: adjustment.amount,
    pending: ZERO,
    at: adjustment.at,
  };
  if (adjustment.amount > 0) return ok(credit(ledger, entry));
  const balance = balanceOf(ledger);
  const taken = negate(adjustment.amount);
  if (taken > balance)
    return err({
      kind: 'insufficient-credit',
      message: cannotGoDownMessage(balance, taken),
    });
  return ok([...ledger, entry]);
};

/** Gives a return's gift credit back to the buyer (the share of the credit they spent, and the refund itself when they
 * chose gift credit), settling any pending clawback first like any credit. Once per refund: the refund's record guards
 * it. */
export const recordReturnRestored = (
  ledger: GiftLedger,
  restoring: { orderId: string; amount: Pesos; at: string },
): GiftLedger => {
  if (restoring.amount < 0) throw new RangeError(`Negative gift credit: ${restoring.amount}`);
  if (restoring.amount === 0) return ledger;
  return credit(ledger, { kind: 'return-restored', ...restoring, pending: ZERO });
};

/** Takes back, from the referrer, the share of the credit a referred order earned that a return's refund gives back;
 * what the balance cannot cover is recorded as pending, like a reversal's clawback. */
export const recordReturnClawback = (
  ledger: GiftLedger,
  clawback: { orderId: string; amount: Pesos; at: string },
): GiftLedger => {
  if (clawback.amount < 0) throw new RangeError(`Negative clawback: ${clawback.amount}`);
  if (clawback.amount === 0) return ledger;
  const taken = minPesos(clawback.amount, balanceOf(ledger));
  return [
    ...ledger,
    {
      kind: 'return-clawback',
      orderId: clawback.orderId,
      amount: negate(taken),
      pending: subtract(clawback.amount, taken),
      at: clawback.at,
    },
  ];
};
