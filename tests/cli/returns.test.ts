import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { T, type AppContainer } from '../../adapters/container';
import { returnRefunds } from '../../adapters/persistence/schema/index';
import { table } from '../../cli/format';
import { databaseActor } from '../../core/operators/operator';
import type { Order } from '../../core/orders/order';
import { cliStore } from './support/cli-store';
import { operatorWithToken } from './support/operator-token';
import { placeAnOrder } from './support/orders';
import { storeBeside } from './support/store-beside';

// `fornido returns` through the operators' API of a store running on the embedded database: one start for the file.
const { dataDir, fornido, fornidoWith, withStoreAt } = cliStore('fornido-cli-returns-', 'seeded', { engine: 'pglite' });
const store = storeBeside(dataDir);

const NOW = { at: new Date() };
const SKU = 'BSN-SY6-2LB-CHOC';
/** Another flavour of the same product, at the same price: what an exchange asks for. */
const OTHER = 'BSN-SY6-2LB-VAIN';
const tokens = { manager: '', warehouse: '', support: '' };
const orders: Order[] = [];
const numbers: string[] = [];
/** `returns show` of the first return on the database itself, before the store started, and a rejection there. */
let shownDirect = '';
let rejectedDirect = { code: 0, stdout: '', stderr: '' };
/** A goodwill return whose refund is pending, and `returns reconcile` on the database before the store started. */
let pendingNumber = '';
let reconciledDirect = { code: 0, stdout: '', stderr: '' };

const as = (who: keyof typeof tokens, ...args: string[]) => fornidoWith({ FORNIDO_TOKEN: tokens[who] }, ...args);
const refusedFor = (permission: string) =>
  `Error: The operator of the access token in FORNIDO_TOKEN may not do this: their role lacks the permission ` +
  `"${permission}". An owner can change their role in the console.\n`;

/** A cash-on-delivery order of `quantity` units, delivered. */
const delivered = async (c: AppContainer, quantity: number) => {
  const order = await placeAnOrder(c, { paymentMethod: 'cash-on-delivery', sku: SKU, quantity, prefix: 'cli-returns' });
  const by = { number: order.number, actor: 'root' };
  await c.get(T.orders).prepareOrder(by);
  await c.get(T.orders).shipOrder({ ...by, tracking: 'SERV-112233' });
  await c.get(T.orders).deliverOrder(by);
  return order;
};

/** A goodwill refund by transfer of a delivered order, left pending as a provider's "in process" answer leaves one. */
const pendingRefund = async (c: AppContainer) => {
  const order = await delivered(c, 1);
  const given = await c.get(T.returns).goodwillRefund(databaseActor('root'), {
    orderNumber: order.number,
    amount: 4_000,
    words: 'Cortesía por la demora.',
    manual: { how: 'transfer', reference: 'TRF-PEND-2' },
  });
  if (!given.ok) throw new Error(given.error.message);
  const { db } = c.get(T.database);
  await db.update(returnRefunds).set({ state: 'pending' }).where(eq(returnRefunds.id, given.value.refunds[0].id));
  return given.value.number;
};

/** The shopper's return of one unit of a delivered order, to be refunded by a transfer to their bank account (or, with
 * `exchange`, exchanged for another flavour). */
const deliveredWithAReturn = async (c: AppContainer, quantity: number, exchange = false) => {
  const order = await delivered(c, quantity);
  const asked = await c.get(T.returns).requestReturn(
    { kind: 'signed-link' },
    {
      orderNumber: order.number,
      reason: exchange ? 'cambio' : 'defectuoso',
      reversalCause: null,
      learnedOn: null,
      words: 'La tapa llegó rota.',
      lines: [{ sku: SKU, quantity: 1, sealed: exchange, exchangeSku: exchange ? OTHER : null }],
      refundTo: 'bank-transfer',
      bankAccount: {
        bank: 'Davivienda',
        accountType: 'ahorros',
        number: '0099887766',
        holderName: 'Laura Gómez',
        documentType: 'CC',
        documentNumber: '1020304050',
      },
      pictures: [],
    },
  );
  if (!asked.ok) throw new Error(asked.error.message);
  orders.push(order);
  numbers.push(asked.value.number);
};

