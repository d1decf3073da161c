import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { operatorName } from '../../cli/operator';
import { cliStore } from './support/cli-store';

const { fornido, withStoreAt, cliEnv } = cliStore('fornido-cli-restock-');
const NOW = { at: new Date() };

// Gold Standard 100% Whey, 2 lb Mocha: sold out in the store's own catalogue.
const MOCHA = 'ON-GSW-2LB-MOCH';

describe('fornido catalog restock', { timeout: 120_000 }, () => {
  it('puts a delivery on sale and mails, once, the shoppers who asked to be told', async () => {
    await withStoreAt(NOW, async (c) => {
      const ask = c.get(T.stockAlerts).requestStockAlert;
      for (const email of ['ana.mocha@correo.co', 'luis.mocha@correo.co'])
        expect((await ask({ sku: MOCHA, email, ip: '203.0.113.7' })).ok).toBe(true);
    });
    const restocked = await fornido('catalog', 'restock', 'on-gsw-2lb-moch', '12');
    expect(restocked.stderr).toBe('');
    expect(restocked.code).toBe(0);
    expect(restocked.stdout).toBe(
      `${MOCHA}: 0 → 12 units on sale.\nMailed 2 shoppers who asked to be told it was back.\n`,
    );
    // More units of a variant already on sale mail nobody again.
    expect((await fornido('catalog', 'restock', MOCHA, '3')).stdout).toBe(`${MOCHA}: 12 → 15 units on sale.\n`);
    // Each delivery is in the catalogue audit, under the operator.
    const audit = await withStoreAt(NOW, (c) => c.get(T.catalogueChanges).list({ subject: MOCHA, limit: 5 }));
    expect(audit.map((r) => [r.source, r.actor, r.before, r.after])).toEqual([
      ['restock', operatorName(cliEnv()), { stock: 12 }, { stock: 15 }],
      ['restock', operatorName(cliEnv()), { stock: 0 }, { stock: 12 }],
    ]);
    const mails = await withStoreAt(NOW, (c) => c.get(T.mailOutbox).list({ limit: 10 }));
    const told = mails.filter((m) => m.template === 'back-in-stock');
    expect(told.map((m) => m.to).sort()).toEqual(['ana.mocha@correo.co', 'luis.mocha@correo.co']);
    expect(told[0].subject).toBe('Ya llegó: Gold Standard 100% Whey (2 lb · Mocha)');
  });

  it('refuses an unknown sku or units that are not a whole number from 1 to 10000, with exit code 1', async () => {
    const unknown = await fornido('catalog', 'restock', 'NO-EXISTE', '5');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No variant has the sku "NO-EXISTE".');
    for (const units of ['0', 'doce', '10001']) {
      const wrong = await fornido('catalog', 'restock', MOCHA, units);
      expect(wrong.code, units).toBe(1);
      expect(wrong.stderr).toContain('Give the units received as a whole number from 1 to 10000.');
    }
  });
});
