import { join } from 'node:path';
import { userInfo } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { mercadoPagoSandbox } from '../../adapters/mercadopago/sandbox/index';
import type { Order } from '../../core/orders/order';
import { formatPesos } from '../../core/shared/format';
import { withStore } from '../../cli/store';
import { cliStore } from './support/cli-store';
import { placeAnOrder, startPaying } from './support/orders';

// Without a token MercadoPago runs against its sandbox, whose preferences and payments are kept under the data
// directory: the command serves that sandbox itself, and this test pays at it through the same file, as a shopper on
// its checkout page would (its webhook finds no store running: `payments reconcile` settles the payment instead).
const { dataDir, cliEnv, fornido, fornidoTyping, withStoreAt } = cliStore('fornido-cli-payments-refund-');
const operator = userInfo().username;
const sandbox = () =>
  mercadoPagoSandbox({
    publicUrl: 'http://127.0.0.1:9',
    clock: { now: () => new Date() },
    file: join(dataDir, 'sandbox', 'mercadopago.json'),
    fetch: async () => new Response(null, { status: 503 }),
    retryDelaysMs: [],
  });

/** An order paid by card at MercadoPago's checkout page, its payment's id at MercadoPago. */
const paidAtMercadoPago = async (sku: string) => {
  const order = await withStore(
    cliEnv(),
    async (c) => {
      const placed = await placeAnOrder(c, { paymentMethod: 'card', sku, prefix: 'cli-refund' });
      const { attempt } = await startPaying(c, placed, 'card', { kind: 'hosted-checkout' });
      if (attempt.action?.kind !== 'redirect') throw new Error(`MercadoPago answered no checkout: ${attempt.message}`);
      const preference = new URL(attempt.action.url).searchParams.get('pref_id')!;
      const paid = sandbox().control.pay(preference, 'approved');
      if (typeof paid === 'string') throw new Error(`The sandbox did not take the payment: ${paid}`);
      return placed;
    },
    { seedIfEmpty: true, log: { write: () => undefined } },
  );
  return { order, paymentId: String(sandbox().control.payments(order.number)[0].payment.id) };
};

const read = (number: string) =>
  withStoreAt({ at: new Date() }, async (c) => {
    const order = (await c.get(T.orderStore).findByNumber(number))!;
    return { order, history: await c.get(T.orderStore).history(order.id) };
  });

let paid: { order: Order; paymentId: string };
let disputed: { order: Order; paymentId: string };

describe('fornido payments refund with MercadoPago in sandbox mode', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    paid = await paidAtMercadoPago('CE-C4O-195G-FRR');
    disputed = await paidAtMercadoPago('BSN-NOX-555G-UVA');
    const settled = await fornido('payments', 'reconcile', '--provider', 'mercadopago', '--since', '1h');
    expect(settled.code, settled.stderr).toBe(0);
    expect(settled.stdout).toContain(': 2 changed, 0 still disagree.');
  }, 120_000);

  it('refunds only once confirmed, and never "records" what MercadoPago refunds through its API', async () => {
    const away = await fornido('payments', 'refund', paid.order.number);
    expect(away.code).toBe(1);
    expect(away.stderr).toBe('Error: Not at a terminal to confirm: pass --yes to refund without asking.\n');
    const no = await fornidoTyping('n\n', 'payments', 'refund', paid.order.number);
    expect(no.code).toBe(1);
    expect(no.stdout).toMatch(new RegExp(`^Provider:\\s+mercadopago \\S+$`, 'm'));
    expect(no.stdout).toMatch(/^Refund:\s+through mercadopago's API$/m);
    expect(no.stdout).toContain(
      `Refund ${formatPesos(paid.order.totals.total)} of ${paid.order.number} through mercadopago? [y/N] `,
    );
    expect(no.stderr).toBe('Error: Not confirmed: nothing was refunded.\n');
    const recorded = await fornido('payments', 'refund', paid.order.number, '--recorded', '--yes');
    expect(recorded.code).toBe(1);
    expect(recorded.stderr).toContain('mercadopago refunds through its API: run it without --recorded');
    expect((await read(paid.order.number)).order.state).toBe('paid');
    expect(sandbox().control.payment(paid.paymentId)?.payment.status).toBe('approved');
  });

  it('refunds through MercadoPago with --yes: the order reversed, audited under the OS user', async () => {
    const done = await fornido('payments', 'refund', paid.order.number, '--yes');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(
      `${paid.order.number} is now reversed: mercadopago refunded ${formatPesos(paid.order.totals.total)}.\n`,
    );
    expect(sandbox().control.payment(paid.paymentId)?.payment.status).toBe('refunded');
    const after = await read(paid.order.number);
    expect(after.order.state).toBe('reversed');
    expect(after.history.at(-1)).toMatchObject({ actor: operator, action: 'reverse-payment', after: 'reversed' });
    const wallet = await fornido('wallet', 'reverse', disputed.order.number, '--yes');
    expect(wallet.code).toBe(1);
    expect(wallet.stderr).toContain(
      `${disputed.order.number} was paid with mercadopago, not Nequi: refund it with "fornido payments refund ${disputed.order.number}".`,
    );
  });

  it("exits 2 with MercadoPago's answer when it refuses, leaving the order paid", async () => {
    // The buyer opened a dispute at MercadoPago: its payment is in mediation, and MercadoPago refunds no such payment.
    sandbox().control.settle(disputed.paymentId, 'in_mediation');
    const no = await fornido('payments', 'refund', disputed.order.number, '--yes', '--json');
    expect(no.code).toBe(2);
    expect(JSON.parse(no.stdout)).toMatchObject({ orderNumber: disputed.order.number, refunded: false });
    expect(no.stderr).toMatch(
      new RegExp(
        `^Error: mercadopago refused: .+ \\(code \\S+\\)\\. Nothing changed: ${disputed.order.number} is still paid\\.\\n$`,
        'm',
      ),
    );
    expect((await read(disputed.order.number)).order.state).toBe('paid');
  });
});
