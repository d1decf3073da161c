import { userInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T, type AppContainer } from '../../adapters/container';
import type { Order } from '../../core/orders/order';
import { formatPesos } from '../../core/shared/format';
import { aCustomer } from '../builders/customers';
import { cliStore } from './support/cli-store';
import { serveNequiSandbox } from './support/nequi-at-hand';
import { placeAnOrder, startPaying } from './support/orders';

const { fornido, fornidoWith, fornidoTyping, configure, withStoreAt } = cliStore('fornido-cli-wallet-');
let nequi: Awaited<ReturnType<typeof serveNequiSandbox>>;
let sandbox: Awaited<ReturnType<typeof serveNequiSandbox>>['sandbox'];

const PHONE = '3001234567';
const push = { kind: 'wallet-push', phone: PHONE };
const operator = userInfo().username;

// The shopper who shared the link `paid` was bought through.
const referrer = aCustomer({ email: 'sofia.referidos@correo.co' as never });

/** An order paid with Nequi: placed, and its push or QR sent to the sandbox. */
const payWithNequi = async (c: AppContainer, sku: string, instrument: unknown, referralCode?: string) => {
  const order = await placeAnOrder(c, { paymentMethod: 'nequi', sku, prefix: 'cli-wallet', referralCode });
  const { attempt } = await startPaying(c, order, 'nequi', instrument);
  if (!attempt.reference) throw new Error(`Nequi answered no reference: ${attempt.message}`);
  return { order, reference: attempt.reference };
};

const read = (number: string) =>
  withStoreAt({ at: new Date() }, async (c) => {
    const order = (await c.get(T.orderStore).findByNumber(number))!;
    return {
      order,
      history: await c.get(T.orderStore).history(order.id),
      events: (await c.get(T.eventOutbox).list({ limit: 100 })).filter((e) => e.orderNumber === number),
    };
  });

let paid: { order: Order; reference: string }; // approved at the phone while nobody watched, then reversed
let refused: { order: Order; reference: string }; // approved too; Nequi refuses its reversal
let qr: { order: Order; reference: string }; // a QR nobody scans

