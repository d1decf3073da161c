import { randomUUID } from 'node:crypto';
import { orderNumber, type Order } from '../../core/orders/order';
import type { PaymentAttempt } from '../../core/payments/attempt';
import type { AuditEntry, OrderChange, OrderStore } from '../../core/orders/ports';
import { bogotaDateOf } from '../../core/shared/bogota-time';
import { happeningOfChange, happeningOfPayment } from '../../core/orders/order-happenings';
import type { HappeningLog } from './in-memory-events';

const newestFirst = (a: Order, b: Order) =>
  b.placedAt.getTime() - a.placedAt.getTime() || b.number.localeCompare(a.number);

/** Orders in memory over a stock map (sku → units on sale; a sku missing from it cannot be sold), with the SQL store's
 * rules: all-or-nothing reservations, one order per idempotency key, moves guarded by the state they expect. Each
 * method does its work without awaiting in between, so calls running "at once" are atomic like transactions. */
export const inMemoryOrderStore = (
  stock: Map<string, number>,
  events: HappeningLog = { record: () => undefined },
): OrderStore => {
  const orders = new Map<string, Order>();
  /** Idempotency key → the order it placed and who placed it. */
  const keys = new Map<string, { orderId: string; placedBy: string }>();
  /** Who placed each order, from where: what the caps on open orders count. */
  const placers = new Map<string, { email: string; document: string; phone: string; ip: string }>();
  const audit = new Map<string, AuditEntry[]>();
  let sequence = 0;

  const canApply = (c: OrderChange) => orders.get(c.orderId)?.state === c.from;
  const apply = (c: OrderChange) => {
    const order = orders.get(c.orderId)!;
    orders.set(order.id, {
      ...order,
      state: c.to,
      expiresAt: c.keepsExpiry ? order.expiresAt : null,
      shipping: c.tracking === undefined ? order.shipping : { ...order.shipping, tracking: c.tracking },
    });
    if (c.releaseStock) for (const line of order.lines) stock.set(line.sku, (stock.get(line.sku) ?? 0) + line.quantity);
    audit.get(order.id)!.push(c.audit);
    events.record(happeningOfChange(c), order, c.audit.at);
  };
  const holding = (attemptId: string) =>
    [...orders.values()].find((o) => o.payments.some((p) => p.id === attemptId)) ?? null;
  const replaceAttempt = (order: Order, attempt: PaymentAttempt) =>
    orders.set(order.id, { ...order, payments: order.payments.map((p) => (p.id === attempt.id ? attempt : p)) });

  return {
    place: async (newOrder, key, caps) => {
      const earlier = keys.get(key);
      if (earlier)
        return earlier.placedBy === newOrder.placedBy
          ? { kind: 'duplicate', order: orders.get(earlier.orderId)! }
          : { kind: 'key-taken' };
      const { email, documentNumber: document, phone } = newOrder.buyer;
      const open = [...orders.values()]
        .filter(
          (o) =>
            o.state === 'confirmed' ||
            (o.state === 'pending_payment' && (o.expiresAt === null || o.expiresAt > newOrder.placedAt)),
        )
        .map((o) => placers.get(o.id)!);
      if (open.filter((p) => p.email === email || p.document === document || p.phone === phone).length >= caps.perBuyer)
        return { kind: 'too-many-open', by: 'buyer' };
      if (open.filter((p) => p.ip === newOrder.clientIp).length >= caps.perIp)
        return { kind: 'too-many-open', by: 'ip' };
      const units = new Map<string, number>();
      for (const line of newOrder.lines) units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
      const shortages = [...units]
        .filter(([sku, requested]) => (stock.get(sku) ?? 0) < requested)
        .map(([sku, requested]) => ({ sku, requested, available: stock.get(sku) ?? 0 }));
      if (shortages.length > 0) return { kind: 'short', shortages };
      for (const [sku, n] of units) stock.set(sku, stock.get(sku)! - n);
      sequence += 1;
      const { firstPayment, placedBy, clientIp, ...rest } = newOrder;
      const at = newOrder.placedAt;
      const order: Order = {
        ...rest,
        id: randomUUID(),
        number: orderNumber(bogotaDateOf(at).year, sequence),
        payments: [
          { id: randomUUID(), ...firstPayment, reference: null, flagged: false, createdAt: at, updatedAt: at },
        ],
      };
      orders.set(order.id, order);
      keys.set(key, { orderId: order.id, placedBy });
      placers.set(order.id, { email, document, phone, ip: clientIp });
      audit.set(order.id, [
        { actor: 'cliente', action: 'place', at, before: order.state, after: order.state, detail: null },
      ]);
      events.record('placed', order, at);
      return { kind: 'placed', order };
    },
    findPlacement: async (key) => {
      const placed = keys.get(key);
      return placed ? { order: orders.get(placed.orderId)!, placedBy: placed.placedBy } : null;
    },
    findByNumber: async (number) => [...orders.values()].find((o) => o.number === number) ?? null,
    findById: async (id) => orders.get(id) ?? null,
    findByPayment: async (attemptId) => {
      const order = holding(attemptId);
      return order && { order, attempt: order.payments.find((p) => p.id === attemptId)! };
    },
    list: async ({ states, since, before, limit }) =>
      [...orders.values()]
        .filter(
          (o) =>
            (!states || states.includes(o.state)) &&
            (!since || o.placedAt >= since) &&
            (!before || o.placedAt < before),
        )
        .sort(newestFirst)
        .slice(0, limit),
    listForCustomer: async (customerId, limit) =>
      [...orders.values()]
        .filter((o) => o.customerId === customerId)
        .sort(newestFirst)
        .slice(0, limit),
    listExpired: async (now, limit) =>
      [...orders.values()]
        .filter((o) => o.state === 'pending_payment' && o.expiresAt !== null && o.expiresAt.getTime() <= now.getTime())
        .sort(
          (a, b) =>
            a.expiresAt!.getTime() - b.expiresAt!.getTime() ||
            a.placedAt.getTime() - b.placedAt.getTime() ||
            a.number.localeCompare(b.number),
        )
        .slice(0, limit),
    change: async (c) => {
      if (!canApply(c)) return false;
      apply(c);
      return true;
    },
    addPayment: async (orderId, { method, amount, at }) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const attempt: PaymentAttempt = {
        id: randomUUID(),
        method,
        state: 'created',
        amount,
        reference: null,
        flagged: false,
        createdAt: at,
        updatedAt: at,
      };
      orders.set(orderId, { ...order, payments: [...order.payments, attempt] });
      return attempt;
    },
    changePayment: async (c) => {
      const order = holding(c.attemptId);
      const attempt = order?.payments.find((p) => p.id === c.attemptId);
      if (!order || !attempt || attempt.state !== c.from) return false;
      if (c.order && !canApply(c.order)) return false;
      replaceAttempt(order, {
        ...attempt,
        state: c.to,
        updatedAt: c.at,
        reference: c.reference ?? attempt.reference,
        flagged: c.flagged ?? attempt.flagged,
      });
      events.record(happeningOfPayment(c), order, c.at);
      if (c.order) apply(c.order);
      return true;
    },
    history: async (orderId) => [...(audit.get(orderId) ?? [])],
  };
};
