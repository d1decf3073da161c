import { expect } from 'vitest';
import type { Order, OrderLine } from '../../../core/orders/order';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import type { PaymentAttemptStore } from '../../../core/payments/ports';
import type { NewOrder, OpenOrderCaps, OrderChange, PlaceOutcome } from '../../../core/orders/ports';
import { add, pesos, splitIva, sum, times } from '../../../core/shared/money';
import { anOrderBuyer } from '../../builders/orders';

/** A line of `quantity` units of a sku at 189 900 (IVA 19 % included), its gross split as POLICY.md says. */
export const anOrderLine = (sku: string, quantity: number, over: Partial<OrderLine> = {}): OrderLine => {
  const unitPrice = over.unitPrice ?? pesos(189_900);
  const gross = times(unitPrice, quantity);
  return {
    sku,
    productSlug: 'whey-prueba',
    category: 'proteinas',
    name: 'Whey de prueba',
    brand: 'Marca Ñandú',
    size: '2 lb',
    flavour: 'Chocolate',
    quantity,
    unitPrice,
    compareAt: null,
    taxRate: 0.19,
    gross,
    ...splitIva(gross, 0.19),
    weightGrams: 907,
    image: { url: '/img/productos/whey-prueba.webp', alt: 'Whey de prueba, 2 lb', width: 800, height: 800 },
    ...over,
  };
};

/** A prepaid order to Medellín with these lines, placed at `placedAt` and expiring an hour later, totals adding up. */
export const aNewOrder = (lines: readonly OrderLine[], over: Partial<NewOrder> = {}): NewOrder => {
  const placedAt = over.placedAt ?? new Date('2026-11-22T15:00:00Z');
  const subtotal = sum(lines.map((l) => l.gross));
  const shipping = pesos(12_000);
  const total = add(subtotal, shipping);
  return {
    customerId: null,
    referrerId: null,
    state: 'pending_payment',
    placedAt,
    expiresAt: new Date(placedAt.getTime() + 60 * 60_000),
    buyer: anOrderBuyer({ notes: 'Portería 24 horas' }),
    shipping: {
      method: 'standard',
      quote: shipping,
      charged: shipping,
      earliest: { year: 2026, month: 11, day: 24 },
      latest: { year: 2026, month: 11, day: 27 },
      tracking: null,
    },
    paymentMethod: 'nequi',
    lines,
    totals: {
      subtotal,
      giftCredit: pesos(0),
      shipping,
      codSurcharge: pesos(0),
      total,
      tax: sum(lines.map((l) => l.iva)),
      taxBase: sum(lines.map((l) => l.base)),
      savings: pesos(0),
    },
    firstPayment: null,
    placedBy: 'guest:prueba',
    clientIp: '203.0.113.7',
    ...over,
  };
};

/** A cash-on-delivery order with these lines: confirmed, never expiring, its attempt at the door waiting for the
 * delivery (the one kind of order, with an order its gift credit covers, placed with an attempt). */
export const aCashOnDeliveryOrder = (lines: readonly OrderLine[], over: Partial<NewOrder> = {}): NewOrder => {
  const order = aNewOrder(lines, over);
  return {
    ...order,
    state: 'confirmed',
    expiresAt: null,
    paymentMethod: 'cash-on-delivery',
    firstPayment: { method: 'cash-on-delivery', provider: 'tienda', state: 'pending', amount: order.totals.total },
    ...over,
  };
};

/** The attempt a shopper starts on an online order (placed with none): `created`, for its method, a minute after it was
 * placed unless told when. */
export const startedAttempt = (
  attempts: Pick<PaymentAttemptStore, 'add'>,
  order: Order,
  at = new Date(order.placedAt.getTime() + 60_000),
): Promise<PaymentAttempt> =>
  attempts.add(order.id, {
    method: order.paymentMethod,
    provider: order.paymentMethod,
    amount: order.totals.total,
    at,
  });

/** An attempt as a store reads it back before any provider answered: its id, what it was made with, nothing else. */
export const unansweredAttempt = (
  made: Pick<PaymentAttempt, 'method' | 'provider' | 'state' | 'amount'>,
  at: Date,
): Record<keyof PaymentAttempt, unknown> => ({
  id: expect.any(String),
  ...made,
  reference: null,
  action: null,
  expiresAt: null,
  reason: null,
  message: null,
  providerMessageId: null,
  flagged: false,
  createdAt: at,
  updatedAt: at,
});

/** Caps no test of the other rules reaches. */
export const NO_CAPS: OpenOrderCaps = { perBuyer: 1_000_000, perIp: 1_000_000 };

let keys = 0;

/** A fresh idempotency key. */
export const aKey = () => `clave-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

/** The order of a placement that must have succeeded. */
export const placedOrder = (outcome: PlaceOutcome): Order => {
  if (outcome.kind !== 'placed') throw new Error(`Expected placed, got ${JSON.stringify(outcome)}`);
  return outcome.order;
};

/** A move of `order` from its current state to `to`, by `sistema`, neither releasing stock nor keeping the expiry. */
export const aMove = (
  order: Pick<Order, 'id' | 'state'>,
  to: Order['state'],
  over: Partial<OrderChange> = {},
): OrderChange => ({
  orderId: order.id,
  from: order.state,
  to,
  event: 'cancel',
  releaseStock: false,
  keepsExpiry: false,
  audit: {
    actor: 'sistema',
    action: to,
    at: new Date('2026-11-22T16:00:00Z'),
    before: order.state,
    after: to,
    detail: null,
  },
  ...over,
});
