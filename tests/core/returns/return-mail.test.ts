import { describe, expect, it } from 'vitest';
import type { Handling } from '../../../core/events/ports';
import type { MailMessage } from '../../../core/mail/ports';
import { returnMailSubscriber } from '../../../core/returns/return-mail';
import { returnMail } from '../../../core/returns/return-mail-templates';
import { addBusinessDays } from '../../../core/shared/business-days';
import { formatPesos } from '../../../core/shared/format';
import { anActor, anAsk, aReturnsHarness, DELIVERED_ON } from './return-harness';

const ctx = { storeUrl: 'https://fornido.co', orderLink: 'https://fornido.co/pedido/FO-2026-000123/?firma=x' };
const owner = anActor('owner');
const me = { kind: 'customer', customerId: 'camila' } as const;

/** A return of one Whey taken through every step, and the return after each. */
const aReturnThroughItsSteps = async (over: { readonly transfer?: boolean } = {}) => {
  const h = aReturnsHarness();
  h.at(DELIVERED_ON);
  const asked = await h.request(me, anAsk(h.order.number));
  if (!asked.ok) throw new Error(asked.error.message);
  const number = asked.value.number;
  const approved = await h.approve(owner, { number, text: 'Envíalo por Servientrega a la Calle 10 # 43-12, Medellín' });
  const received = await h.receive(owner, { number, lines: [{ sku: 'WHEY', back: 'on-sale' }] });
  const manual = over.transfer ? { how: 'transfer' as const, reference: 'TRF-77' } : null;
  const refunded = await h.refund(owner, { number, manual });
  if (!approved.ok || !received.ok || !refunded.ok) throw new Error('a step failed');
  return { h, requested: asked.value, approved: approved.value, received: received.value, refunded: refunded.value };
};

describe('the mails of a return (issue 34)', () => {
  it('says in Spanish, with the return number, what happened and what comes next at each step', async () => {
    const s = await aReturnThroughItsSteps();
    const order = s.h.order;
    const n = s.requested.number;
    const requested = returnMail(ctx, order, s.requested, 'requested');
    expect(requested).toMatchObject({ to: order.buyer.email, template: 'return-requested' });
    expect(requested.subject).toBe(`Recibimos tu solicitud de devolución ${n}`);
    expect(requested.text).toContain('Te respondemos a más tardar el ');
    expect(requested.text).toContain(`(1 × Whey) del pedido ${order.number}`);
    expect(s.requested.answerBy).toEqual(addBusinessDays(DELIVERED_ON, 15));
    expect(returnMail(ctx, order, s.approved, 'approved').text).toContain(
      'Cómo enviarnos los productos: Envíalo por Servientrega a la Calle 10 # 43-12, Medellín',
    );
    expect(returnMail(ctx, order, s.received, 'received').subject).toBe(
      `Recibimos los productos de tu devolución ${n}`,
    );
    const refunded = returnMail(ctx, order, s.refunded, 'refunded');
    // What came back of what the order charged: a partial refund reads as one.
    const whole = order.totals.total + order.totals.giftCredit;
    expect(refunded.text).toContain(
      `Reembolsamos $ 100.000 de ${formatPesos(whole)} de tu pedido ${order.number}, por tu devolución ${n}.`,
    );
    expect(refunded.text).toMatch(
      /Reembolsamos \$ 100\.000 a tu medio de pago original\. Según tu banco, lo verás a más tardar el \d+ de \w+ de 2026\./,
    );
    expect(refunded.html).toContain(ctx.orderLink);
  });

  it('tells a refund by transfer with its reference, and a rejection with its reason', async () => {
    const s = await aReturnThroughItsSteps({ transfer: true });
    expect(returnMail(ctx, s.h.order, s.refunded, 'refunded').text).toContain(
      'Te transferimos $ 100.000 a tu cuenta bancaria (referencia TRF-77).',
    );
    const rejected = { ...s.requested, state: 'rejected' as const, rejection: 'El sello fue abierto' };
    expect(returnMail(ctx, s.h.order, rejected, 'rejected').text).toContain('El motivo: El sello fue abierto');
  });

  it('mails each event once, however often it is delivered', async () => {
    const s = await aReturnThroughItsSteps();
    const sent: MailMessage[] = [];
    const handled = new Set<string>();
    const mailer = {
      sendOnce: async (h: Handling, m: MailMessage) => {
        if (handled.has(`${h.eventId}:${h.subscriber}`)) return;
        handled.add(`${h.eventId}:${h.subscriber}`);
        sent.push(m);
      },
    };
    const links = { sign: async () => 'firma', verify: async () => true };
    const orders = { findById: async () => s.h.order };
    const subscriber = returnMailSubscriber({ returns: s.h.returns, orders, mailer, links, storeUrl: ctx.storeUrl });
    const events = s.h.world.events.map((e, i) => ({
      id: i + 1,
      type: e.type as 'return-requested',
      orderId: s.h.order.id,
      orderNumber: s.h.order.number,
      occurredAt: new Date(),
      returnId: e.returnId,
    }));
    for (const event of [...events, ...events]) await subscriber.handle(event);
    expect(sent.map((m) => m.template)).toEqual([
      'return-requested',
      'return-approved',
      'return-received',
      'return-refunded',
    ]);
  });

  it('tells a received exchange with its replacement order, linked to it', async () => {
    const h = aReturnsHarness();
    h.at(DELIVERED_ON);
    const lines = [{ sku: 'WHEY', quantity: 1, sealed: true, exchangeSku: 'WHEY-FRESA' }];
    const asked = await h.request(me, anAsk(h.order.number, { reason: 'cambio', lines }));
    if (!asked.ok) throw new Error(asked.error.message);
    const number = asked.value.number;
    await h.approve(owner, { number, text: 'Envíalo por Servientrega' });
    await h.receive(owner, { number, lines: [{ sku: 'WHEY', back: 'on-sale' }] });
    const sent: MailMessage[] = [];
    const subscriber = returnMailSubscriber({
      returns: h.returns,
      orders: { findById: async () => h.order },
      mailer: { sendOnce: async (_: Handling, m: MailMessage) => void sent.push(m) },
      links: { sign: async (n: string) => `firma-${n}`, verify: async () => true },
      storeUrl: ctx.storeUrl,
    });
    const received = h.world.events.findIndex((e) => e.type === 'return-received');
    const base = { orderId: h.order.id, orderNumber: h.order.number, occurredAt: new Date(), returnId: asked.value.id };
    await subscriber.handle({ ...base, id: received + 1, type: 'return-received' });
    const replacement = (await h.returns.find(asked.value.id))!.replacementOrderNumber!;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template: 'return-exchanged',
      subject: `Tu cambio ${number}: pedido ${replacement}`,
    });
    expect(sent[0].text).toContain(`Recibimos 1 × Whey de tu cambio ${number}.`);
    expect(sent[0].text).toContain(`Lo que elegiste va en el pedido ${replacement}, sin costo`);
    expect(sent[0].text).toContain(`firma-${replacement}`);
  });
});