beforeAll(async () => {
  await withStoreAt(NOW, async (c) => {
    for (const role of ['manager', 'warehouse', 'support'] as const)
      tokens[role] = (await operatorWithToken(c, NOW.at, { email: `${role}@fornido.co`, name: role, role })).token;
    await deliveredWithAReturn(c, 2);
    await deliveredWithAReturn(c, 1);
    await deliveredWithAReturn(c, 1);
    await deliveredWithAReturn(c, 1, true);
    pendingNumber = await pendingRefund(c);
  });
  shownDirect = (await fornido('returns', 'show', numbers[0])).stdout;
  reconciledDirect = await fornido('returns', 'reconcile');
  rejectedDirect = await fornido('returns', 'reject', numbers[2], '--reason', 'El producto no es de Fornido.');
  await store.start();
}, 240_000);
afterAll(() => store.stop());

describe('fornido returns beside a running store', { timeout: 240_000 }, () => {
  it('lists and shows the returns as the database does', async () => {
    const [first, second] = numbers;
    const listed = await as('support', 'returns', 'list', '--state', 'requested');
    expect(listed.stderr).toBe('');
    expect(listed.stdout).toContain(first);
    expect(listed.stdout).toContain(second);
    expect(listed.stdout).toMatch(/^NUMBER +REQUESTED \(BOGOTA\) +STATE +REASON +WHAT +ANSWER BY\n/);
    expect(listed.stdout).toContain(numbers[3]);
    expect(listed.stdout).toContain('\n3 returns.\n');
    // Without a store running, the command works on the database, audited under the OS user.
    expect(rejectedDirect).toEqual({
      code: 0,
      stdout: `Return ${numbers[2]} is rejected: the shopper is mailed the reason.\n`,
      stderr: '',
    });
    const third = JSON.parse((await as('support', 'returns', 'show', numbers[2], '--json')).stdout) as {
      state: string;
      rejection: string;
    };
    expect(third).toMatchObject({ state: 'rejected', rejection: 'El producto no es de Fornido.' });
    const shown = await as('warehouse', 'returns', 'show', first);
    expect(shown.stdout).toBe(shownDirect);
    expect(shown.stdout).toContain(`Return ${first} (requested) of order ${orders[0].number}\n`);
    expect(shown.stdout).toContain('Refund to:    bank transfer to Davivienda ahorros 0099887766, Laura Gómez');
    expect((await as('support', 'returns', 'show', `${orders[0].number}-D9`)).stderr).toBe(
      `Error: No return ${orders[0].number}-D9. List them with "fornido returns list".\n`,
    );
    expect((await as('support', 'returns', 'show', 'D1')).stderr).toContain('"D1" is not a return number');
  });

  it('approves, receives and refunds by transfer; each role only what it may', async () => {
    const [first, second] = numbers;
    const approve = ['returns', 'approve', first, '--instructions', 'Envíalo por Servientrega a la bodega.'];
    expect((await as('warehouse', ...approve)).stderr).toBe(refusedFor('returns.write'));
    expect((await as('support', ...approve)).stdout).toBe(
      `Return ${first} is approved: the shopper is mailed the return instructions.\n`,
    );
    const rejected = await as('support', 'returns', 'reject', second, '--reason', 'No');
    expect([rejected.code, rejected.stderr]).toEqual([
      1,
      'Error: Write the reason the shopper reads (5 to 2,000 characters).\n',
    ]);
    expect((await as('support', 'returns', 'reject', second, '--reason', 'La foto no muestra daño.')).stdout).toBe(
      `Return ${second} is rejected: the shopper is mailed the reason.\n`,
    );

    const receive = ['returns', 'receive', first, '--back', `${SKU}=damaged`];
    expect((await as('support', ...receive)).stderr).toBe(refusedFor('returns.receive'));
    expect((await as('warehouse', 'returns', 'receive', first, '--back', `${SKU}=lost`)).stderr).toBe(
      `Error: --back takes SKU=on-sale or SKU=damaged, got "${SKU}=lost".\n`,
    );
    expect((await as('warehouse', ...receive)).stdout).toBe(
      `Return ${first} is received: 1 × ${SKU} to the damaged count.\n`,
    );

    expect((await as('support', 'returns', 'refund', first, '--transfer', 'TRF-1')).stderr).toBe(
      refusedFor('payments.refund'),
    );
    const noReference = await as('manager', 'returns', 'refund', first);
    expect(noReference.code).toBe(1);
    expect(noReference.stderr).toContain('make it, then record it with its reference (--transfer REFERENCE)');
    const refunded = await as('manager', 'returns', 'refund', first, '--transfer', 'TRF-20261129-7');
    expect(refunded.stderr).toBe('');
    expect(refunded.stdout).toMatch(
      new RegExp(`^Return ${first} is refunded: \\$ [\\d.]+ back by transfer \\(TRF-20261129-7\\), refunded\\.\\n$`),
    );
    const after = JSON.parse((await as('support', 'returns', 'show', first, '--json')).stdout) as {
      state: string;
      lines: { back: string }[];
      refunds: { how: string; reference: string; actor: string }[];
    };
    expect(after.state).toBe('refunded');
    expect(after.lines[0].back).toBe('damaged');
    expect(after.refunds).toEqual([
      expect.objectContaining({ how: 'transfer', reference: 'TRF-20261129-7', actor: 'manager <manager@fornido.co>' }),
    ]);
  });

  it('gives a goodwill amount of a delivered order back, recorded by transfer', async () => {
    const goodwill = ['returns', 'goodwill', orders[1].number, '5000', '--reason', 'Llegó dos días tarde.'];
    expect((await as('support', ...goodwill, '--transfer', 'TRF-BONO')).stderr).toBe(refusedFor('payments.refund'));
    const given = await as('manager', ...goodwill, '--transfer', 'TRF-BONO');
    expect(given.stderr).toBe('');
    expect(given.stdout).toBe(
      `Return ${orders[1].number}-D2 is refunded: $ 5.000 back by transfer (TRF-BONO), refunded.\n`,
    );
    const both = await as('manager', ...goodwill, '--transfer', 'A', '--recorded', 'B');
    expect(both.stderr).toBe('Error: Give either --transfer or --recorded, not both.\n');
  });

  it('reconciles the refunds no provider confirmed, on the database or through the store; lists the flagged', async () => {
    expect(reconciledDirect).toEqual({
      code: 0,
      stdout:
        `${table([
          ['RETURN', 'MONEY', 'PROVIDER', 'NOW', 'WHY'],
          [pendingNumber, '$ 4.000', '-', 'flagged', 'its provider cannot be asked about it: check it there'],
        ])}\n\n1 pending refund checked.\n` +
        'Flagged refunds wait for an operator: "fornido returns list --flagged" lists them.\n',
      stderr: '',
    });
    expect((await as('support', 'returns', 'reconcile')).stderr).toBe(refusedFor('payments.refund'));
    expect((await as('manager', 'returns', 'reconcile')).stdout).toBe('No refund was waiting for its provider.\n');
    const flagged = await as('support', 'returns', 'list', '--flagged');
    expect(flagged.stdout).toMatch(new RegExp(`\\n${pendingNumber} .+ refunded +Otro motivo +goodwill \\$ 4\\.000 `));
    expect(flagged.stdout).toContain('\n1 return.\n');
  });

  it('exchanges: shows the variant wanted, and receiving makes the replacement order', async () => {
    const number = numbers[3];
    const requested = (await as('support', 'returns', 'show', number)).stdout;
    expect(requested).toContain('Replacement:  made when the units are received\n');
    expect(requested).toMatch(/SKU +PRODUCT +UNITS +UNIT PRICE +BACK +EXCHANGE FOR\n/);
    expect(requested).toMatch(new RegExp(`${SKU} .* 1 +\\$ 194\\.900 +- +${OTHER}\\n`));
    expect((await as('support', 'returns', 'approve', number, '--instructions', 'Envíalo a la bodega.')).stdout).toBe(
      `Return ${number} is approved: the shopper is mailed the return instructions; the units to exchange for are reserved.\n`,
    );
    const received = await as('warehouse', 'returns', 'receive', number, '--back', `${SKU}=on-sale`);
    expect(received.stderr).toBe('');
    const made = /replacement order (FO-\d{4}-\d{6}) is ready to prepare/.exec(received.stdout)?.[1];
    expect(received.stdout).toBe(
      `Return ${number} is exchanged: 1 × ${SKU} back on sale; replacement order ${made} is ready to prepare.\n`,
    );
    expect((await as('support', 'returns', 'show', number)).stdout).toContain(`Replacement:  ${made}\n`);
    const refund = await as('manager', 'returns', 'refund', number, '--transfer', 'TRF-NO');
    expect([refund.code, refund.stderr]).toEqual([
      1,
      `Error: Return ${number} is an exchange: its replacement order settles it, no money is refunded.\n`,
    ]);
  });
});
