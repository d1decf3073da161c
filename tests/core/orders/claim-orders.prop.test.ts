import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEmail, type Email } from '../../../core/people/email';
import { isClaimableBy, orderClaimSubscriber } from '../../../core/orders/claim-orders';
import { aCustomer } from '../../builders/customers';
import { anOrderBuyer } from '../../builders/orders';
import { aNewOrder, anOrderLine, NO_CAPS } from '../../adapters/persistence/order-fixtures';
import { inMemoryCustomerStore } from '../../fakes/in-memory-accounts';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';

const email = (raw: string) => {
  const parsed = parseEmail(raw);
  if (!parsed.ok) throw new Error(raw);
  return parsed.value;
};
const emails = fc.emailAddress().filter((e) => parseEmail(e).ok);
const casing = fc.array(fc.boolean(), { minLength: 1, maxLength: 80 });
const reCase = (text: string, upper: readonly boolean[]) =>
  [...text].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');

describe('isClaimableBy', () => {
  it('claims a guest order whose email is the verified one however it was typed (case, spaces)', () => {
    fc.assert(
      fc.property(emails, casing, (raw, upper) => {
        const verified = email(raw);
        const typed = ` ${reCase(raw, upper)} `;
        expect(isClaimableBy({ customerId: null, buyer: anOrderBuyer({ email: typed }) }, verified)).toBe(true);
      }),
    );
  });

  it('never claims an order of another email, nor an order that already has an account', () => {
    fc.assert(
      fc.property(emails, emails, (a, b) => {
        fc.pre(email(a) !== email(b));
        expect(isClaimableBy({ customerId: null, buyer: anOrderBuyer({ email: b }) }, email(a))).toBe(false);
        expect(isClaimableBy({ customerId: 'otra', buyer: anOrderBuyer({ email: a }) }, email(a))).toBe(false);
      }),
    );
  });
});

describe('orderClaimSubscriber', () => {
  const setUp = async (verifiedAt: Date | null) => {
    const customers = inMemoryCustomerStore();
    const orders = inMemoryOrderStore(new Map([['W', 10]]));
    const owner = aCustomer({ email: 'ana@correo.co' as Email, emailVerifiedAt: verifiedAt });
    await customers.create(owner);
    const placed = await orders.place(
      aNewOrder([anOrderLine('W', 1)], { buyer: anOrderBuyer({ email: 'ana@correo.co' }) }),
      'k',
      NO_CAPS,
    );
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    const subscriber = orderClaimSubscriber({
      orders,
      customers,
      clock: { now: () => new Date('2026-11-23T00:00:00Z') },
    });
    const event = {
      id: 1,
      type: 'placed' as const,
      orderId: placed.order.id,
      orderNumber: placed.order.number,
      occurredAt: placed.order.placedAt,
    };
    return { orders, owner, subscriber, event, id: placed.order.id };
  };

  it("attaches a guest order placed later with a verified account's email, once however often it is delivered", async () => {
    const { orders, owner, subscriber, event, id } = await setUp(new Date('2026-11-20T00:00:00Z'));
    await subscriber.handle(event);
    await subscriber.handle(event);
    expect((await orders.findById(id))!.customerId).toBe(owner.id);
    expect((await orders.history(id)).filter((a) => a.action === 'claim')).toHaveLength(1);
  });

  it('leaves it a guest order while the account has not verified the email', async () => {
    const { orders, subscriber, event, id } = await setUp(null);
    await subscriber.handle(event);
    expect((await orders.findById(id))!.customerId).toBeNull();
  });
});
