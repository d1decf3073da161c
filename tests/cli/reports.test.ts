import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import type { Order } from '../../core/orders/order';
import { add } from '../../core/shared/money';
import { formatPesos } from '../../core/shared/format';
import { cliStore } from './support/cli-store';
import { placeAnOrder } from './support/orders';

const { fornido, withStoreAt } = cliStore('fornido-cli-reports-');
let sold: Order[];

describe('fornido reports sales', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const clock = { at: new Date('2026-01-15T15:00:00Z') };
    sold = await withStoreAt(clock, async (c) => {
      const place = (sku: string, municipalityCode: string) =>
        placeAnOrder(c, {
          paymentMethod: 'cash-on-delivery',
          sku,
          quantity: 2,
          prefix: 'cli-reports',
          buyer: { departmentCode: '05', municipalityCode },
        });
      const first = await place('BSN-SY6-2LB-CHOC', '05001');
      clock.at = new Date('2026-01-20T02:00:00Z'); // 19 January, 21:00 in Bogotá
      const second = await place('CE-C4O-195G-FRR', '05088');
      await place('BSN-NOX-555G-UVA', '05001'); // confirmed only: not a sale yet
      for (const o of [first, second]) await c.get(T.orders).prepareOrder({ number: o.number, actor: 'ana' });
      return [first, second];
    });
  }, 120_000);

  it('reports the month per day, method, category and city, with its IVA summary, in text, JSON and CSV', async () => {
    const revenue = add(sold[0].totals.subtotal, sold[1].totals.subtotal);
    const text = await fornido('reports', 'sales', '--month', '2026-01');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^2026-01-15\s+1\s+2\s+/m);
    expect(text.stdout).toMatch(/^2026-01-19\s+1\s+2\s+/m);
    expect(text.stdout).toMatch(
      new RegExp(`^cash-on-delivery\\s+2\\s+4\\s+\\$ ${formatPesos(revenue).slice(2).replaceAll('.', '\\.')}\\s`, 'm'),
    );
    expect(text.stdout).toMatch(/^Bello \(05088\)\s+1\s+2\s+/m);
    expect(text.stdout).toMatch(/^19 %\s+\$ [\d.]+\s+\$ [\d.]+\s+\$ [\d.]+$/m);
    const json = JSON.parse((await fornido('reports', 'sales', '--month', '2026-01', '--json')).stdout);
    expect(json.total).toMatchObject({ orders: 2, units: 4, revenue });
    expect(json.total.iva + json.total.base).toBe(revenue);
    expect(json.days).toHaveLength(31);
    const csv = (await fornido('reports', 'sales', '--month', '2026-01', '--csv')).stdout.trim().split('\n');
    expect(csv[0]).toBe('section,key,orders,units,revenue,iva,base');
    expect(csv).toContain(`total,2026-01,2,4,${revenue},${json.total.iva},${json.total.base}`);
    expect(csv.filter((row) => row.startsWith('day,'))).toHaveLength(31);
  });

  it('refuses a month written otherwise or not begun, and --csv with --json, with exit code 1', async () => {
    const bad = await fornido('reports', 'sales', '--month', '2026-1');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('The month must be written YYYY-MM (2026-03), got "2026-1".');
    const future = await fornido('reports', 'sales', '--month', '2999-01');
    expect(future.stderr).toContain('2999-01 has not begun yet in Bogotá.');
    expect((await fornido('reports', 'sales', '--month', '2026-01', '--csv', '--json')).code).toBe(1);
  });
});
