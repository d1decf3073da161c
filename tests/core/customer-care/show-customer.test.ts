import { describe, expect, it } from 'vitest';
import { listCustomers, showCustomer, type CustomerRecordDeps } from '../../../core/customer-care/show-customer';
import type { Email } from '../../../core/people/email';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { aCashOnDeliveryOrder, aKey, aNewOrder, anOrderLine, NO_CAPS } from '../../adapters/persistence/order-fixtures';
import { aCustomer, anAddress } from '../../builders/customers';
import { anOrderBuyer } from '../../builders/orders';
import { inMemoryCustomerStore } from '../../fakes/in-memory-accounts';
import { inMemoryLoyalty } from '../../fakes/in-memory-loyalty';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';

const setUp = async () => {
  const customers = inMemoryCustomerStore();
  const orders = inMemoryOrderStore(new Map([['SKU-1', 50]]));
  const loyalty = inMemoryLoyalty();
  const deps: CustomerRecordDeps = {
    customers,
    orders,
    loyalty: loyalty.store,
    giftCredit: { statement: async () => ({ balance: pesos(15_000), pending: pesos(0), lines: [] }) },
    policy: defaultPolicy,
  };
  const referrer = aCustomer({ name: 'Beto Referidor', email: 'beto@correo.co' as Email });
  const camila = aCustomer({
    email: 'camila@correo.co' as Email,
    documentType: 'CC',
    documentNumber: '1020304050',
    phone: '3001234567',
    referredBy: referrer.id,
    marketingConsent: true,
    marketingConsentAt: new Date('2026-11-22T11:58:00Z'),
    marketingConsentSource: 'sign-up',
  });
  for (const c of [referrer, camila]) await customers.create(c);
  await customers.saveAddress(camila.id, anAddress({ isDefault: true }));
  await customers.create(aCustomer({ referredBy: camila.id }));
  const place = (over: Parameters<typeof aNewOrder>[1]) =>
    orders.place(aNewOrder([anOrderLine('SKU-1', 1)], over), aKey(), NO_CAPS);
  await place({
    customerId: camila.id,
    buyer: anOrderBuyer({ email: camila.email }),
    placedAt: new Date('2026-10-01T12:00:00Z'),
  });
  await place({ buyer: anOrderBuyer({ email: 'Camila@Correo.co' }), placedAt: new Date('2026-10-02T12:00:00Z') });
  await place({ buyer: anOrderBuyer({ email: 'camila@correo.com' }), placedAt: new Date('2026-10-03T12:00:00Z') });
  await orders.place(
    aCashOnDeliveryOrder([anOrderLine('SKU-1', 1)], {
      referrerId: camila.id,
      buyer: anOrderBuyer({ email: 'amiga@correo.co' }),
    }),
    aKey(),
    NO_CAPS,
  );
  await loyalty.store.record([
    { customerId: camila.id, orderId: null, reason: 'adjustment', points: 620, at: new Date() },
  ]);
  return { deps, camila, customers };
};

describe("an operator's view of a customer", () => {
  it('finds them by phone, document or e-mail however typed, with their addresses, orders, credit, level, referrals and consent', async () => {
    const { deps, camila } = await setUp();
    for (const key of ['+57 300 123 4567', '1.020.304.050', ' CAMILA@correo.co ']) {
      const shown = await showCustomer(deps)(key);
      if (!shown.ok) throw new Error(shown.error.message);
      const r = shown.value;
      expect(r.account).toMatchObject({ id: camila.id, email: 'camila@correo.co', since: camila.createdAt });
      expect(r.account).not.toHaveProperty('passwordHash');
      expect(r.addresses).toHaveLength(1);
      // Their account's order and the guest order with their e-mail (any case), not a look-alike address's.
      expect(r.orders.map((o) => o.placedAt.toISOString().slice(0, 10))).toEqual(['2026-10-02', '2026-10-01']);
      expect(r.giftCredit).toEqual({ balance: 15_000, pending: 0 });
      expect(r.loyalty).toMatchObject({ points: 620, progress: { level: { name: 'Plata' }, next: { name: 'Oro' } } });
      expect(r.referrals).toEqual({
        referredBy: { name: 'Beto Referidor', email: 'beto@correo.co' },
        accounts: 1,
        buyers: 1,
      });
      expect(r.consent).toEqual({
        privacyAt: camila.privacyConsentAt,
        marketing: true,
        marketingAt: camila.marketingConsentAt,
        marketingSource: 'sign-up',
      });
    }
  });

  it('refuses a key nobody has, one two customers share, and a text too short', async () => {
    const { deps, customers } = await setUp();
    await customers.create(aCustomer({ phone: '3001234567' }));
    expect(await showCustomer(deps)('nadie@correo.co')).toMatchObject({
      ok: false,
      error: {
        kind: 'customer-not-found',
        message: 'No customer has the e-mail, document or phone "nadie@correo.co".',
      },
    });
    expect(await showCustomer(deps)('300 123 4567')).toMatchObject({
      ok: false,
      error: { kind: 'ambiguous-customer', message: '2 customers share "300 123 4567": show one by its e-mail.' },
    });
    expect(await showCustomer(deps)('ab')).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('lists the customers a part of their name finds, newest first', async () => {
    const { deps } = await setUp();
    const found = await listCustomers(deps)('RODRÍGUEZ', 10);
    expect(found.ok && found.value.map((c) => c.email)).toEqual(expect.arrayContaining(['camila@correo.co']));
    expect(await listCustomers(deps)('  x ', 10)).toMatchObject({ ok: false });
  });
});
