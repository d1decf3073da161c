import type { NewReturn, ReturnStore, RefundChange } from '../../../core/returns/ports';
import type { ReturnRefund } from '../../../core/returns/return';
import { NO_REFUNDS } from '../../../core/returns/refund-split';
import { pesos } from '../../../core/shared/money';
import type { SkuInfo } from '../../../core/cart/ports';
import type { Order } from '../../../core/orders/order';
import type { OrderState } from '../../../core/orders/order-state';

// What the ReturnStore contract (return-store.contract.ts) runs on: the subject each store gives it, and the returns
// and refunds it stores.

/** A delivered order of 3 units of RET-A and 1 of RET-B (99 000 each), bought by BUYER through REFERRER, who earned
 * 5 000 of gift credit and 50 points on it (the buyer 300). */
export type ReturnSubject = {
  readonly store: ReturnStore;
  readonly orderId: string;
  readonly orderState: () => Promise<OrderState>;
  /** On sale and damaged units of a sku. */
  readonly units: (sku: string) => Promise<{ readonly onSale: number; readonly damaged: number }>;
  readonly balance: (customerId: string) => Promise<{ readonly balance: number; readonly pending: number }>;
  readonly points: (customerId: string) => Promise<number>;
  /** The order's outbox events, oldest first: their types and returns. */
  readonly events: () => Promise<readonly { readonly type: string; readonly returnId: string | null }[]>;
  /** An order by its number (the delivered one, or a replacement). */
  readonly order: (number: string) => Promise<Order | null>;
  readonly variants: (skus: readonly string[]) => Promise<readonly SkuInfo[]>;
  /** The numbers of the orders the sales reports count this month. */
  readonly sales: () => Promise<readonly string[]>;
  readonly close: () => Promise<void>;
};

export const BUYER = 'cliente-devolucion';
export const REFERRER = 'referente-devolucion';
export const AT = new Date('2026-11-25T15:00:00Z');
export const LATER = new Date('2026-11-26T15:00:00Z');
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
export const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const by = { operatorId: null, actor: 'laura', action: 'return.approved', before: null, after: null };

export const aReturn = (orderId: string, n: number, over: Partial<NewReturn> = {}): NewReturn => ({
  id: ID(n),
  orderId,
  reason: 'retracto',
  reversalCause: null,
  words: 'No lo abrí',
  lines: [{ sku: 'RET-A', name: 'Whey A', quantity: 1, unitPrice: pesos(99_000), exchangeSku: null }],
  goodwill: null,
  refundTo: 'original',
  bankAccount: null,
  answerBy: { year: 2026, month: 12, day: 16 },
  requestedAt: AT,
  ...over,
});

export const aRefund = (returnId: string, over: Partial<ReturnRefund> = {}): ReturnRefund => ({
  id: `refund-${returnId}`,
  returnId,
  shares: { ...NO_REFUNDS, value: pesos(99_000), money: pesos(99_000), referralTakenBack: pesos(1_250) },
  how: 'provider',
  provider: 'mercadopago',
  reference: 'REF-1',
  state: 'refunded',
  actor: 'laura',
  at: AT,
  ...over,
});

export const refundChange = (refund: ReturnRefund, over: Partial<RefundChange> = {}): RefundChange => ({
  refund,
  from: 'received',
  order: { from: 'delivered', to: 'partially_returned' },
  credit: {
    restore: { customerId: BUYER, amount: pesos(2_000) },
    clawback: { referrerId: REFERRER, amount: pesos(1_250) },
    points: [
      { customerId: REFERRER, reason: 'gift-returned', points: 12 },
      { customerId: BUYER, reason: 'order-returned', points: 75 },
    ],
  },
  audit: { ...by, action: 'return.refunded' },
  ...over,
});
