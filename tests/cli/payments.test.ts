import { beforeAll, describe, expect, it } from 'vitest';
import { bogota } from '../../cli/format';
import type { Order } from '../../core/orders/order';
import { SANDBOX_CARDS } from '../../core/payments/sandbox-card';
import { formatPesos } from '../../core/shared/format';
import { cliStore } from './support/cli-store';
import { placeAnOrder, startPaying } from './support/orders';

const { fornido, withStoreAt, configure } = cliStore('fornido-cli-payments-');
// ePayco's card switched off, so the store's own test card is offered: an instant card gateway whose attempts and
// references (SBX-…) these commands show; every other method stays on.
configure({ PAYMENT_METHODS: 'nequi,pse,cash,safetypay,sandbox-card,cash-on-delivery' });

const card = (token: string) => ({ kind: 'card', token, installments: 1 });
let order: Order;

// Each command opens the PGlite data dir (a second or more on a busy 2-core machine).
describe('fornido payments', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    order = await withStoreAt({ at: new Date() }, async (c) => {
      const placed = await placeAnOrder(c, {
        paymentMethod: 'sandbox-card',
        sku: 'CE-C4O-195G-FRR',
        prefix: 'cli-pay',
      });
      await startPaying(c, placed, 'sandbox-card', card(SANDBOX_CARDS.declined));
      return (await startPaying(c, placed, 'sandbox-card', card(SANDBOX_CARDS.approved))).order;
    });
  }, 120_000);

  it("shows an order's attempts with their provider data, reasons under the table", async () => {
    // Only the two tries: placing the order made no attempt of its own.
    const [declined, approved] = order.payments;
    const shown = await fornido('payments', 'show', order.number.toLowerCase());
    expect(shown.code, shown.stderr).toBe(0);
    const out = shown.stdout;
    expect(out).toContain(`Order ${order.number} (paid), total ${formatPesos(order.totals.total)}\n`);
    expect(out).toMatch(
      /^ID\s+CREATED \(BOGOTA\)\s+PROVIDER\s+METHOD\s+STATE\s+AMOUNT\s+REFERENCE\s+ACTION\s+EXPIRES \(BOGOTA\)\s+FLAGGED$/m,
    );
    const amount = formatPesos(order.totals.total).replace('.', '\\.').replace('$', '\\$');
    expect(out).toMatch(
      new RegExp(
        `^${declined.id}\\s+${bogota(declined.createdAt)}\\s+sandbox-card\\s+sandbox-card\\s+rejected\\s+${amount}\\s+SBX-${declined.id}\\s+-\\s+-\\s+no$`,
        'm',
      ),
    );
    expect(out).toMatch(
      new RegExp(`^${approved.id}\\s+.+\\s+approved\\s+${amount}\\s+SBX-${approved.id}\\s+-\\s+-\\s+no$`, 'm'),
    );
    expect(out).toContain(`Reasons and messages\n  ${declined.id}: card-declined: El banco rechazó la tarjeta.`);
    expect(out).toMatch(/\n2 attempts\.\n$/);
    expect(out).not.toMatch(/\screated\s/);
  });

  it('finds the attempts with a reference, prints JSON for scripts, and explains an unknown reference with exit code 1', async () => {
    const approved = order.payments.find((p) => p.state === 'approved')!;
    const byReference = await fornido('payments', 'show', `SBX-${approved.id}`);
    expect(byReference.code, byReference.stderr).toBe(0);
    expect(byReference.stdout).toContain(`Attempts with the reference SBX-${approved.id}\nORDER  `);
    expect(byReference.stdout).toMatch(new RegExp(`^${order.number}\\s+${approved.id}\\s+.+\\s+approved\\s+`, 'm'));
    expect(byReference.stdout).toMatch(/\n1 attempt\.\n$/);
    const asJson = await fornido('payments', 'show', order.number, '--json');
    expect(asJson.code, asJson.stderr).toBe(0);
    const parsed = JSON.parse(asJson.stdout) as { order: unknown; attempts: Record<string, unknown>[] };
    expect(parsed.order).toEqual({ number: order.number, state: 'paid', total: order.totals.total });
    expect(parsed.attempts.map((a) => [a.state, a.provider, a.orderNumber, a.actionKind])).toEqual([
      ['rejected', 'sandbox-card', order.number, null],
      ['approved', 'sandbox-card', order.number, null],
    ]);
    expect(parsed.attempts[0]).toMatchObject({
      reason: 'card-declined',
      flagged: false,
      reference: expect.any(String),
    });
    const unknown = await fornido('payments', 'show', 'nada-1234');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain(
      'Error: No payment attempt has the reference "nada-1234". An order number looks like',
    );
    const noOrder = await fornido('payments', 'show', 'FO-2020-999999');
    expect(noOrder.code).toBe(1);
    expect(noOrder.stderr).toContain('List them with "fornido orders list".');
  });

  it('reconciles with nothing open: exit code 0, in words and in JSON', async () => {
    const done = await fornido('payments', 'reconcile');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(
      /^Checked 0 open attempts made since \d{4}-\d\d-\d\d \d\d:\d\d \(Bogota\): 0 changed, 0 still disagree\.\n$/,
    );
    const since = await fornido('payments', 'reconcile', '--since', '30m', '--provider', 'sandbox-card', '--json');
    expect(since.code, since.stderr).toBe(0);
    const report = JSON.parse(since.stdout) as { since: string; checked: number; changed: []; disagreements: [] };
    expect(report).toMatchObject({ checked: 0, changed: [], disagreements: [] });
    expect(Math.abs(Date.parse(report.since) - (Date.now() - 30 * 60_000))).toBeLessThan(60_000);
  });

  it('refuses a malformed duration and a provider not configured, with exit code 1', async () => {
    const [weeks, zero, provider] = await Promise.all([
      fornido('payments', 'reconcile', '--since', '2w'),
      fornido('payments', 'reconcile', '--since', '0h'),
      fornido('payments', 'reconcile', '--provider', 'addi'),
    ]);
    expect(weeks.code).toBe(1);
    expect(weeks.stderr).toContain('--since must be a duration like 30m, 24h or 7d (at most 90d), got "2w".');
    expect(zero.code).toBe(1);
    expect(provider.code).toBe(1);
    expect(provider.stderr).toContain(
      'Provider "addi" is not configured here. Configured: nequi, epayco, sandbox-card.',
    );
  });
});
