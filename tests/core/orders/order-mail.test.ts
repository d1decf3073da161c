import { describe, expect, it } from 'vitest';
import { dispatchEvents } from '../../../core/events/dispatch-events';
import { ORDER_HAPPENINGS, type OrderHappening } from '../../../core/events/ports';
import { CONFIRMATION_WAIT_MS, orderMailSubscriber } from '../../../core/orders/order-mail';
import { anAttempt, anOrder } from '../../builders/orders';
import type { Order } from '../../../core/orders/order';
import { inMemoryEventOutbox, recordingEventMailer } from '../../fakes/in-memory-events';
import { plainLinks } from './order-mail-dispatch';

const order = anOrder({ state: 'shipped', shipping: { tracking: 'SRV-778899' } });
const orders = { findById: async (id: string) => (id === order.id ? order : null) };
const AT = new Date('2026-11-23T15:00:00Z');
const eventOf = (type: OrderHappening['type'], id = 1): OrderHappening => ({
  id,
  type,
  orderId: order.id,
  orderNumber: order.number,
  occurredAt: AT,
});

describe('the order mail subscriber', () => {
  it('mails the confirmation, the payment approval, the tracking number and the cancellation, and nothing for the other events', async () => {
    const mailer = recordingEventMailer();
    const subscriber = orderMailSubscriber({
      orders,
      mailer,
      links: plainLinks,
      storeUrl: 'https://fornido.co',
      sandboxMethods: new Set(['sandbox-card']),
      sandboxProviders: new Set(['sandbox-card']),
      clock: { now: () => AT },
    });
    for (const [i, type] of ORDER_HAPPENINGS.entries()) await subscriber.handle(eventOf(type, i + 1));
    expect(mailer.sent.map((m) => [m.template, m.to])).toEqual([
      ['order-confirmation', 'camila@correo.co'],
      ['payment-approved', 'camila@correo.co'],
      ['order-shipped', 'camila@correo.co'],
      ['order-cancelled', 'camila@correo.co'],
      ['order-cancelled', 'camila@correo.co'],
    ]);
    expect(mailer.sent[3].text).toContain(`Cancelamos tu pedido ${order.number}.`);
    expect(mailer.sent[4].text).toContain(`Tu pedido ${order.number} se canceló porque no recibimos su pago`);
    expect(mailer.sent[2].text).toContain('Número de guía: SRV-778899');
    for (const mail of mailer.sent)
      expect(mail.text).toContain(`https://fornido.co/pedido/${order.number}/?firma=firma-${order.number}`);
  });

  it('mails once per event, however many times the event comes back', async () => {
    const mailer = recordingEventMailer();
    const subscriber = orderMailSubscriber({
      orders,
      mailer,
      links: plainLinks,
      storeUrl: 'https://fornido.co',
      sandboxMethods: new Set(['sandbox-card']),
      sandboxProviders: new Set(['sandbox-card']),
      clock: { now: () => AT },
    });
    await subscriber.handle(eventOf('placed', 7));
    await subscriber.handle(eventOf('placed', 7));
    await subscriber.handle(eventOf('placed', 8));
    expect(mailer.sent).toHaveLength(2);
  });

  it('throws when the mail service is down or the order cannot be read, so the dispatcher retries and then mails once', async () => {
    const mailer = recordingEventMailer();
    const outbox = inMemoryEventOutbox();
    const now = { value: AT };
    const subscriber = orderMailSubscriber({
      orders,
      mailer,
      links: plainLinks,
      storeUrl: 'https://fornido.co',
      sandboxMethods: new Set(['sandbox-card']),
      sandboxProviders: new Set(['sandbox-card']),
      clock: { now: () => AT },
    });
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const dispatch = dispatchEvents({
      outbox,
      subscribers: [subscriber],
      clock: { now: () => now.value },
      logger: silent,
    });
    outbox.record('placed', order, AT);
    outbox.record('placed', { id: 'no-such-order', number: 'FO-2026-999999' }, AT);
    mailer.failing = new Error('421 Service not available');
    expect(await dispatch()).toEqual({ delivered: 0, failed: 2, stuck: 0 });
    expect(outbox.all().map((e) => e.lastError)).toEqual([
      'mail: 421 Service not available',
      'mail: Order FO-2026-999999 of event 2 is missing',
    ]);
    mailer.failing = null;
    now.value = new Date(AT.getTime() + 10_000);
    expect(await dispatch()).toEqual({ delivered: 1, failed: 1, stuck: 0 });
    expect(mailer.sent.map((m) => m.subject)).toEqual([`Recibimos tu pedido ${order.number}`]);
  });

  it('says an order is a test when its method runs against a sandbox, before any try, or it has an attempt at one', async () => {
    const confirmationOf = async (placed: Order) => {
      const mailer = recordingEventMailer();
      const subscriber = orderMailSubscriber({
        orders: { findById: async () => placed },
        mailer,
        links: plainLinks,
        storeUrl: 'https://fornido.co',
        sandboxMethods: new Set(['sandbox-card']),
        sandboxProviders: new Set(['sandbox-card']),
        // The wait for a first payment is over: the confirmation goes out without one.
        clock: { now: () => new Date(placed.placedAt.getTime() + CONFIRMATION_WAIT_MS) },
      });
      await subscriber.handle(eventOf('placed'));
      return mailer.sent[0].text;
    };
    const NOTE = 'pago de prueba (modo sandbox)';
    expect(await confirmationOf(anOrder({ paymentMethod: 'sandbox-card', payments: [] }))).toContain(NOTE);
    const triedAtSandbox = anOrder({ payments: [anAttempt({ provider: 'sandbox-card' })] });
    expect(await confirmationOf(triedAtSandbox)).toContain(NOTE);
    expect(await confirmationOf(anOrder({ payments: [] }))).not.toContain(NOTE);
  });

  it("holds the confirmation of an order paid online until its first payment answers, so it states that payment's deadline", async () => {
    const placed = anOrder({ state: 'pending_payment', paymentMethod: 'cash', payments: [] });
    const now = { value: new Date(placed.placedAt.getTime() + 1_000) };
    const current = { order: placed };
    const mailer = recordingEventMailer();
    const subscriber = orderMailSubscriber({
      orders: { findById: async () => current.order },
      mailer,
      links: plainLinks,
      storeUrl: 'https://fornido.co',
      sandboxMethods: new Set(),
      sandboxProviders: new Set(),
      clock: { now: () => now.value },
    });
    expect(await subscriber.handle(eventOf('placed'))).toEqual({ later: new Date(now.value.getTime() + 1_000) });
    // The voucher is issued: due Monday night, days after the order's own thirty minutes.
    const monday = new Date('2026-11-24T04:59:59Z');
    const voucher = anAttempt({ method: 'cash', state: 'pending', expiresAt: monday });
    current.order = { ...placed, expiresAt: monday, payments: [voucher] };
    expect(await subscriber.handle(eventOf('placed'))).toBeUndefined();
    expect(mailer.sent[0].text).toContain(
      'Tu pedido queda reservado hasta el lunes 23 de noviembre a las 11:59 p. m. (hora de Colombia)',
    );
    // Never longer than the wait: an order nobody starts paying is confirmed with its own deadline.
    current.order = placed;
    now.value = new Date(placed.placedAt.getTime() + CONFIRMATION_WAIT_MS - 500);
    expect(await subscriber.handle(eventOf('placed', 2))).toEqual({
      later: new Date(placed.placedAt.getTime() + CONFIRMATION_WAIT_MS),
    });
    now.value = new Date(placed.placedAt.getTime() + CONFIRMATION_WAIT_MS);
    expect(await subscriber.handle(eventOf('placed', 2))).toBeUndefined();
    expect(mailer.sent[1].text).toContain('Tu pedido queda reservado hasta hoy a las 9:35 a. m. (hora de Colombia)');
  });
});
