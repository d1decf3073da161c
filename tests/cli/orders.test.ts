import { userInfo } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { T, type AppContainer } from '../../adapters/container';
import type { Order } from '../../core/orders/order';
import { SANDBOX_CARDS } from '../../core/payments/sandbox-card';
import { formatPesos } from '../../core/shared/format';
import { aBuyer } from '../core/checkout/checkout-harness';
import { cliStore } from './support/cli-store';
import { startPaying } from './support/orders';

const { fornido, withStoreAt, configure } = cliStore('fornido-cli-orders-');
// ePayco's card switched off, so the store's own test card is offered: orders paid online at once, with no provider.
configure({ PAYMENT_METHODS: 'sandbox-card,cash-on-delivery' });

const stockOf = async (c: AppContainer, skus: string[]) =>
  Object.fromEntries((await c.get(T.cartCatalogue).findVariantsBySku(skus)).map((v) => [v.sku, v.stock]));

const SKUS = {
  cod: 'BSN-SY6-2LB-CHOC',
  paid: 'CE-C4O-195G-FRR',
  pending: 'BSN-NOX-555G-UVA',
  stale: 'BSN-AMX-435G-SAN',
  forgotten: 'ON-GSW-2LB-VAIN',
};
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
const PLACED_COD = new Date('2026-03-02T14:05:00Z'); // 09:05 in Bogotá
const operator = userInfo().username;

