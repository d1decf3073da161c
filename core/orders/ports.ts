import type { Email } from '../people/email';
import type { PaymentMethodId } from '../payments/methods';
import type { PaymentState } from '../payments/payment-state';
import type { Pesos } from '../shared/money';
import type { AttemptDetails } from '../payments/ports';
import type { Order } from './order';
import type { OrderSearch } from './order-search';
import type { OrderEvent, OrderState } from './order-state';

/** An order ready to be stored: everything but what the store gives it (id, number, attempt ids). */
export type NewOrder = Omit<Order, 'id' | 'number' | 'payments'> & {
  /** The attempt stored with the order, when the store itself takes the payment: cash on delivery's (pending, paid at
   * the door) or the gift credit's that covers it whole (approved). Null for an online method: its attempts are made
   * when the shopper pays, so an order never shows one that nobody tried. */
  readonly firstPayment: {
    readonly method: PaymentMethodId;
    readonly provider: string;
    readonly state: PaymentState;
    readonly amount: Pesos;
  } | null;
  /** Who may replay its idempotency key: `customer:<id>`, or `guest:<hash of the request>`. */
  readonly placedBy: string;
  /** The client's address key (core/shared/address-key.ts: an IPv6 address as its /64), for the cap on open unpaid
   * orders per address. */
  readonly clientIp: string;
};

/** How many open unpaid orders (waiting for payment, or cash on delivery not yet prepared) may exist at once. */
export type OpenOrderCaps = { readonly perBuyer: number; readonly perIp: number };

/** A line that could not be reserved: how many were asked for and how many are left. */
export type Shortage = { readonly sku: string; readonly requested: number; readonly available: number };

export type PlaceOutcome =
  | { readonly kind: 'placed'; readonly order: Order }
  /** The same idempotency key was placed before: that order, unchanged. */
  | { readonly kind: 'duplicate'; readonly order: Order }
  | { readonly kind: 'short'; readonly shortages: readonly Shortage[] }
  /** The same idempotency key was placed before by someone else: nothing of that order is told. */
  | { readonly kind: 'key-taken' }
  /** The buyer (same email, document or phone) or the address already holds as many open orders as the caps allow. */
  | { readonly kind: 'too-many-open'; readonly by: 'buyer' | 'ip' }
  /** The gift credit the order applies is no longer in the customer's balance (another order spent it meanwhile). */
  | { readonly kind: 'credit-short' };

/** Who did what to an order, for the audit log (operators' actions, expiry, payments). */
export type AuditEntry = {
  /** The OS user of an operator, `sistema` for the store's own jobs, `cliente` for the shopper. */
  readonly actor: string;
  readonly action: string;
  readonly at: Date;
  readonly before: OrderState;
  readonly after: OrderState;
  readonly detail: string | null;
};

/** One move of an order, applied only if the order is still in `from`. */
export type OrderChange = {
  readonly orderId: string;
  readonly from: OrderState;
  readonly to: OrderState;
  readonly event: OrderEvent;
  /** Put the reserved units back on sale (cancellation, expiry). */
  readonly releaseStock: boolean;
  readonly tracking?: string;
  /** Clears or keeps the expiry: an order stops expiring once paid. */
  readonly keepsExpiry: boolean;
  readonly audit: AuditEntry;
};

/** One move of a payment attempt, applied only if the attempt is still in `from`, with the order's move if any. */
export type PaymentChange = {
  readonly attemptId: string;
  readonly from: PaymentState;
  readonly to: PaymentState;
  /** What the provider said besides the state (reference, action, expiry, reason…), recorded with the move. */
  readonly details?: AttemptDetails;
  /** Keeps the order's stock reserved at least until then while it waits for its payment (the method's own expiry:
   * a voucher due in three days holds the units three days). */
  readonly holdUntil?: Date;
  readonly at: Date;
  readonly order: OrderChange | null;
};

export type OrderQuery = {
  readonly states?: readonly OrderState[];
  readonly since?: Date;
  /** Only orders placed before this moment. */
  readonly before?: Date;
  /** Only orders an operator's search finds: its number, or the buyer's e-mail (start), a document or the phone. */
  readonly search?: OrderSearch;
  readonly paymentMethods?: readonly PaymentMethodId[];
  /** Only orders delivered to these municipalities (DANE codes). */
  readonly municipalityCodes?: readonly string[];
  readonly limit: number;
};

/** Orders and their payment attempts. Every write is one transaction. */
/** Someone who bought through a customer's referral: an account (by id) or a guest (by email), with the name and the
 * time of their first such order. */
export type ReferredBuyer = { readonly customerId: string | null; readonly name: string; readonly firstOrderAt: Date };

export type OrderStore = {
  /** Reserves the stock of every line (never below zero, whatever runs at the same time), then stores the order and
   * its first payment attempt (if any) with a new number — or changes nothing and reports the shortages, or that the
   * buyer or the address already holds the open orders the caps allow (counted so that concurrent placements cannot
   * pass them); a key used before answers the order it placed to the same `placedBy`, and `key-taken` to anyone else. */
  place(order: NewOrder, idempotencyKey: string, caps: OpenOrderCaps): Promise<PlaceOutcome>;
  /** The order an idempotency key placed, with who placed it (to tell a shopper's retry from someone else's replay). */
  findPlacement(idempotencyKey: string): Promise<{ readonly order: Order; readonly placedBy: string } | null>;
  findByNumber(number: string): Promise<Order | null>;
  findById(id: string): Promise<Order | null>;
  /** Newest first. */
  list(query: OrderQuery): Promise<readonly Order[]>;
  listForCustomer(customerId: string, limit: number): Promise<readonly Order[]>;
  /** The people whose orders a customer referred, cancelled ones left out, once each (an account by its id, a guest by
   * their email, whatever its case), newest first: the referrer's list of referrals counts guests too. */
  listReferredBuyers(referrerId: string, limit: number): Promise<readonly ReferredBuyer[]>;
  /** Attaches to a customer every guest order placed with their (verified) email (`isClaimableBy` in claim-orders.ts),
   * each with an audit entry and a `claimed` event, in one transaction; answers the numbers of the orders attached. */
  claimGuestOrders(claim: {
    readonly customerId: string;
    readonly email: Email;
    readonly at: Date;
  }): Promise<readonly string[]>;
  /** Unpaid orders whose expiry has passed, oldest first. */
  listExpired(now: Date, limit: number): Promise<readonly Order[]>;
  /** Applies one move and its audit entry (releasing stock when asked); false, changing nothing, when the order moved meanwhile. */
  change(change: OrderChange): Promise<boolean>;
  /** Applies a payment attempt's move with its details and, in the same transaction, its order's move or hold; false
   * when either moved meanwhile. (The attempts' other reads and writes are core/payments' PaymentAttemptStore.) */
  changePayment(change: PaymentChange): Promise<boolean>;
  /** The audit log of an order, oldest first. */
  history(orderId: string): Promise<readonly AuditEntry[]>;
  /** Adds an entry to an order's audit log that moves nothing (an operator's note, a mail sent again). */
  note(orderId: string, entry: AuditEntry): Promise<void>;
};

/** Signed links to an order, so a guest can open it from the confirmation mail without an account. */
export type OrderLinks = {
  /** The signature of an order number (URL-safe). */
  sign(orderNumber: string): Promise<string>;
  /** Whether a signature is the order number's, compared in constant time. */
  verify(orderNumber: string, signature: string): Promise<boolean>;
};