// Each command opens the PGlite data dir (a second or more on a busy 2-core machine).
describe('fornido wallet and payments reconcile with Nequi', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    nequi = await serveNequiSandbox();
    sandbox = nequi.sandbox;
    configure(nequi.env);
    await withStoreAt({ at: new Date() }, async (c) => {
      await c.get(T.customers).create(referrer);
      paid = await payWithNequi(c, 'CE-C4O-195G-FRR', push, referrer.referralCode);
      refused = await payWithNequi(c, 'BSN-NOX-555G-UVA', push);
      qr = await payWithNequi(c, 'BSN-AMX-435G-SAN', { kind: 'wallet-qr' });
    });
    // The shopper approves both pushes in the Nequi app after closing the order's page.
    expect([sandbox.approve(paid.reference), sandbox.approve(refused.reference)]).toEqual([null, null]);
  }, 120_000);

  afterAll(() => nequi.close());

  it('reconciles: the attempts approved at Nequi pay their orders, the QR nobody paid stays pending', async () => {
    const done = await fornido('payments', 'reconcile', '--provider', 'nequi', '--since', '1h');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^Changed\nORDER\s+PROVIDER\s+REFERENCE\s+FROM → TO$/m);
    for (const { order, reference } of [paid, refused])
      expect(done.stdout).toMatch(new RegExp(`^${order.number}\\s+nequi\\s+${reference}\\s+pending → approved$`, 'm'));
    expect(done.stdout).not.toContain(qr.order.number);
    expect(done.stdout).toMatch(/: 2 changed, 0 still disagree\.\n$/);
    expect(done.stdout).toContain('Checked 3 open attempts made since');
    const after = await read(paid.order.number);
    expect(after.order.state).toBe('paid');
    expect(after.events.map((e) => e.type)).toContain('payment-approved');
  });

  it('exits 1 when Nequi cannot be asked, naming what still disagrees', async () => {
    sandbox.answerNext(500);
    const done = await fornido('payments', 'reconcile', '--json');
    expect(done.code).toBe(1);
    const report = JSON.parse(done.stdout) as {
      checked: number;
      disagreements: { orderNumber: string; disagreement: string }[];
    };
    expect(report.checked).toBe(1);
    expect(report.disagreements).toEqual([
      expect.objectContaining({
        orderNumber: qr.order.number,
        disagreement: expect.stringContaining('could not be asked'),
      }),
    ]);
    // The store's own logs go to stderr, so the JSON on stdout stays whole for scripts.
    expect(done.stderr).toMatch(/^error: Error verificando el estado del pago por QR \{.*"code":"500"/m);
    expect(done.stderr).toMatch(
      /\nError: 1 attempt still disagrees with its provider; look at it with "fornido payments show ORDER"\.\n$/,
    );
  });

  it("prints Nequi's status of a push and a QR, and explains an unknown reference and a store without Nequi", async () => {
    const status = await fornido('wallet', 'status', paid.reference);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/^Provider:\s+nequi$/m);
    expect(status.stdout).toMatch(new RegExp(`^Reference:\\s+${paid.reference}$`, 'm'));
    expect(status.stdout).toMatch(new RegExp(`^Order:\\s+${paid.order.number}$`, 'm'));
    expect(status.stdout).toMatch(new RegExp(`^Kind:\\s+push to ${PHONE}$`, 'm'));
    expect(status.stdout).toMatch(/^Nequi says:\s+approved$/m);
    expect(status.stdout).toContain(formatPesos(paid.order.totals.total));
    expect(status.stdout).toMatch(/^Store has:\s+approved$/m);
    const scan = await fornido('wallet', 'status', qr.reference, '--json');
    expect(scan.code, scan.stderr).toBe(0);
    expect(JSON.parse(scan.stdout)).toMatchObject({
      provider: 'nequi',
      reference: qr.reference,
      orderNumber: qr.order.number,
      kind: 'qr',
      storeState: 'pending',
      amount: qr.order.totals.total,
      outcome: { status: 'pending' },
    });
    const unknown = await fornido('wallet', 'status', '350-nada');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No Nequi payment has the reference "350-nada" here.');
    // Nequi's methods no longer offered: its payments are still followed, and asked about.
    const unoffered = await fornidoWith(
      { PAYMENT_METHODS: 'sandbox-card,cash-on-delivery' },
      'wallet',
      'status',
      paid.reference,
    );
    expect(unoffered.code, unoffered.stderr).toBe(0);
    expect(unoffered.stdout).toMatch(/^Nequi says:\s+approved$/m);
    // In production without Nequi's credentials, Nequi is off.
    const noCredentials = { NEQUI_CLIENT_ID: '', NEQUI_CLIENT_SECRET: '', NEQUI_API_KEY: '', NEQUI_MERCHANT_CODE: '' };
    const off = await fornidoWith(
      { ...noCredentials, NODE_ENV: 'production', INVOICING: 'off' },
      'wallet',
      'status',
      paid.reference,
    );
    expect(off.code).toBe(1);
    expect(off.stderr).toContain('Error: Nequi is not configured here');
  });

  it('reverses a paid order only once confirmed: not without --yes away from a terminal, not on a no', async () => {
    const away = await fornido('wallet', 'reverse', paid.order.number);
    expect(away.code).toBe(1);
    expect(away.stderr).toBe('Error: Not at a terminal to confirm: pass --yes to reverse without asking.\n');
    const no = await fornidoTyping('n\n', 'wallet', 'reverse', paid.order.number);
    expect(no.code).toBe(1);
    expect(no.stdout).toMatch(new RegExp(`^Order:\\s+${paid.order.number} \\(paid\\)$`, 'm'));
    expect(no.stdout).toMatch(new RegExp(`^Phone:\\s+${PHONE}$`, 'm'));
    expect(no.stdout).toContain(`Reverse ${formatPesos(paid.order.totals.total)} of ${paid.order.number}? [y/N] `);
    expect(no.stderr).toBe('Error: Not confirmed: nothing was reversed.\n');
    expect((await read(paid.order.number)).order.state).toBe('paid');
    expect(sandbox.payment(paid.reference)?.state).toBe('paid');
  });

  it('reverses a paid order with --yes: the order is reversed, the audit names the OS user, the referral credit is taken back', async () => {
    // The order came through a referral link: once its payment's event is handled, the referrer has 7 % of it.
    const earned = Math.floor(paid.order.totals.subtotal * 0.07);
    expect((await fornido('events', 'dispatch')).code).toBe(0);
    const before = await fornido('credit', 'show', referrer.email);
    expect(before.stdout).toContain(`Gift credit of ${referrer.email}: balance ${formatPesos(earned)}.`);
    expect(before.stdout).toMatch(/earned \(referred order paid\)/);
    const done = await fornido('wallet', 'reverse', paid.order.number, '--yes');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(
      new RegExp(`^Amount:\\s+${formatPesos(paid.order.totals.total).replace('$', '\\$')}$`, 'm'),
    );
    expect(done.stdout).toContain(
      `${paid.order.number} is now reversed: Nequi gave ${formatPesos(paid.order.totals.total)} back to ${PHONE}.\n`,
    );
    expect(sandbox.payment(paid.reference)?.state).toBe('reversed');
    const after = await read(paid.order.number);
    expect(after.order.state).toBe('reversed');
    expect(after.order.payments.find((p) => p.reference === paid.reference)?.state).toBe('reversed');
    expect(after.history.at(-1)).toMatchObject({
      actor: operator,
      action: 'reverse-payment',
      before: 'paid',
      after: 'reversed',
    });
    expect(after.events.map((e) => e.type)).toContain('reversed');
    expect((await fornido('events', 'dispatch')).code).toBe(0);
    const taken = await fornido('credit', 'show', referrer.email);
    expect(taken.stdout).toContain(`Gift credit of ${referrer.email}: balance $ 0.`);
    expect(taken.stdout).toMatch(/taken back \(referred order reversed\)\s+-\$ [\d.]+\s+FO-/);
    expect(taken.stdout).toContain(`-${formatPesos(earned)}`);
    const again = await fornido('wallet', 'reverse', paid.order.number, '--yes');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Order ${paid.order.number} is reversed: only a paid order`);
  });

  it("exits 2 with Nequi's code when it refuses the reversal, leaving the order paid", async () => {
    sandbox.failNext('2-CCSB000079', 'No se encontró la transacción');
    const no = await fornido('wallet', 'reverse', refused.order.number, '--yes');
    expect(no.code).toBe(2);
    expect(no.stderr).toMatch(
      new RegExp(
        `^Error: Nequi refused to reverse ${refused.order.number} \\(code 2-CCSB000079\\): .+ Nothing changed: the order is still paid\\.\\n$`,
        'm',
      ),
    );
    expect(no.stderr).toContain('): Nequi no encontró el pago que se quiere reversar');
    sandbox.failNext('2-CCSB000079', 'No se encontró la transacción');
    const asJson = await fornido('wallet', 'reverse', refused.order.number, '--yes', '--json');
    expect(asJson.code).toBe(2);
    expect(JSON.parse(asJson.stdout)).toMatchObject({
      orderNumber: refused.order.number,
      reversed: false,
      code: '2-CCSB000079',
    });
    const after = await read(refused.order.number);
    expect(after.order.state).toBe('paid');
    expect(after.order.payments.find((p) => p.reference === refused.reference)?.state).toBe('approved');
    expect(after.history.map((h) => h.action)).not.toContain('reverse-payment');
    expect(after.events.map((e) => e.type)).not.toContain('reversed');
    expect(sandbox.payment(refused.reference)?.state).toBe('paid');
  });

  it('refuses to replay a Nequi notification, since the store reads none from Nequi, with exit code 1', async () => {
    const id = await withStoreAt({ at: new Date() }, (c) =>
      c.get(T.notificationLog).add({
        provider: 'nequi',
        receivedAt: new Date(),
        notification: { headers: {}, query: {}, body: '{}' },
        kept: 'whole',
        body: { bytes: 2, sha256: '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a' },
        verdict: 'unsigned',
        reference: qr.reference,
      }),
    );
    const replay = await fornido('webhooks', 'replay', String(id));
    expect(replay.code).toBe(1);
    expect(replay.stderr).toBe(
      `Error: Provider nequi is configured here but the store reads no notifications from it: notification ${id} cannot be replayed.\n`,
    );
  });
});
