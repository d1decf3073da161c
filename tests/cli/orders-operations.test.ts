import { userInfo } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../core/orders/order';
import { SANDBOX_CARDS } from '../../core/payments/sandbox-card';
import { formatPesos } from '../../core/shared/format';
import { cliStore } from './support/cli-store';
import { placeAnOrder, startPaying } from './support/orders';

const { fornido, withStoreAt, configure } = cliStore('fornido-cli-orders-ops-');
configure({ PAYMENT_METHODS: 'sandbox-card,cash-on-delivery' });

const OLGA = {
  name: 'Olga Mora',
  email: 'Olga.Mora@example.com',
  documentNumber: '52000111',
  phone: '311 555 0000',
  departmentCode: '05',
  municipalityCode: '05088',
};
let cod: Order;
let paid: Order;

const numbersOf = (stdout: string) => (JSON.parse(stdout) as Order[]).map((o) => o.number);

describe('fornido orders: search, filters, packing', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    [cod, paid] = await withStoreAt({ at: new Date() }, async (c) => {
      const first = await placeAnOrder(c, {
        paymentMethod: 'cash-on-delivery',
        sku: 'BSN-SY6-2LB-CHOC',
        quantity: 2,
        prefix: 'cli-ops',
        buyer: OLGA,
      });
      const second = await placeAnOrder(c, {
        paymentMethod: 'sandbox-card',
        sku: 'CE-C4O-195G-FRR',
        prefix: 'cli-ops',
      });
      const card = { kind: 'card', token: SANDBOX_CARDS.approved, installments: 1 };
      return [first, (await startPaying(c, second, 'sandbox-card', card)).order];
    });
  }, 120_000);

  it('finds orders by phone, document, e-mail or number however typed, and filters by method, city and Bogotá days', async () => {
    for (const text of ['+57 311 555 0000', '52.000.111', 'olga.mora@', cod.number.toLowerCase()]) {
      const found = await fornido('orders', 'list', '--search', text, '--json');
      expect(found.code, found.stderr).toBe(0);
      expect(numbersOf(found.stdout), text).toEqual([cod.number]);
    }
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const bello = await fornido('orders', 'list', '--city', 'bello', '--from', today, '--to', today);
    expect(bello.stdout).toContain(cod.number);
    expect(bello.stdout).not.toContain(paid.number);
    expect(bello.stdout).toContain('1 order.');
    const card = await fornido('orders', 'list', '--method', 'sandbox-card', '--state', 'paid', '--json');
    expect(numbersOf(card.stdout)).toEqual([paid.number]);
    expect((await fornido('orders', 'list', '--to', '2020-01-01', '--method', 'nequi')).stdout).toBe(
      'No orders paid by nequi placed until 2020-01-01.\n',
    );
  });

  it('refuses a filter it cannot read with exit code 1 and the reason', async () => {
    const runs = await Promise.all([
      fornido('orders', 'list', '--method', 'bitcoin'),
      fornido('orders', 'list', '--city', 'Gotham'),
      fornido('orders', 'list', '--search', 'ab'),
      fornido('orders', 'list', '--from', '2026-03-02', '--to', '2026-03-01'),
    ]);
    expect(runs.map((r) => r.code)).toEqual([1, 1, 1, 1]);
    expect(runs[0].stderr).toContain('Unknown payment method "bitcoin".');
    expect(runs[1].stderr).toContain('No Colombian municipality is called "Gotham"');
    expect(runs[2].stderr).toContain('Search with at least 3 characters.');
    expect(runs[3].stderr).toContain('The last day (2026-03-01) comes before the first (2026-03-02).');
  });

  it('prepares an order once, prints its packing slip, shows it as JSON, tells the shopper live, and ships it', async () => {
    const prepared = await fornido('orders', 'prepare', cod.number);
    expect(prepared.code, prepared.stderr).toBe(0);
    expect(prepared.stdout).toBe(
      `${cod.number} is now preparing. Print its slip with "fornido orders slip ${cod.number}".\n`,
    );
    expect((await fornido('orders', 'prepare', cod.number)).stdout).toBe(
      `${cod.number} was already preparing; nothing changed.\n`,
    );
    const slip = await fornido('orders', 'slip', cod.number);
    expect(slip.stdout).toMatch(/^2\s+Syntha-6 \(.+\)\s+2 lb \/ Chocolate\s+BSN-SY6-2LB-CHOC$/m);
    expect(slip.stdout).toContain('  Olga Mora, phone 3115550000\n  Calle 10 # 43-20, Apto 501\n  Bello, Antioquia');
    expect(slip.stdout).toContain(`Cash to collect: ${formatPesos(cod.totals.total)} (cash on delivery)`);
    const shown = JSON.parse((await fornido('orders', 'show', cod.number, '--json')).stdout);
    expect(shown).toMatchObject({ number: cod.number, state: 'preparing' });
    expect(shown.history.at(-1)).toMatchObject({
      actor: userInfo().username,
      action: 'start-preparing',
      before: 'confirmed',
      after: 'preparing',
    });
    const events = JSON.parse((await fornido('events', 'list', '--json')).stdout) as {
      type: string;
      orderNumber: string;
      state: string;
    }[];
    expect(events.find((e) => e.type === 'preparing')).toMatchObject({ orderNumber: cod.number, state: 'delivered' });
    const shipped = await fornido('orders', 'ship', cod.number, '--tracking', 'SERV-445566');
    expect(shipped.stdout).toBe(`${cod.number} is now shipped (tracking SERV-445566).\n`);
    const mails = JSON.parse((await fornido('mail', 'list', '--to', 'olga.mora@example.com', '--json')).stdout);
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual([
      `Tu pedido ${cod.number} va en camino`,
      `Recibimos tu pedido ${cod.number}`,
    ]);
  });

  it('refuses to prepare an unpaid or shipped order, or print the slip of an unknown one', async () => {
    const again = await fornido('orders', 'prepare', cod.number);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Order ${cod.number} is shipped: it cannot start preparing.`);
    const unknown = await fornido('orders', 'slip', 'FO-2026-999999');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No order FO-2026-999999. List them with "fornido orders list".');
  });
});
