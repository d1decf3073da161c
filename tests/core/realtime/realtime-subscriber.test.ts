import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_HAPPENINGS, type OrderHappening } from '../../../core/events/ports';
import type { RealtimeMessage } from '../../../core/realtime/ports';
import { LIVE_UPDATE_LIFETIME_MS, liveUpdatesOf, realtimeSubscriber } from '../../../core/realtime/realtime-subscriber';

const happening = (over: Partial<OrderHappening> = {}): OrderHappening => ({
  id: 7,
  type: 'payment-approved',
  orderId: 'order-1',
  orderNumber: 'FO-2026-000123',
  // 00:30 on 1 December in UTC is still 30 November in Bogotá.
  occurredAt: new Date('2026-12-01T00:30:00Z'),
  ...over,
});

describe('live updates of an order happening', () => {
  it("tells the order's page, its customer's account and the operators' console that the payment and the order changed, and moves the month's ranking", () => {
    const update = { number: 'FO-2026-000123', happening: 'payment-approved', at: '2026-12-01T00:30:00.000Z' };
    expect(liveUpdatesOf(happening(), 'cust-9')).toEqual([
      { channel: 'private-order.FO-2026-000123', name: 'payment.updated', data: update },
      { channel: 'private-order.FO-2026-000123', name: 'order.updated', data: update },
      { channel: 'private-customer.cust-9', name: 'payment.updated', data: update },
      { channel: 'private-customer.cust-9', name: 'order.updated', data: update },
      { channel: 'private-operators', name: 'order.updated', data: update },
      { channel: 'ranking', name: 'ranking.updated', data: { month: '2026-11' } },
    ]);
  });

  it("tells a guest's order page and the operators' console only, and leaves the ranking alone when no points moved", () => {
    const update = { number: 'FO-2026-000123', happening: 'shipped', at: '2026-12-01T00:30:00.000Z' };
    expect(liveUpdatesOf(happening({ type: 'shipped' }), null)).toEqual([
      { channel: 'private-order.FO-2026-000123', name: 'order.updated', data: update },
      { channel: 'private-operators', name: 'order.updated', data: update },
    ]);
  });

  it("tells the order's page and its customer's account each step of a return, as the order's own news", () => {
    for (const type of [
      'return-requested',
      'return-approved',
      'return-rejected',
      'return-received',
      'return-refunded',
    ] as const) {
      const update = { number: 'FO-2026-000123', happening: type, at: '2026-12-01T00:30:00.000Z' };
      const sent = liveUpdatesOf(happening({ type, returnId: 'devolucion-1' }), 'cust-9');
      expect(sent, type).toContainEqual({
        channel: 'private-order.FO-2026-000123',
        name: 'order.updated',
        data: update,
      });
      expect(sent, type).toContainEqual({ channel: 'private-customer.cust-9', name: 'order.updated', data: update });
    }
  });

  it("tells the referrer's account that their credit moved when a referred order is paid, delivered, reversed or a return of it refunded, without the order", () => {
    const credit = {
      channel: 'private-customer.referente',
      name: 'credit.updated',
      data: { at: '2026-12-01T00:30:00.000Z' },
    };
    for (const type of ['payment-approved', 'delivered', 'reversed', 'return-refunded'] as const)
      expect(liveUpdatesOf(happening({ type }), null, 'referente'), type).toContainEqual(credit);
    for (const type of ['placed', 'shipped', 'cancelled'] as const)
      expect(
        liveUpdatesOf(happening({ type }), 'cust-9', 'referente').map((m) => m.name),
        type,
      ).not.toContain('credit.updated');
  });

  it("always tells the order channel and the operators' once, carries no personal data, and sends the ranking only when points moved", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_HAPPENINGS),
        fc.option(fc.uuid(), { nil: null }),
        fc.option(fc.uuid(), { nil: null }),
        (type, customer, referrer) => {
          const messages = liveUpdatesOf(happening({ type }), customer, referrer);
          expect(messages.some((m) => m.channel === 'private-order.FO-2026-000123' && m.name === 'order.updated')).toBe(
            true,
          );
          expect(messages.filter((m) => m.channel === 'private-operators').map((m) => m.name)).toEqual([
            'order.updated',
          ]);
          expect(messages.some((m) => m.channel === 'ranking')).toBe(
            ['payment-approved', 'delivered', 'reversed', 'return-refunded'].includes(type),
          );
          for (const m of messages)
            expect(Object.keys(m.data as object).sort()).toEqual(
              m.channel === 'ranking'
                ? ['month']
                : m.name === 'credit.updated'
                  ? ['at']
                  : ['at', 'happening', 'number'],
            );
        },
      ),
    );
  });
});

describe('the realtime subscriber', () => {
  const subscriber = (now: Date, sent: RealtimeMessage[][], customerId: string | null = 'cust-9') =>
    realtimeSubscriber({
      realtime: { send: async (m) => void sent.push([...m]) },
      orders: { findById: async () => ({ customerId, referrerId: 'referente' }) as never },
      clock: { now: () => now },
    });

  it("sends a fresh happening with the order's customer and referrer", async () => {
    const sent: RealtimeMessage[][] = [];
    await subscriber(new Date('2026-12-01T00:30:02Z'), sent).handle(happening());
    expect(sent).toHaveLength(1);
    expect(sent[0].map((m) => m.channel)).toContain('private-customer.cust-9');
    expect(sent[0]).toContainEqual(
      expect.objectContaining({ channel: 'private-customer.referente', name: 'credit.updated' }),
    );
  });

  it('sends nothing for a happening redelivered after its news went stale', async () => {
    const sent: RealtimeMessage[][] = [];
    const later = new Date(happening().occurredAt.getTime() + LIVE_UPDATE_LIFETIME_MS + 1);
    await subscriber(later, sent).handle(happening());
    expect(sent).toEqual([]);
  });

  it('lets a failure throw, so the outbox delivers the event again', async () => {
    const failing = realtimeSubscriber({
      realtime: { send: () => Promise.reject(new Error('realtime trigger refused: HTTP 503')) },
      orders: { findById: async () => null },
      clock: { now: () => happening().occurredAt },
    });
    await expect(failing.handle(happening())).rejects.toThrow('HTTP 503');
  });
});
