import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T, type AppContainer } from '../../adapters/container';
import type { Order } from '../../core/orders/order';
import { formatPesos } from '../../core/shared/format';
import { cliStore } from './support/cli-store';
import { serveNequiSandbox } from './support/nequi-at-hand';
import { operatorWithToken } from './support/operator-token';
import { placeAnOrder, startPaying } from './support/orders';
import { stdoutOfEach, storeOnDataDir } from './support/running-store';

// The embedded database: the data dir is what the running store holds, and where it says its address.
const { dataDir, fornido, fornidoWith, configure, withStoreAt } = cliStore('fornido-cli-api-pay-', 'seeded', {
  engine: 'pglite',
});
let sandbox: Awaited<ReturnType<typeof serveNequiSandbox>>['sandbox'];
let closeSandbox = () => Promise.resolve();
const nequi: Record<string, string> = {};
const PHONE = '3001234567';

let reversed: { order: Order; reference: string }; // reversed with `wallet reverse`
let refunded: { order: Order; reference: string }; // refunded with `payments refund`
let notification = 0;
let manager = '';
let warehouse = '';
/** What each read answered on the database itself, before the store started. */
let direct = new Map<string, string>();
const reads = () => [
  ['payments', 'show', reversed.order.number, '--json'],
  ['payments', 'show', reversed.reference],
  ['wallet', 'status', reversed.reference, '--json'],
  ['webhooks', 'list', '--json'],
  ['webhooks', 'list', '--provider', 'nequi'],
];

const payWithNequi = async (c: AppContainer, sku: string) => {
  const order = await placeAnOrder(c, { paymentMethod: 'nequi', sku, prefix: 'cli-api-pay' });
  const { attempt } = await startPaying(c, order, 'nequi', { kind: 'wallet-push', phone: PHONE });
  if (!attempt.reference) throw new Error(`Nequi answered no reference: ${attempt.message}`);
  return { order, reference: attempt.reference };
};

/** The store as `npm start` serves it on the data dir (its own process and port), with Nequi at the test's sandbox. */
const startStore = storeOnDataDir(dataDir, nequi);
let store: Awaited<ReturnType<typeof startStore>> | null = null;

beforeAll(async () => {
  const served = await serveNequiSandbox();
  [sandbox, closeSandbox] = [served.sandbox, served.close];
  Object.assign(nequi, served.env);
  configure(nequi);
  const now = { at: new Date() };
  await withStoreAt(now, async (c) => {
    reversed = await payWithNequi(c, 'CE-C4O-195G-FRR');
    refunded = await payWithNequi(c, 'BSN-NOX-555G-UVA');
    notification = await c.get(T.notificationLog).add({
      provider: 'nequi',
      receivedAt: now.at,
      notification: { headers: { 'content-type': 'application/json' }, query: {}, body: '{"ResponseMessage":{}}' },
      kept: 'whole',
      body: { bytes: 22, sha256: 'c'.repeat(64) },
      verdict: 'valid',
      reference: reversed.reference,
    });
    const who = (email: string, role: 'manager' | 'warehouse') =>
      operatorWithToken(c, now.at, { email, name: role, role });
    manager = (await who('gerente@fornido.co', 'manager')).token;
    warehouse = (await who('bodega@fornido.co', 'warehouse')).token;
  });
  // The shopper approves both pushes in the Nequi app after closing the order's page: the store does not know yet.
  expect([sandbox.approve(reversed.reference), sandbox.approve(refunded.reference)]).toEqual([null, null]);
  direct = await stdoutOfEach(fornido, reads());
  store = await startStore();
}, 240_000);
afterAll(async () => {
  await store?.stop();
  await closeSandbox();
});

const asManager = (...args: string[]) => fornidoWith({ FORNIDO_TOKEN: manager }, ...args);

describe("fornido payments, wallet and webhooks through a running store's API", { timeout: 240_000 }, () => {
  it('answers as on the database itself, and refuses a role without payments.read', async () => {
    expect(await stdoutOfEach(asManager, reads())).toEqual(direct);
    expect(direct.get(['wallet', 'status', reversed.reference, '--json'].join(' '))).toContain('"status": "approved"');
    const refused = await fornidoWith({ FORNIDO_TOKEN: warehouse }, 'payments', 'show', reversed.order.number);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'Error: The operator of the access token in FORNIDO_TOKEN may not do this: their role lacks the permission ' +
        '"payments.read". An owner can change their role in the console.\n',
    );
    const unknown = await asManager('payments', 'show', 'FO-2026-999999');
    expect([unknown.code, unknown.stderr]).toEqual([
      1,
      'Error: No order FO-2026-999999. List them with "fornido orders list".\n',
    ]);
    const replay = await asManager('webhooks', 'replay', String(notification));
    expect([replay.code, replay.stderr]).toEqual([
      1,
      `Error: Provider nequi is configured here but the store reads no notifications from it: notification ${notification} cannot be replayed.\n`,
    ]);
  });

  it('reconciles, then refunds and reverses only once confirmed; what it did survives a restart of the store', async () => {
    const reconciled = await asManager('payments', 'reconcile', '--provider', 'nequi', '--since', '1h');
    expect(reconciled.code, reconciled.stderr).toBe(0);
    expect(reconciled.stdout).toMatch(
      /^Checked 2 open attempts made since .+ \(Bogota\): 2 changed, 0 still disagree\.$/m,
    );
    expect(reconciled.stdout).toContain(`${reversed.order.number}  nequi`);

    const { number } = refunded.order;
    const away = await asManager('payments', 'refund', number);
    expect([away.code, away.stderr]).toEqual([
      1,
      'Error: Not at a terminal to confirm: pass --yes to refund without asking.\n',
    ]);
    expect(away.stdout).toContain(`Refund:     through nequi's API`);
    const refund = await asManager('payments', 'refund', number, '--yes');
    expect(refund.code, refund.stderr).toBe(0);
    expect(refund.stdout).toContain(`Order:      ${number} (paid)\n`);
    expect(refund.stdout).toContain(
      `${number} is now reversed: nequi refunded ${formatPesos(refunded.order.totals.total)}.\n`,
    );
    const cash = await asManager('wallet', 'reverse', reversed.order.number, '--yes', '--json');
    expect(cash.code, cash.stderr).toBe(0);
    expect(JSON.parse(cash.stdout)).toEqual({
      orderNumber: reversed.order.number,
      reversed: true,
      state: 'reversed',
      amount: reversed.order.totals.total,
      provider: 'nequi',
      reference: reversed.reference,
    });
    const twice = await asManager('wallet', 'reverse', reversed.order.number, '--yes');
    expect([twice.code, twice.stderr]).toEqual([
      1,
      `Error: Order ${reversed.order.number} is reversed: only a paid order that is not yet being prepared can be reversed.\n`,
    ]);

    await store?.stop();
    store = await startStore();
    for (const order of [reversed.order, refunded.order]) {
      const shown = await asManager('payments', 'show', order.number);
      expect(shown.stdout).toContain(`Order ${order.number} (reversed), total ${formatPesos(order.totals.total)}\n`);
    }
    await store.stop();
    store = null;
    // Stopped: the command opens the data dir itself, and reads the same.
    const after = JSON.parse((await fornido('payments', 'show', refunded.order.number, '--json')).stdout);
    expect(after.order).toEqual({ number, state: 'reversed', total: refunded.order.totals.total });
  });
});
