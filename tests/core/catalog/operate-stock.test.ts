import { describe, expect, it } from 'vitest';
import { restockAs } from '../../../core/catalog/operate-stock';
import type { restockVariant as restockUseCase } from '../../../core/catalog/restock-variant';
import { err, ok } from '../../../core/shared/result';
import { anActor } from '../../builders/operators';

/** A catalogue with one variant, MOCHA, sold out: a restock adds to it, and each mail round tells who waited. */
const harness = () => {
  const stock = new Map([['ON-GSW-2LB-MOCH', 0]]);
  const added: { sku: string; units: number; actor: string }[] = [];
  let rounds = 0;
  const restockVariant: ReturnType<typeof restockUseCase> = async ({ sku, units, actor }) => {
    if (!Number.isSafeInteger(units) || units < 1 || units > 10_000)
      return err({ kind: 'invalid-input', message: 'x', fields: { units: 'x' } });
    const before = stock.get(sku.toUpperCase());
    if (before === undefined) return err({ kind: 'variant-not-found', message: 'x' });
    stock.set(sku.toUpperCase(), before + units);
    added.push({ sku, units, actor });
    return ok({ sku: sku.toUpperCase(), before, after: before + units });
  };
  const notifyRestocked = async () => ({ notified: ++rounds === 1 ? 2 : 0 });
  return { restock: restockAs({ restockVariant, notifyRestocked }), added, rounds: () => rounds };
};

describe('restockAs', () => {
  it('adds the units as the warehouse, mailing who waited only when the variant was sold out', async () => {
    const h = harness();
    const bodega = anActor('warehouse');
    expect(await h.restock(bodega, { sku: 'on-gsw-2lb-moch', units: 12 })).toEqual(
      ok({ sku: 'ON-GSW-2LB-MOCH', before: 0, after: 12, mailed: 2 }),
    );
    expect(await h.restock(bodega, { sku: 'ON-GSW-2LB-MOCH', units: 3 })).toEqual(
      ok({ sku: 'ON-GSW-2LB-MOCH', before: 12, after: 15, mailed: 0 }),
    );
    expect(h.rounds()).toBe(1);
    expect(h.added.map((a) => a.actor)).toEqual([bodega.name, bodega.name]);
  });

  it('refuses support, units out of range and an unknown sku in Spanish, changing nothing', async () => {
    const h = harness();
    expect(await h.restock(anActor('support'), { sku: 'ON-GSW-2LB-MOCH', units: 5 })).toMatchObject(
      err({ kind: 'forbidden', permission: 'stock.write' }),
    );
    expect(await h.restock(anActor('owner'), { sku: 'ON-GSW-2LB-MOCH', units: 10_001 })).toMatchObject(
      err({ kind: 'invalid-input', fields: { units: expect.stringContaining('de 1 a 10000') } }),
    );
    expect(await h.restock(anActor('owner'), { sku: 'NO-EXISTE', units: 5 })).toMatchObject(
      err({ kind: 'variant-not-found', message: 'No hay una presentación con la referencia NO-EXISTE.' }),
    );
    expect(h.added).toEqual([]);
  });
});
