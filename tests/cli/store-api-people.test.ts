import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { sqlLeadStore } from '../../adapters/persistence/lead-store';
import type { Email } from '../../core/people/email';
import { pesos } from '../../core/shared/money';
import { aContactLead, aFranchiseLead } from '../adapters/persistence/lead-store.contract';
import { aCustomer } from '../builders/customers';
import { cliStore } from './support/cli-store';
import { operatorWithToken } from './support/operator-token';
import { storeBeside } from './support/store-beside';

// Customers, their gift credit, the sales report, the leads and the operators through the operators' API of a store
// running on the embedded database.
const { dataDir, fornido, fornidoWith, withStoreAt } = cliStore('fornido-cli-api-people-', 'seeded', {
  engine: 'pglite',
});
const store = storeBeside(dataDir);

const NOW = { at: new Date() };
const CAMILA = 'camila.api@correo.co';
/** Last month, over in Bogotá: its report says the same whenever it is asked. */
const LAST_MONTH = new Date(Date.UTC(NOW.at.getUTCFullYear(), NOW.at.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
const tokens = { owner: '', manager: '', warehouse: '', support: '' };
const READS = [
  ['customers', 'list', '--search', 'camila', '--json'],
  ['customers', 'list', '--search', 'camila', '--limit', '1'],
  ['customers', 'show', CAMILA, '--json'],
  ['customers', 'show', 'nadie@correo.co'],
  ['credit', 'show', CAMILA, '--json'],
  ['credit', 'show', CAMILA],
  ['credit', 'adjust', CAMILA, '--reason', 'Corrección', '--', '-999999'],
  ['reports', 'sales', '--month', LAST_MONTH],
  ['reports', 'sales', '--month', LAST_MONTH, '--csv'],
  ['reports', 'sales', '--month', '2999-01'],
  ['leads', 'list', '--json'],
  ['leads', 'list', '--limit', '1'],
];
/** What each command answered on the database itself, before the store started. */
const direct = new Map<string, string>();

const as = (who: keyof typeof tokens, ...args: string[]) => fornidoWith({ FORNIDO_TOKEN: tokens[who] }, ...args);
const answered = (run: { code: number; stdout: string; stderr: string }) => `${run.code}\n${run.stdout}${run.stderr}`;
const refusedFor = (permission: string) =>
  `Error: The operator of the access token in FORNIDO_TOKEN may not do this: their role lacks the permission ` +
  `"${permission}". An owner can change their role in the console.\n`;

beforeAll(async () => {
  await withStoreAt(NOW, async (c) => {
    await c.get(T.customers).create(aCustomer({ email: CAMILA as Email, name: 'Camila Api' }));
    const customer = await c.get(T.customers).findByEmail(CAMILA as Email);
    const given = await c
      .get(T.giftCredit)
      .adjust({ customerId: customer!.id, amount: pesos(20_000), reason: 'Bienvenida', actor: 'root', at: NOW.at });
    expect(given.ok).toBe(true);
    for (const role of ['owner', 'manager', 'warehouse', 'support'] as const)
      tokens[role] = (await operatorWithToken(c, NOW.at, { email: `${role}@fornido.co`, name: role, role })).token;
    const leads = sqlLeadStore(c.get(T.database).db);
    await leads.record(aContactLead(), new Date('2026-11-24T15:00:00Z'));
    await leads.record(aFranchiseLead(), new Date('2026-11-24T16:00:00Z'));
  });
  for (const args of READS) direct.set(args.join(' '), answered(await fornido(...args)));
  await store.start();
}, 240_000);
afterAll(() => store.stop());

describe('fornido customers, credit, reports, leads and operators beside a running store', { timeout: 240_000 }, () => {
  it('reads and refuses through the API exactly as on the database itself', async () => {
    for (const args of READS) {
      const who = args[0] === 'reports' || args[0] === 'credit' ? 'manager' : 'support';
      expect(answered(await as(who, ...args)), args.join(' ')).toBe(direct.get(args.join(' ')));
    }
    expect(direct.get(`credit show ${CAMILA}`)).toContain(`Gift credit of ${CAMILA}: balance $ 20.000.`);
    expect(direct.get(`customers show ${CAMILA} --json`)).toContain('"Camila Api"');
    expect(direct.get('leads list --limit 1')).toContain('1 lead.');
    expect(direct.get('reports sales --month 2999-01')).toBe('1\nError: 2999-01 has not begun yet in Bogotá.\n');
    expect((await as('warehouse', 'customers', 'show', CAMILA)).stderr).toBe(refusedFor('customers.read'));
    expect((await as('support', 'reports', 'sales', '--month', LAST_MONTH)).stderr).toBe(refusedFor('reports.read'));
    expect((await as('warehouse', 'leads', 'list')).stderr).toBe(refusedFor('leads.manage'));
  });

  it('adjusts gift credit and manages operators through the API, refused to roles without the permission', async () => {
    const adjust = ['credit', 'adjust', CAMILA, '5000', '--reason', 'Compensación por demora'];
    expect((await as('support', ...adjust)).stderr).toBe(refusedFor('customers.credit'));
    const added = await as('manager', ...adjust);
    expect(added.stderr).toBe('');
    expect(added.stdout).toBe(`Adjusted the gift credit of ${CAMILA} by $ 5.000: the balance is now $ 25.000.\n`);

    const invite = ['operators', 'create', 'nueva@fornido.co', '--role', 'warehouse', '--name', 'Nueva'];
    expect((await as('manager', ...invite)).stderr).toBe(refusedFor('operators.manage'));
    const invited = await as('owner', ...invite);
    expect(invited.stderr).toBe('');
    expect(invited.stdout).toMatch(
      /^Invited Nueva <nueva@fornido\.co> as warehouse\.\nSend them this enrolment link \(single use, until .+ Bogotá\):\nhttps:\/\/fornido\.co\/admin\/alta\/\?token=\S+\n$/,
    );
    expect((await as('owner', ...invite)).stderr).toBe(
      'Error: An operator with the e-mail nueva@fornido.co already exists.\n',
    );
    expect((await as('manager', 'operators', 'disable', 'support@fornido.co')).stderr).toBe(
      refusedFor('operators.manage'),
    );
    const disabled = await as('owner', 'operators', 'disable', 'support@fornido.co');
    expect(disabled.stdout).toBe('Disabled support <support@fornido.co>: their sessions and tokens no longer work.\n');
    expect((await as('owner', 'operators', 'disable', 'nadie@fornido.co')).stderr).toBe(
      'Error: No operator has the e-mail nadie@fornido.co.\n',
    );
    // The support operator's token stopped at once.
    expect((await as('support', 'leads', 'list')).stderr).toContain('refused the access token in FORNIDO_TOKEN');
  });

  it('keeps the credit and the operators through a restart of the store', async () => {
    await store.restart();
    const credit = JSON.parse((await as('manager', 'credit', 'show', CAMILA, '--json')).stdout) as {
      balance: number;
      lines: { reason: string | null; actor: string | null }[];
    };
    expect(credit.balance).toBe(25_000);
    expect(credit.lines[0]).toMatchObject({ reason: 'Compensación por demora', actor: 'manager <manager@fornido.co>' });
    const operators = JSON.parse((await as('owner', 'operators', 'list', '--json')).stdout) as {
      email: string;
      status: string;
    }[];
    expect(operators.find((o) => o.email === 'nueva@fornido.co')?.status).toBe('invited');
    expect(operators.find((o) => o.email === 'support@fornido.co')?.status).toBe('disabled');
  });
});
