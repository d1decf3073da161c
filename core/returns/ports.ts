import type { OrderState } from '../orders/order-state';
import type { NewOrder } from '../orders/ports';
import type { Pesos } from '../shared/money';
import type { CalendarDate } from '../shared/calendar-date';
import type { ReturnLine } from './return-lines';
import type { ReturnReason, ReversalCause } from './return-reasons';
import type { ReturnState } from './return-state';
import type { BankAccount, Evidence, PictureType, RefundDestination, Return, ReturnRefund, UnitsBack } from './return';

/** A return ready to be stored: everything but what the store gives it (its number, its steps after the request). */
export type NewReturn = {
  readonly id: string;
  readonly orderId: string;
  readonly reason: ReturnReason;
  readonly reversalCause: ReversalCause | null;
  readonly words: string;
  readonly lines: readonly ReturnLine[];
  readonly goodwill: Pesos | null;
  readonly refundTo: RefundDestination;
  readonly bankAccount: BankAccount | null;
  readonly answerBy: CalendarDate;
  readonly requestedAt: Date;
};

/** A picture as the shopper sent it, checked to be one. */
export type EvidencePicture = Evidence & { readonly bytes: Uint8Array };

/** What an operator did to a return, for the operators' audit (before and after: the return's state and what changed). */
export type ReturnAudit = {
  readonly operatorId: string | null;
  readonly actor: string;
  readonly action: string;
  readonly before: unknown;
  readonly after: unknown;
};

/** An order's move that goes with a refund: partially returned, returned once every unit and peso is back, or reversed
 * (a shipped parcel that never arrived). */
export type ReturnOrderMove = { readonly from: OrderState; readonly to: OrderState };

/** Gift credit and points a refund moves: the buyer's credit back (the share they spent, and the money itself when
 * they chose gift credit), the referral credit the order earned taken back from the referrer (what their balance cannot
 * cover waits as pending), and both customers' points taken back. */
export type CreditMoves = {
  readonly restore: { readonly customerId: string; readonly amount: Pesos } | null;
  readonly clawback: { readonly referrerId: string; readonly amount: Pesos } | null;
  readonly points: readonly {
    readonly customerId: string;
    readonly reason: 'order-returned' | 'gift-returned';
    readonly points: number;
  }[];
};

/** One refund of a return, applied only if the return is still in `from` (and its order in `order.from`). */
export type RefundChange = {
  readonly refund: ReturnRefund;
  readonly from: ReturnState;
  readonly order: ReturnOrderMove;
  readonly credit: CreditMoves;
  readonly audit: ReturnAudit;
};

export type RefundApplied =
  | { readonly kind: 'refunded'; readonly refund: ReturnRefund }
  /** A refund with this id was made before: that one, unchanged. */
  | { readonly kind: 'repeat'; readonly refund: ReturnRefund }
  /** The return or its order moved meanwhile: nothing was written. */
  | { readonly kind: 'moved' };

export type ExchangeApproval =
  | { readonly kind: 'approved' }
  /** No longer requested: nothing was written. */
  | { readonly kind: 'moved' }
  | { readonly kind: 'short'; readonly skus: readonly string[] };

/** What the order earned when it was paid, as the rewards recorded it: what refunds take back in proportion. */
export type OrderRewards = {
  readonly referralEarned: Pesos;
  readonly referrerPoints: number;
  readonly buyerPoints: number;
};

/** A refund asked of a provider that has not confirmed it yet, with its return's number and its order. */
export type PendingRefund = {
  readonly refund: ReturnRefund;
  readonly returnNumber: string;
  readonly orderId: string;
};

/** A pending refund settled as its provider answered: made, or flagged for an operator (refused, another amount, a
 * provider that cannot be asked); applied only while it is still pending. */
export type RefundSettlement = {
  readonly refundId: string;
  readonly to: 'refunded' | 'flagged';
  readonly at: Date;
  readonly audit: ReturnAudit;
};

/** Returns and their refunds. Every write is one transaction with its order's move, its stock, its credit, the
 * operators' audit and the outbox event that tells it (mail, live updates). */
export type ReturnStore = {
  /** Stores a new return with its number (its order's, -D and its sequence) and its pictures, with the
   * `return-requested` event. A return already stored with this id is given back as it is, nothing written (a retried
   * request). */
  add(r: NewReturn, pictures: readonly EvidencePicture[]): Promise<Return>;
  find(id: string): Promise<Return | null>;
  findByNumber(number: string): Promise<Return | null>;
  /** An order's returns, oldest first. */
  listForOrder(orderId: string): Promise<readonly Return[]>;
  /** Returns newest first, of some states or all; `flagged`: only those with a refund left for an operator to look at. */
  list(query: {
    readonly states?: readonly ReturnState[];
    readonly flagged?: boolean;
    readonly limit: number;
  }): Promise<readonly Return[]>;
  /** A picture of a return's evidence; null when the return has none by that id. */
  picture(
    returnId: string,
    evidenceId: string,
  ): Promise<{ readonly contentType: PictureType; readonly bytes: Uint8Array } | null>;
  /** Approves (with the return shipping instructions) or rejects (with the reason the shopper reads) a requested
   * return, with the audit and the event; false when it is no longer requested. */
  answer(change: {
    readonly returnId: string;
    readonly to: 'approved' | 'rejected';
    readonly text: string;
    readonly at: Date;
    readonly audit: ReturnAudit;
  }): Promise<boolean>;
  /** Approves a requested exchange (`cambio`) as `answer` does, and reserves the units of the variants it asks for as a
   * checkout reserves an order's (never below zero), held for its replacement order; `short` with the skus lacking
   * units, changing nothing. */
  approveExchange(change: {
    readonly returnId: string;
    readonly text: string;
    readonly at: Date;
    readonly audit: ReturnAudit;
  }): Promise<ExchangeApproval>;
  /** Records an approved return's units as received, each line back on sale (the variant's stock) or to the
   * variant's damaged count, with the audit and the event; false when it is no longer approved. With a `replacement`
   * (an exchange), the return is `exchanged` and the replacement order is stored with it, its units those held at
   * approval, ready to be prepared. */
  receive(change: {
    readonly returnId: string;
    readonly backs: ReadonlyMap<string, UnitsBack>;
    readonly at: Date;
    readonly audit: ReturnAudit;
    readonly replacement: NewOrder | null;
  }): Promise<boolean>;
  /** Records a refund: the return refunded, its order moved, the credit and points moved, the audit and the event. A
   * refund id recorded before answers that refund and writes nothing (a retried request or a double click). */
  refund(change: RefundChange): Promise<RefundApplied>;
  /** The refund recorded with this id, if any. */
  findRefund(id: string): Promise<ReturnRefund | null>;
  /** What the order's paid happening earned (0 when it earned nothing). */
  rewardsOf(orderId: string): Promise<OrderRewards>;
  /** The refunds still pending at their providers, oldest first (what the reconciliation asks about). */
  pendingRefunds(limit: number): Promise<readonly PendingRefund[]>;
  /** Settles a pending refund, with the audit and the `return-refund-settled` event (live updates); false, writing
   * nothing, when it is no longer pending (another run settled it). */
  settleRefund(change: RefundSettlement): Promise<boolean>;
};
