import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import type { Customer } from '../../core/customers/ports';
import type { Order } from '../../core/orders/order';
import type { Email } from '../../core/people/email';
import { pesos } from '../../core/shared/money';
import { aCustomer, anAddress } from '../builders/customers';
import { cliStore } from './support/cli-store';
import { placeAnOrder } from './support/orders';

const { fornido, withStoreAt } = cliStore('fornido-cli-customers-');
let marta: Customer;
let order: Order;

describe('fornido customers', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    marta = aCustomer({
      name: 'Marta Cliente',
      email: 'marta.cliente@example.com' as Email,
      documentType: 'CC',
      documentNumber: '43222333',
      phone: '3157778899',
      marketingConsent: true,
      marketingConsentAt: new Date('2026-02-03T20:30:00Z'),
      marketingConsentSource: 'account',
      createdAt: new Date('2026-02-01T15:00:00Z'),
    });
    order = await withStoreAt({ at: new Date() }, async (c) => {
      await c.get(T.customers).create(marta);
      await c.get(T.customers).saveAddress(marta.id, anAddress({ label: 'Oficina', isDefault: true }));
      await c
        .get(T.giftCredit)
        .adjust({ customerId: marta.id, amount: pesos(12_000), reason: 'Bienvenida', actor: 'ana', at: new Date() });
      await c
        .get(T.loyaltyStore)
        .record([{ customerId: marta.id, orderId: null, reason: 'adjustment', points: 2_100, at: new Date() }]);
      return placeAnOrder(c, {
        paymentMethod: 'cash-on-delivery',
        sku: 'BSN-SY6-2LB-CHOC',
        prefix: 'cli-customers',
        customerId: marta.id,
        buyer: { name: marta.name, email: marta.email },
      });
    });
  }, 120_000);

  it('shows a customer found by a phone typed with +57: account, address, orders, credit, level, referrals, consent', async () => {
    const shown = await fornido('customers', 'show', '+57 315 777 8899');
    expect(shown.code, shown.stderr).toBe(0);
    const out = shown.stdout;
    expect(out).toMatch(/^Customer:\s+Marta Cliente <marta\.cliente@example\.com> \(e-mail not verified\)$/m);
    expect(out).toMatch(/^Document:\s+CC 43222333$/m);
    expect(out).toMatch(/^Since:\s+2026-02-01 10:00 \(Bogota\)$/m);
    expect(out).toMatch(/^Gift credit:\s+\$ 12\.000$/m);
    expect(out).toMatch(/^Loyalty:\s+Oro, 2100 points, 2900 to Platino$/m);
    expect(out).toMatch(/^Referred by:\s+nobody$/m);
    expect(out).toMatch(/^Marketing:\s+yes, accepted \(given 2026-02-03 15:30 Bogota, in their account\)$/m);
    expect(out).toMatch(/^Oficina\s+/m);
    expect(out).toMatch(new RegExp(`^${order.number}\\s+.+\\s+confirmed\\s+\\$ [\\d.]+$`, 'm'));
  });

  it('shows the same record as JSON, found by document with dots, without the password hash', async () => {
    const shown = await fornido('customers', 'show', '43.222.333', '--json');
    expect(shown.code, shown.stderr).toBe(0);
    const record = JSON.parse(shown.stdout);
    expect(record).toMatchObject({
      account: { email: 'marta.cliente@example.com', since: '2026-02-01T15:00:00.000Z' },
      orders: [{ number: order.number, state: 'confirmed', total: order.totals.total }],
      giftCredit: { balance: 12_000, pending: 0 },
      loyalty: { points: 2_100, progress: { level: { name: 'Oro' } } },
      referrals: { referredBy: null, accounts: 0, buyers: 0 },
      consent: { marketing: true, marketingAt: '2026-02-03T20:30:00.000Z', marketingSource: 'account' },
    });
    expect(shown.stdout).not.toContain('passwordHash');
  });

  it('lists the customers a search finds, as a table and as JSON, and refuses what it cannot find', async () => {
    const listed = await fornido('customers', 'list', '--search', 'MARTA.CLI');
    expect(listed.stdout).toMatch(
      /^Marta Cliente\s+marta\.cliente@example\.com\s+CC 43222333\s+3157778899\s+2026-02-01$/m,
    );
    expect(listed.stdout).toContain('1 customer.');
    const json = await fornido('customers', 'list', '--search', 'marta cliente', '--json');
    expect(JSON.parse(json.stdout).map((c: { email: string }) => c.email)).toEqual(['marta.cliente@example.com']);
    const nobody = await fornido('customers', 'show', 'nadie@example.com');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No customer has the e-mail, document or phone "nadie@example.com".');
    expect((await fornido('customers', 'list', '--search', 'zz')).code).toBe(1);
  });
});
