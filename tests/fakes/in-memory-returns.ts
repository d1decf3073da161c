import type { EvidencePicture, OrderRewards, ReturnAudit, ReturnStore } from '../../core/returns/ports';
import { returnNumber, type Return, type ReturnRefund } from '../../core/returns/return';
import type { OrderState } from '../../core/orders/order-state';
import type { NewOrder } from '../../core/orders/ports';
import { ZERO } from '../../core/shared/money';

/** What the fake keeps besides the returns: the order's state, stock, credit, points, events and audit. */
export type ReturnWorld = {
  readonly orders: Map<string, { number: string; state: OrderState }>;
  readonly stock: Map<string, { onSale: number; damaged: number }>;
  readonly credit: Map<string, { balance: number; pending: number }>;
  readonly points: Map<string, number>;
  readonly events: { type: string; returnId: string }[];
  readonly audits: ReturnAudit[];
  /** Exchanges' replacement orders, by their numbers. */
  readonly replacements: Map<string, NewOrder>;
  rewards: OrderRewards;
};

/** An in-memory ReturnStore over one world, behaving as the SQL one does (its contract suite holds for both). */
export const inMemoryReturns = (world: ReturnWorld): ReturnStore & { readonly world: ReturnWorld } => {
  const returns = new Map<string, Return>();
  const pictures = new Map<string, EvidencePicture & { returnId: string }>();
  const refunds = new Map<string, ReturnRefund>();
  const set = (r: Return) => returns.set(r.id, r);
  const guarded = (id: string, from: string) => {
    const r = returns.get(id);
    return r && r.state === from ? r : null;
  };
  const creditOf = (id: string) => world.credit.get(id) ?? { balance: 0, pending: 0 };
  return {
    world,
    add: async (r, pics) => {
      const known = returns.get(r.id);
      if (known) return known;
      const order = world.orders.get(r.orderId)!;
      const sequence = [...returns.values()].filter((x) => x.orderId === r.orderId).length + 1;
      const { requestedAt, ...rest } = r;
      const stored: Return = {
        ...rest,
        number: returnNumber(order.number, sequence),
        orderNumber: order.number,
        state: 'requested',
        lines: r.lines.map((l) => ({ ...l, back: null })),
        evidence: pics.map(({ id, contentType, size }) => ({ id, contentType, size })),
        instructions: null,
        rejection: null,
        steps: { requestedAt, approvedAt: null, rejectedAt: null, receivedAt: null, refundedAt: null },
        refunds: [],
        replacementOrderNumber: null,
      };
      set(stored);
      for (const p of pics) pictures.set(p.id, { ...p, returnId: r.id });
      world.events.push({ type: 'return-requested', returnId: r.id });
      return stored;
    },
    find: async (id) => returns.get(id) ?? null,
    findByNumber: async (number) => [...returns.values()].find((r) => r.number === number) ?? null,
    listForOrder: async (orderId) => [...returns.values()].filter((r) => r.orderId === orderId),
    list: async ({ states, flagged, limit }) =>
      [...returns.values()]
        .filter((r) => !states || states.length === 0 || states.includes(r.state))
        .filter((r) => !flagged || r.refunds.some((f) => f.state === 'flagged'))
        .reverse()
        .slice(0, limit),
    picture: async (returnId, id) => {
      const p = pictures.get(id);
      return p && p.returnId === returnId ? { contentType: p.contentType, bytes: p.bytes } : null;
    },
    answer: async ({ returnId, to, text, at, audit }) => {
      const r = guarded(returnId, 'requested');
      if (!r) return false;
      const steps = to === 'approved' ? { approvedAt: at } : { rejectedAt: at };
      set({
        ...r,
        state: to,
        ...(to === 'approved' ? { instructions: text } : { rejection: text }),
        steps: { ...r.steps, ...steps },
      });
      world.audits.push(audit);
      world.events.push({ type: `return-${to}`, returnId });
      return true;
    },
    approveExchange: async ({ returnId, text, at, audit }) => {
      const r = guarded(returnId, 'requested');
      if (!r) return { kind: 'moved' };
      const wanted = new Map<string, number>();
      for (const l of r.lines)
        if (l.exchangeSku) wanted.set(l.exchangeSku, (wanted.get(l.exchangeSku) ?? 0) + l.quantity);
      const short = [...wanted].filter(([sku, q]) => (world.stock.get(sku)?.onSale ?? 0) < q).map(([sku]) => sku);
      if (short.length > 0) return { kind: 'short', skus: short };
      for (const [sku, q] of wanted)
        world.stock.set(sku, { ...world.stock.get(sku)!, onSale: world.stock.get(sku)!.onSale - q });
      set({ ...r, state: 'approved', instructions: text, steps: { ...r.steps, approvedAt: at } });
      world.audits.push(audit);
      world.events.push({ type: 'return-approved', returnId });
      return { kind: 'approved' };
    },
    receive: async ({ returnId, backs, at, audit, replacement }) => {
      const r = guarded(returnId, 'approved');
      if (!r) return false;
      const replacementOrderNumber = replacement ? `FO-2026-${String(900_001 + world.replacements.size)}` : null;
      if (replacement && replacementOrderNumber) world.replacements.set(replacementOrderNumber, replacement);
      const lines = r.lines.map((l) => ({ ...l, back: backs.get(l.sku) ?? ('on-sale' as const) }));
      for (const l of lines) {
        const s = world.stock.get(l.sku) ?? { onSale: 0, damaged: 0 };
        world.stock.set(l.sku, {
          onSale: s.onSale + (l.back === 'on-sale' ? l.quantity : 0),
          damaged: s.damaged + (l.back === 'damaged' ? l.quantity : 0),
        });
      }
      const state = replacement ? 'exchanged' : 'received';
      set({ ...r, state, lines, steps: { ...r.steps, receivedAt: at }, replacementOrderNumber });
      world.audits.push(audit);
      world.events.push({ type: 'return-received', returnId });
      return true;
    },
    refund: async ({ refund, from, order, credit, audit }) => {
      const earlier = refunds.get(refund.id);
      if (earlier) return { kind: 'repeat', refund: earlier };
      const r = guarded(refund.returnId, from);
      const o = r && world.orders.get(r.orderId);
      if (!r || !o || o.state !== order.from) return { kind: 'moved' };
      o.state = order.to;
      refunds.set(refund.id, refund);
      set({ ...r, state: 'refunded', refunds: [...r.refunds, refund], steps: { ...r.steps, refundedAt: refund.at } });
      if (credit.restore) {
        const c = creditOf(credit.restore.customerId);
        world.credit.set(credit.restore.customerId, { ...c, balance: c.balance + credit.restore.amount });
      }
      if (credit.clawback) {
        const c = creditOf(credit.clawback.referrerId);
        const taken = Math.min(c.balance, credit.clawback.amount);
        world.credit.set(credit.clawback.referrerId, {
          balance: c.balance - taken,
          pending: c.pending + credit.clawback.amount - taken,
        });
      }
      for (const p of credit.points) world.points.set(p.customerId, (world.points.get(p.customerId) ?? 0) - p.points);
      world.audits.push(audit);
      world.events.push({ type: 'return-refunded', returnId: r.id });
      return { kind: 'refunded', refund };
    },
    findRefund: async (id) => refunds.get(id) ?? null,
    rewardsOf: async () => world.rewards,
    pendingRefunds: async (limit) =>
      [...refunds.values()]
        .filter((f) => f.state === 'pending')
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .slice(0, limit)
        .map((refund) => {
          const r = returns.get(refund.returnId)!;
          return { refund, returnNumber: r.number, orderId: r.orderId };
        }),
    settleRefund: async ({ refundId, to, audit }) => {
      const refund = refunds.get(refundId);
      if (!refund || refund.state !== 'pending') return false;
      const settled = { ...refund, state: to };
      refunds.set(refundId, settled);
      const r = returns.get(refund.returnId)!;
      set({ ...r, refunds: r.refunds.map((f) => (f.id === refundId ? settled : f)) });
      world.audits.push(audit);
      world.events.push({ type: 'return-refund-settled', returnId: r.id });
      return true;
    },
  };
};

/** An empty world: no orders, stock, credit or points, and an order that earned nothing. */
export const aReturnWorld = (): ReturnWorld => ({
  orders: new Map(),
  stock: new Map(),
  credit: new Map(),
  points: new Map(),
  events: [],
  audits: [],
  replacements: new Map(),
  rewards: { referralEarned: ZERO, referrerPoints: 0, buyerPoints: 0 },
});
