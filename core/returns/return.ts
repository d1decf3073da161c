import type { DocumentType } from '../people/documents';
import type { CalendarDate } from '../shared/calendar-date';
import type { Pesos } from '../shared/money';
import type { RefundTotals } from './refund-split';
import type { ReturnLine } from './return-lines';
import type { ReturnReason, ReversalCause } from './return-reasons';
import type { ReturnState } from './return-state';

/** Where a received unit goes: back on sale, or to the variant's damaged count. Null until the return is received. */
export type UnitsBack = 'on-sale' | 'damaged';

/** A line of a return as kept: its units, the price they were sold at, and where they went once received. */
export type StoredReturnLine = ReturnLine & { readonly back: UnitsBack | null };

/** How the shopper wants the money: back to the original payment, as gift credit, or by a bank transfer (cash on
 * delivery, which has no payment to refund to). */
export const REFUND_DESTINATIONS = ['original', 'gift-credit', 'bank-transfer'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const ACCOUNT_TYPES = ['ahorros', 'corriente'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The account a transfer goes to, and its holder as their bank knows them. */
export type BankAccount = {
  readonly bank: string;
  readonly accountType: AccountType;
  readonly number: string;
  readonly holderName: string;
  readonly documentType: DocumentType;
  readonly documentNumber: string;
};

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** A picture the shopper attached, kept by the store and fetched by its id. */
export type Evidence = { readonly id: string; readonly contentType: PictureType; readonly size: number };

/** How a refund's money went back: the provider's refund API, a bank transfer the store made, a payment recorded by an
 * operator (Addi's own process, a reversal made at the provider's console), or the buyer's gift credit. */
export const REFUND_WAYS = ['provider', 'transfer', 'recorded', 'gift-credit'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];

/** Done; asked of the provider and not yet confirmed (reconciliation asks again); or left for an operator to look at. */
export type RefundState = 'refunded' | 'pending' | 'flagged';

/** One refund of a return. Its id is the provider's idempotency key: asking again with it answers this refund. */
export type ReturnRefund = {
  readonly id: string;
  readonly returnId: string;
  readonly shares: RefundTotals;
  readonly how: RefundWay;
  readonly provider: string | null;
  readonly reference: string | null;
  readonly state: RefundState;
  readonly actor: string;
  readonly at: Date;
};

/** When each step of a return happened; null for steps not taken. */
export type ReturnSteps = {
  readonly requestedAt: Date;
  readonly approvedAt: Date | null;
  readonly rejectedAt: Date | null;
  readonly receivedAt: Date | null;
  readonly refundedAt: Date | null;
};

/**
 * A return (issue 34): some units of a delivered order (or only an amount, an operator's goodwill refund) given back
 * for a reason, with the shopper's words and pictures, the operator's answer, and the refunds made of it.
 */
export type Return = {
  readonly id: string;
  /** What the shopper reads: the order's number and the return's sequence in it, FO-2026-000123-D1. */
  readonly number: string;
  readonly orderId: string;
  readonly orderNumber: string;
  readonly state: ReturnState;
  readonly reason: ReturnReason;
  readonly reversalCause: ReversalCause | null;
  readonly words: string;
  readonly lines: readonly StoredReturnLine[];
  /** An operator's amount-only refund; null for a return of units. */
  readonly goodwill: Pesos | null;
  readonly refundTo: RefundDestination;
  /** Required when the money goes by bank transfer. */
  readonly bankAccount: BankAccount | null;
  readonly evidence: readonly Evidence[];
  /** The operator's return shipping instructions (approved) or the reason the shopper reads (rejected). */
  readonly instructions: string | null;
  readonly rejection: string | null;
  /** The last day the store answers the request (15 business days). */
  readonly answerBy: CalendarDate;
  readonly steps: ReturnSteps;
  readonly refunds: readonly ReturnRefund[];
  /** The $ 0 order that ships the variants an exchange (`cambio`) asked for, made when its units are received. */
  readonly replacementOrderNumber: string | null;
};

/** The return's number: its order's and its sequence among the order's returns. */
export const returnNumber = (orderNumber: string, sequence: number): string => `${orderNumber}-D${sequence}`;

/** A return's number as an operator types it (case and spaces forgiven), or null when it is not one. */
export const parseReturnNumber = (raw: string): string | null => {
  const text = raw.trim().toUpperCase();
  return /^FO-\d{4}-\d{6,}-D\d{1,4}$/.test(text) ? text : null;
};

/** Units the return names (0 for a goodwill refund). */
export const unitsOf = (r: Pick<Return, 'lines'>): number => r.lines.reduce((n, l) => n + l.quantity, 0);
