import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters/persistence/db';
import { sqlLeadStore } from '../../adapters/persistence/lead-store';
import { aContactLead, aFranchiseLead } from '../adapters/persistence/lead-store.contract';
import { cliStore } from './support/cli-store';

const { dataDir, cliEnv, fornidoWith } = cliStore('fornido-cli-leads-');

const fornido = (...args: string[]) => fornidoWith({}, ...args);

describe('fornido leads list', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    expect((await fornido('leads', 'list')).stdout).toContain('No contact messages or franchise enquiries yet.');
    // Kept the way the server keeps them, then closed before the CLI opens the same data dir.
    const database = await openDatabase({ databaseUrl: cliEnv().DATABASE_URL || undefined, dataDir });
    const leads = sqlLeadStore(database.db);
    await leads.record(aContactLead(), new Date('2026-11-24T15:00:00Z'));
    await leads.record(aFranchiseLead(), new Date('2026-11-24T16:00:00Z'));
    // Past midnight in Bogotá on New Year's Eve: the radicado carries the year it was received in Colombia.
    await leads.record(aContactLead({ name: 'Beto Ruiz', orderNumber: null }), new Date('2027-01-01T04:59:00Z'));
    await database.close();
  }, 120_000);

  it('lists the newest first, each contact message with its radicado, so an operator finds the case a shopper quotes', async () => {
    const out = await fornido('leads', 'list');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^RADICADO\s+TIME \(BOGOTA\)\s+KIND\s+NAME\s+EMAIL\s+ABOUT$/m);
    expect(out.stdout).toMatch(
      /^RAD-2026-000002\s+2026-12-31 23:59\s+contact\s+Beto Ruiz\s+ana@correo\.co\s+Estado de mi pedido$/m,
    );
    expect(out.stdout).toMatch(/^-\s+2026-11-24 11:00\s+franchise\s+Andrés Gómez/m);
    expect(out.stdout).toMatch(
      /^RAD-2026-000001\s+2026-11-24 10:00\s+contact\s+Ana María Rodríguez.*\(FO-2026-000123\)$/m,
    );
    expect(out.stdout).toContain('3 leads.');
    const json = JSON.parse((await fornido('leads', 'list', '--json', '--limit', '1')).stdout) as {
      radicado: string;
    }[];
    expect(json.map((l) => l.radicado)).toEqual(['RAD-2026-000002']);
  });
});