let keys = 0;
/** Prices the order, then places it at the total shown, as the payment step does. */
const place = async (
  c: AppContainer,
  paymentMethod: string,
  sku: string,
  quantity: number,
  buyer = aBuyer(),
): Promise<Order> => {
  const lines = [{ sku, quantity }];
  const priced = await c.get(T.checkout).priceCheckout({
    lines,
    destination: MEDELLIN,
    shippingMethod: 'standard',
    paymentMethod,
  });
  if (!priced.ok) throw new Error(priced.error.message);
  const placed = await c.get(T.checkout).placeOrder({
    idempotencyKey: `cli-orders-${String(++keys).padStart(8, '0')}`,
    customerId: null,
    ip: '203.0.113.7',
    fingerprint: 'misma-solicitud',
    lines,
    buyer,
    shippingMethod: 'standard',
    paymentMethod,
    expectedTotal: priced.value.breakdown.total,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  return placed.value.order;
};

let orders: Record<keyof typeof SKUS, Order>;
let stockBefore: Record<string, number>;

// Each command opens the PGlite data dir (a second or more on a busy 2-core machine).
describe('fornido orders', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const clock = { at: PLACED_COD };
    orders = await withStoreAt(clock, async (c) => {
      stockBefore = await stockOf(c, Object.values(SKUS));
      const cod = await place(c, 'cash-on-delivery', SKUS.cod, 2);
      clock.at = new Date('2026-01-05T15:00:00Z');
      const olga = aBuyer({
        name: 'Olga Mora',
        email: 'olga@example.com',
        documentNumber: '52000111',
        phone: '3115550000',
      });
      const forgotten = await place(c, 'cash-on-delivery', SKUS.forgotten, 1, olga);
      clock.at = new Date(Date.now() - 2 * 3_600_000);
      const stale = await place(
        c,
        'sandbox-card',
        SKUS.stale,
        1,
        aBuyer({ name: 'Pedro Ruiz', email: 'pedro@example.com' }),
      );
      clock.at = new Date();
      const paid = await place(
        c,
        'sandbox-card',
        SKUS.paid,
        1,
        aBuyer({ name: 'Ana Díaz', email: 'ana@example.com', municipalityCode: '05088' }),
      );
      const card = { kind: 'card', token: SANDBOX_CARDS.approved, installments: 1 };
      const paidNow = (await startPaying(c, paid, 'sandbox-card', card)).order;
      // Placed two minutes ago: its confirmation no longer waits for a first payment (core/orders/order-mail.ts).
      clock.at = new Date(Date.now() - 2 * 60_000);
      const pending = await place(c, 'sandbox-card', SKUS.pending, 2);
      expect(await stockOf(c, [SKUS.pending])).toEqual({ [SKUS.pending]: stockBefore[SKUS.pending] - 2 });
      return { cod, stale, paid: paidNow, pending, forgotten };
    });
  }, 120_000);

  it('lists the newest orders with payment, total, buyer and city, filtered by state and day', async () => {
    const all = await fornido('orders', 'list');
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toMatch(/^NUMBER\s+PLACED \(BOGOTA\)\s+STATE\s+PAYMENT\s+TOTAL\s+BUYER\s+CITY$/m);
    const cod = orders.cod;
    expect(all.stdout).toMatch(
      new RegExp(
        `^${cod.number}\\s+2026-03-02 09:05\\s+confirmed\\s+cash-on-delivery/pending\\s+\\$ ${formatPesos(cod.totals.total).slice(2)}\\s+Laura Gómez <laura@example\\.com>\\s+Medellín$`,
        'm',
      ),
    );
    expect(all.stdout).toMatch(
      new RegExp(
        `^${orders.paid.number}\\s+.+\\s+paid\\s+sandbox-card/approved\\s+.+Ana Díaz <ana@example\\.com>\\s+Bello$`,
        'm',
      ),
    );
    expect(all.stdout.indexOf(orders.pending.number)).toBeLessThan(all.stdout.indexOf(cod.number));
    expect(all.stdout).toContain('5 orders.');
    const paid = await fornido('orders', 'list', '--status', 'paid', '--since', '2026-03-03');
    expect(paid.stdout).toContain(orders.paid.number);
    expect(paid.stdout).not.toContain(orders.pending.number);
    expect(paid.stdout).toContain('1 order.');
    expect((await fornido('orders', 'list', '--status', 'confirmed', '--since', '2026-03-03')).stdout).toBe(
      'No orders in state confirmed placed since 2026-03-03.\n',
    );
  });

  it('shows an online order with no payment attempt until the shopper pays, then only the attempt made', async () => {
    const pending = await fornido('orders', 'show', orders.pending.number);
    expect(pending.code, pending.stderr).toBe(0);
    expect(pending.stdout).toContain('No payment attempts.');
    const paid = await fornido('orders', 'show', orders.paid.number);
    expect(paid.code, paid.stderr).toBe(0);
    expect(paid.stdout).toMatch(/^ID\s+CREATED \(BOGOTA\)\s+METHOD\s+STATE\s+AMOUNT\s+REFERENCE\s+FLAGGED\n.+\n\n/m);
    expect(paid.stdout).toMatch(/\ssandbox-card\s+approved\s+\$ [\d.]+\s+SBX-\S+\s+no$/m);
    expect(paid.stdout).not.toMatch(/\screated\s/);
  });

  it('refuses an unknown state, an impossible day and a malformed order number with exit code 1, without opening the store', async () => {
    const [state, day, number] = await Promise.all([
      fornido('orders', 'list', '--status', 'sent'),
      fornido('orders', 'list', '--since', '2026-02-30'),
      fornido('orders', 'show', '123'),
    ]);
    expect(state.code).toBe(1);
    expect(state.stderr).toContain(
      'Unknown order state "sent". States: pending_payment, paid, preparing, shipped, delivered, cancelled, reversed, confirmed, partially_returned, returned.',
    );
    expect(day.code).toBe(1);
    expect(day.stderr).toContain('--since must be a real date written YYYY-MM-DD, got "2026-02-30".');
    expect(number.code).toBe(1);
    expect(number.stderr).toContain('"123" is not an order number: FO-2026-000123 is the form of an order number.');
  });

  it("refuses to ship an unpaid order with the use case's message, and to cancel without a reason", async () => {
    const ship = await fornido('orders', 'ship', orders.pending.number, '--tracking', 'SERV-123456');
    expect(ship.code).toBe(1);
    expect(ship.stderr).toContain(`Order ${orders.pending.number} is pending payment: it cannot ship.`);
    const cancel = await fornido('orders', 'cancel', orders.pending.number);
    expect(cancel.code).toBe(1);
    expect(cancel.stderr).toContain("required option '--reason <text>' not specified");
  });

  it('ships and delivers a cash-on-delivery order, then shows its lines, totals, payment and audit log', async () => {
    const { number, totals } = orders.cod;
    const shipped = await fornido('orders', 'ship', number.toLowerCase(), '--tracking', 'SERV-123456');
    expect(shipped.code, shipped.stderr).toBe(0);
    expect(shipped.stdout).toBe(`${number} is now shipped (tracking SERV-123456).\n`);
    const delivered = await fornido('orders', 'deliver', number);
    expect(delivered.stdout).toBe(
      `${number} is now delivered. The cash collected at the door is recorded as its payment.\n`,
    );
    const show = await fornido('orders', 'show', number);
    expect(show.code, show.stderr).toBe(0);
    const out = show.stdout;
    expect(out).toMatch(new RegExp(`^Order:\\s+${number} \\(delivered\\)$`, 'm'));
    expect(out).toMatch(/^Placed:\s+2026-03-02 09:05 \(Bogota\)$/m);
    expect(out).toMatch(/^Document:\s+CC 1020304050$/m);
    expect(out).toMatch(/^City:\s+Medellín \(05001\), Antioquia \(05\)$/m);
    expect(out).toMatch(/^Tracking:\s+SERV-123456$/m);
    expect(out).toMatch(
      new RegExp(`^2\\s+Syntha-6 \\(.+\\)\\s+${SKUS.cod}\\s+2 lb / Chocolate\\s+\\$ 194\\.900\\s+\\$ 389\\.800$`, 'm'),
    );
    for (const [label, amount] of [
      ['Subtotal', totals.subtotal],
      ['COD surcharge', totals.codSurcharge],
      ['Total', totals.total],
      ['IVA included', totals.tax],
      ['Base (no IVA)', totals.taxBase],
    ] as const) {
      expect(out).toMatch(
        new RegExp(
          `^${label.replace(/[()]/g, '\\$&')}\\s+\\$ ${formatPesos(amount).slice(2).replaceAll('.', '\\.')}$`,
          'm',
        ),
      );
    }
    expect(out).toMatch(/cash-on-delivery\s+approved\s+\$ [\d.]+\s+-\s+no$/m);
    expect(out).toMatch(/^2026-03-02 09:05\s+cliente\s+place\s+confirmed → confirmed$/m);
    expect(out).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+${operator}\\s+start-preparing\\s+confirmed → preparing$`,
        'm',
      ),
    );
    expect(out).toMatch(new RegExp(`\\s${operator}\\s+ship\\s+preparing → shipped\\s+SERV-123456$`, 'm'));
    expect(out).toMatch(new RegExp(`\\s${operator}\\s+deliver\\s+shipped → delivered$`, 'm'));
    // The commands dispatched the events waiting: each order's confirmation, and the tracking number, once each.
    const mails = await withStoreAt({ at: new Date() }, (c) =>
      c.get(T.mailOutbox).list({ to: 'laura@example.com', limit: 20 }),
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Recibimos tu pedido ${number}`,
      `Recibimos tu pedido ${orders.pending.number}`,
      `Tu pedido ${number} va en camino`,
    ]);
    expect(mails.find((m) => m.template === 'order-shipped')!.text).toContain('Número de guía: SERV-123456');
  });

  it('cancels an unpaid order with its reason, and expires the one past its expiry, putting both stocks back on sale', async () => {
    const cancel = await fornido(
      'orders',
      'cancel',
      orders.pending.number,
      '--reason',
      'Cliente pidió cancelar por WhatsApp',
    );
    expect(cancel.code, cancel.stderr).toBe(0);
    expect(cancel.stdout).toBe(
      `${orders.pending.number} is now cancelled (reason: Cliente pidió cancelar por WhatsApp). Stock back on sale: 2 × ${SKUS.pending}.\n`,
    );
    const expire = await fornido('orders', 'expire');
    expect(expire.code, expire.stderr).toBe(0);
    expect(expire.stdout).toBe(
      `${orders.stale.number} expired: cancelled, stock back on sale (1 × ${SKUS.stale}).\n\n1 order cancelled for lack of payment; their stock is back on sale.\n`,
    );
    expect((await fornido('orders', 'expire')).stdout).toBe('No unpaid order is past its expiry.\n');
    const after = await withStoreAt({ at: new Date() }, async (c) => ({
      stock: await stockOf(c, [SKUS.pending, SKUS.stale, SKUS.cod]),
      stale: await c.get(T.orderStore).findByNumber(orders.stale.number),
      history: await c.get(T.orderStore).history(orders.pending.id),
    }));
    expect(after.stock).toEqual({
      [SKUS.pending]: stockBefore[SKUS.pending],
      [SKUS.stale]: stockBefore[SKUS.stale],
      [SKUS.cod]: stockBefore[SKUS.cod] - 2,
    });
    expect(after.stale).toMatchObject({ state: 'cancelled', payments: [] });
    expect(after.history.at(-1)).toMatchObject({
      actor: operator,
      action: 'cancel',
      before: 'pending_payment',
      after: 'cancelled',
      detail: 'Cliente pidió cancelar por WhatsApp',
    });
  });

  it('cancels the cash-on-delivery orders nobody prepared in one command, after listing them with --dry-run', async () => {
    const args = ['orders', 'cancel-stale', '--older-than', '72', '--reason', 'Sin confirmar por teléfono'];
    const dry = await fornido(...args, '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toBe(
      `${orders.forgotten.number} would be cancelled.\n\n1 order would be cancelled (dry run: nothing changed).\n`,
    );
    const done = await fornido(...args);
    expect(done.stdout).toBe(`${orders.forgotten.number} cancelled, stock back on sale.\n\n1 order cancelled.\n`);
    expect((await fornido(...args)).stdout).toBe(
      'No cash-on-delivery order placed 72 or more hours ago is waiting to be prepared.\n',
    );
    expect(await fornido('orders', 'cancel-stale', '--older-than', '0', '--reason', 'x')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--older-than must be a whole number from 1 to 8760'),
    });
    const after = await withStoreAt({ at: new Date() }, async (c) => ({
      stock: await stockOf(c, [SKUS.forgotten]),
      history: await c.get(T.orderStore).history(orders.forgotten.id),
      mails: await c.get(T.mailOutbox).list({ to: 'olga@example.com', limit: 10 }),
    }));
    expect(after.stock).toEqual({ [SKUS.forgotten]: stockBefore[SKUS.forgotten] });
    expect(after.mails.map((m) => m.subject)).toEqual([
      `Tu pedido ${orders.forgotten.number} fue cancelado`,
      `Recibimos tu pedido ${orders.forgotten.number}`,
    ]);
    expect(after.history.at(-1)).toMatchObject({
      actor: operator,
      action: 'cancel',
      before: 'confirmed',
      after: 'cancelled',
      detail: 'Sin confirmar por teléfono',
    });
  });
});
