import { describe, expect, it } from 'vitest';
import type { OrderHappeningType } from '../../../core/events/ports';
import type { CreditLine, CreditStatement } from '../../../core/loyalty/credit-ports';
import {
  REFERRAL_CREDIT_MAIL_SUBSCRIBER,
  referralCreditMailSubscriber,
} from '../../../core/loyalty/referral-credit-mail';
import type { Order } from '../../../core/orders/order';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { aCustomer } from '../../builders/customers';
import { anOrder } from '../../builders/orders';
import { recordingEventMailer } from '../../fakes/in-memory-events';

const STORE = 'https://fornido.co';
const AT = new Date('2026-11-24T15:00:00Z');
const referrer = aCustomer({ name: 'Sofía Martínez Herrera', referralCode: 'SOFI7K2P' });

const happening = (type: OrderHappeningType, id = 7) => ({
  id,
  type,
  orderId: 'pedido-123',
  orderNumber: 'FO-2026-000123',
  occurredAt: AT,
});

const earnedLine = (orderNumber: string, amount: number): CreditLine => ({
  kind: 'earned',
  amount: pesos(amount),
  pending: pesos(0),
  orderNumber,
  reason: null,
  actor: null,
  at: AT,
});

/** The subscriber over one order and a referrer whose ledger reads `statement`. */
const setUp = (order: Order, statement: CreditStatement) => {
  const mailer = recordingEventMailer();
  const subscriber = referralCreditMailSubscriber({
    orders: { findById: async (id) => (id === order.id ? order : null) },
    customers: { findById: async (id) => (id === referrer.id ? referrer : null) },
    credit: {
      statement: async (id) => (id === referrer.id ? statement : { balance: pesos(0), pending: pesos(0), lines: [] }),
    },
    mailer,
    policy: defaultPolicy,
    storeUrl: STORE,
  });
  return { mailer, subscriber };
};

const paidReferred = () =>
  anOrder({
    id: 'pedido-123',
    number: 'FO-2026-000123',
    state: 'paid',
    referrerId: referrer.id,
    buyer: { name: 'Mateo Álvarez' },
  });

describe('the mail a referrer gets when a referred order earns them credit', () => {
  it('says how much they earned, their balance and the way to their account, and nothing of the friend', async () => {
    const order = paidReferred();
    const { mailer, subscriber } = setUp(order, {
      balance: pesos(60_000),
      pending: pesos(0),
      lines: [earnedLine(order.number, 45_465)],
    });
    await subscriber.handle(happening('payment-approved'));
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail.to).toBe(referrer.email);
    expect(mail.template).toBe('referral-credit');
    expect(mail.subject).toBe('Ganaste $ 45.465 por el pedido de un referido');
    expect(mail.text).toContain('¡Hola, Sofía!');
    expect(mail.text).toContain('Tu saldo de regalo ahora es $ 60.000.');
    expect(mail.text).toContain(`Ver mi saldo: ${STORE}/micuenta/`);
    expect(mail.text).toContain(`${STORE}/?ref=SOFI7K2P`);
    expect(mail.html).toContain(`href="${STORE}/micuenta/"`);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('Mateo');
      expect(part).not.toContain(order.number);
    }
  });

  it('mails once per credited order, however many times its event is delivered', async () => {
    const order = paidReferred();
    const { mailer, subscriber } = setUp(order, {
      balance: pesos(45_465),
      pending: pesos(0),
      lines: [earnedLine(order.number, 45_465)],
    });
    await subscriber.handle(happening('payment-approved'));
    await subscriber.handle(happening('payment-approved'));
    expect(mailer.sent).toHaveLength(1);
  });

  it('waits (throws, to be retried) while the rewards have not recorded the credit, then mails', async () => {
    const order = paidReferred();
    const statement = { balance: pesos(0), pending: pesos(0), lines: [] as CreditLine[] };
    const { mailer, subscriber } = setUp(order, statement);
    await expect(subscriber.handle(happening('payment-approved'))).rejects.toThrow(/not recorded yet/);
    expect(mailer.sent).toEqual([]);
    statement.lines.push(earnedLine(order.number, 45_465));
    statement.balance = pesos(45_465);
    await subscriber.handle(happening('payment-approved'));
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Ganaste $ 45.465 por el pedido de un referido']);
  });

  it('mails a cash-on-delivery referral when it is delivered, and nothing for other happenings or orders', async () => {
    const cod = anOrder({
      id: 'pedido-123',
      number: 'FO-2026-000123',
      paymentMethod: 'cash-on-delivery',
      state: 'delivered',
      referrerId: referrer.id,
    });
    const lines = [earnedLine(cod.number, 30_000)];
    const codSetUp = setUp(cod, { balance: pesos(30_000), pending: pesos(0), lines });
    for (const type of ['placed', 'payment-approved', 'shipped'] as const)
      await codSetUp.subscriber.handle(happening(type, 1));
    expect(codSetUp.mailer.sent).toEqual([]);
    await codSetUp.subscriber.handle(happening('delivered', 2));
    expect(codSetUp.mailer.sent).toHaveLength(1);

    const unreferred = setUp(anOrder({ id: 'pedido-123', state: 'paid' }), {
      balance: pesos(0),
      pending: pesos(0),
      lines: [],
    });
    await unreferred.subscriber.handle(happening('payment-approved'));
    const reversed = setUp(anOrder({ id: 'pedido-123', state: 'reversed', referrerId: referrer.id }), {
      balance: pesos(0),
      pending: pesos(0),
      lines,
    });
    await reversed.subscriber.handle(happening('payment-approved'));
    expect([...unreferred.mailer.sent, ...reversed.mailer.sent]).toEqual([]);
    expect(REFERRAL_CREDIT_MAIL_SUBSCRIBER).toBe('referral-credit-mail');
  });
});
