import { randomUUID } from 'node:crypto';
import { orderNumber, type Order } from '../../core/orders/order';
import { interrupted, UNANSWERED, type PaymentAttempt } from '../../core/payments/attempt';
import { AT_THE_DOOR } from '../../core/payments/gateways';
import type { AuditEntry, OrderChange, OrderStore } from '../../core/orders/ports';
import { type AttemptDetails, type PaymentAttemptStore, type StoredAttempt } from '../../core/payments/ports';
import { bogotaDateOf } from '../../core/shared/bogota-time';
import { happeningOfChange, happeningOfPayment } from '../../core/orders/order-happenings';
import { isClaimableBy } from '../../core/orders/claim-orders';
import type { HappeningLog } from './in-memory-events';
import { matchesOrderQuery } from './order-query-match';

const newestFirst = (a: Order, b: Order) =>
  b.placedAt.getTime() - a.placedAt.getTime() || b.number.localeCompare(a.number);

/** The store's own bookkeeping of an attempt, besides what PaymentAttempt shows: the order it pays, the order it was
 * made in (the SQL `seq`) and the claim's stamp. */
type AttemptRow = { readonly orderId: string; readonly seq: number; checkedAt: Date | null };

const OPEN = new Set(['created', 'pending']);

/** A new attempt as the SQL store starts it: nothing known beyond its method, provider and amount. */
const freshAttempt = (
  a: Pick<PaymentAttempt, 'method' | 'provider' | 'state' | 'amount'>,
  at: Date,
): PaymentAttempt => ({
  id: randomUUID(),
  ...a,
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

/** An attempt with a provider's details applied: a detail left out keeps its value, as the SQL store's columns do. */
const withDetails = (p: PaymentAttempt, d: AttemptDetails): PaymentAttempt => ({
  ...p,
  ...(d.reference !== undefined && { reference: d.reference }),
  ...(d.action !== undefined && { action: d.action }),
  ...(d.expiresAt !== undefined && { expiresAt: d.expiresAt }),
  ...(d.reason !== undefined && { reason: d.reason }),
  ...(d.message !== undefined && { message: d.message }),
  ...(d.providerMessageId !== undefined && { providerMessageId: d.providerMessageId }),
  ...(d.flagged !== undefined && { flagged: d.flagged }),
});

export type InMemoryOrderStore = OrderStore & { readonly attempts: PaymentAttemptStore };

/** Orders and their payment attempts in memory over a stock map (sku → units on sale; a sku missing from it cannot be
 * sold), with the SQL stores' rules: all-or-nothing reservations, one order per idempotency key, moves guarded by the
 * state they expect, one attempt per (provider, reference), claims that stamp what they take. Each method does its
 * work without awaiting in between, so calls running "at once" are atomic like transactions. */
export const inMemoryOrderStore = (
  stock: Map<string, number>,
  events: HappeningLog = { record: () => undefined },
): InMemoryOrderStore => {
  const orders = new Map<string, Order>();
  /** Idempotency key → the order it placed and who placed it. */
  const keys = new Map<string, { orderId: string; placedBy: string }>();
  /** Who placed each order, from where: what the caps on open orders count. */
  const placers = new Map<string, { email: string; document: string; phone: string; ip: string }>();
  const audit = new Map<string, AuditEntry[]>();
  const rows = new Map<string, AttemptRow>();
  let sequence = 0;
  let attemptSeq = 0;

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
  const track = (orderId: string, attempt: PaymentAttempt) =>
    rows.set(attempt.id, { orderId, seq: ++attemptSeq, checkedAt: null });
  const stored = (attemptId: string): StoredAttempt | null => {
    const row = rows.get(attemptId);
    const order = row && orders.get(row.orderId);
    const attempt = order?.payments.find((p) => p.id === attemptId);
    return order && attempt ? { orderId: order.id, orderNumber: order.number, attempt } : null;
  };
  const bySeq = (ids: Iterable<string>) =>
    [...ids].sort((a, b) => rows.get(a)!.seq - rows.get(b)!.seq).map((id) => stored(id)!);
  /** What the unique (provider, reference) index refuses: the reference of another attempt at the same provider. */
  const checkUnique = (attempt: PaymentAttempt) => {
    if (attempt.reference === null) return;
    for (const id of rows.keys()) {
      const other = stored(id)!.attempt;
      if (id !== attempt.id && other.provider === attempt.provider && other.reference === attempt.reference)
        throw new Error(`duplicate key: payment attempt ${attempt.provider} ${attempt.reference} exists`);
    }
  };
  const replaceAttempt = (attempt: PaymentAttempt) => {
    checkUnique(attempt);
    const order = orders.get(rows.get(attempt.id)!.orderId)!;
    orders.set(order.id, { ...order, payments: order.payments.map((p) => (p.id === attempt.id ? attempt : p)) });
  };

  const claim = (
    q: { readonly provider?: string; readonly checkedBefore: Date; readonly now: Date; readonly limit: number },
    which: (p: PaymentAttempt) => boolean,
  ) => {
    const taken = bySeq(rows.keys())
      .filter(({ attempt: p }) => {
        const checkedAt = rows.get(p.id)!.checkedAt;
        return (
          which(p) &&
          (checkedAt === null || checkedAt < q.checkedBefore) &&
          (q.provider === undefined || p.provider === q.provider)
        );
      })
      .sort((a, b) => a.attempt.createdAt.getTime() - b.attempt.createdAt.getTime())
      .slice(0, q.limit);
    for (const s of taken) rows.get(s.attempt.id)!.checkedAt = q.now;
    return taken;
  };

  const attempts: PaymentAttemptStore = {
    add: async (orderId, { method, provider, amount, at, request }) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const fresh = freshAttempt({ method, provider, state: 'created', amount }, at);
      const attempt = request
        ? { ...fresh, providerMessageId: request.messageId, action: request.action, expiresAt: request.expiresAt }
        : fresh;
      orders.set(orderId, { ...order, payments: [...order.payments, attempt] });
      track(orderId, attempt);
      return attempt;
    },
    find: async (attemptId) => stored(attemptId),
    findByReference: async (provider, reference) =>
      bySeq(rows.keys()).find((s) => s.attempt.provider === provider && s.attempt.reference === reference) ?? null,
    listByReference: async (reference) => bySeq(rows.keys()).filter((s) => s.attempt.reference === reference),
    claimOpen: async (q) =>
      claim(
        q,
        (p) =>
          OPEN.has(p.state) &&
          (p.reference !== null ||
            (q.interruptedBefore !== undefined && interrupted(p) && p.createdAt <= q.interruptedBefore)) &&
          (q.since === undefined || p.createdAt >= q.since) &&
          (q.attemptId === undefined || p.id === q.attemptId),
      ),
    claimUnanswered: async (q) =>
      claim(
        q,
        (p) =>
          p.state === 'failed' &&
          p.reason === UNANSWERED &&
          p.providerMessageId !== null &&
          p.expiresAt !== null &&
          p.expiresAt <= q.now,
      ),
    listAwaiting: async (limit) =>
      bySeq(rows.keys())
        .filter(
          ({ attempt: p }) =>
            p.provider !== AT_THE_DOOR && (OPEN.has(p.state) || (p.state === 'failed' && p.reason === UNANSWERED)),
        )
        .slice(0, limit),
    record: async (attemptId, details, at) => {
      const found = stored(attemptId);
      if (found) replaceAttempt({ ...withDetails(found.attempt, details), updatedAt: at });
    },
  };

  return {
    attempts,
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
      const first = firstPayment ? [freshAttempt(firstPayment, at)] : [];
      const order: Order = {
        ...rest,
        id: randomUUID(),
        number: orderNumber(bogotaDateOf(at).year, sequence),
        payments: first,
      };
      orders.set(order.id, order);
      for (const attempt of first) track(order.id, attempt);
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
    list: async (query) =>
      [...orders.values()]
        .filter((o) => matchesOrderQuery(o, query))
        .sort(newestFirst)
        .slice(0, query.limit),
    listForCustomer: async (customerId, limit) =>
      [...orders.values()]
        .filter((o) => o.customerId === customerId)
        .sort(newestFirst)
        .slice(0, limit),
    listReferredBuyers: async (referrerId, limit) => {
      const firsts = new Map<string, Order>();
      const oldestFirst = [...orders.values()]
        .filter((o) => o.referrerId === referrerId && o.state !== 'cancelled')
        .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.number.localeCompare(b.number));
      for (const o of oldestFirst) {
        const person = o.customerId ?? o.buyer.email.toLowerCase();
        if (!firsts.has(person)) firsts.set(person, o);
      }
      return [...firsts.values()]
        .sort(newestFirst)
        .slice(0, limit)
        .map((o) => ({ customerId: o.customerId, name: o.buyer.name, firstOrderAt: o.placedAt }));
    },
    claimGuestOrders: async ({ customerId, email, at }) => {
      const claimed = [...orders.values()]
        .filter((o) => isClaimableBy(o, email))
        .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.number.localeCompare(b.number));
      for (const order of claimed) {
        orders.set(order.id, { ...order, customerId });
        const detail = `attached to customer ${customerId} after the email ${email} was verified`;
        audit
          .get(order.id)
          ?.push({ actor: 'cliente', action: 'claim', at, before: order.state, after: order.state, detail });
        events.record('claimed', order, at);
      }
      return claimed.map((o) => o.number);
    },
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
    changePayment: async (c) => {
      const found = stored(c.attemptId);
      if (!found || found.attempt.state !== c.from) return false;
      if (c.order && !canApply(c.order)) return false;
      replaceAttempt({ ...withDetails(found.attempt, c.details ?? {}), state: c.to, updatedAt: c.at });
      const order = orders.get(found.orderId)!;
      events.record(happeningOfPayment(c), order, c.at);
      // The hold only ever lengthens an unpaid order's expiry (SQL: GREATEST), and never gives one to an order without.
      if (c.holdUntil && order.state === 'pending_payment' && order.expiresAt !== null && c.holdUntil > order.expiresAt)
        orders.set(order.id, { ...order, expiresAt: c.holdUntil });
      if (c.order) apply(c.order);
      return true;
    },
    history: async (orderId) => [...(audit.get(orderId) ?? [])],
    note: async (orderId, entry) => void audit.get(orderId)?.push(entry),
  };
};
