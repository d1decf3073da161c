import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkPrice, planBulkPrice, PRICE_STEP } from '../../../core/catalog/bulk-price';
import type { Actor } from '../../../core/operators/operator';
import { changedByPercent, pesos } from '../../../core/shared/money';
import { clock, editorOfTestCatalogue } from './catalogue-editor-fixture';

const actorAs = (role: Actor['role']): Actor => ({
  operatorId: 'op',
  name: 'Ana <ana@fornido.co>',
  role,
  via: { kind: 'database' },
});
const percents = fc
  .integer({ min: -9_000, max: 20_000 })
  .filter((n) => n !== 0)
  .map((n) => n / 100);
const prices = fc.integer({ min: 1, max: 50_000_000 }).map(pesos);

describe('a price changed by a percentage', () => {
  it('is whole hundreds of pesos, at least one hundred, and the nearest such to the exact figure', () => {
    fc.assert(
      fc.property(prices, percents, (price, percent) => {
        const changed = changedByPercent(price, percent, PRICE_STEP);
        const exact = (price * (100 + percent)) / 100;
        expect(changed % PRICE_STEP).toBe(0);
        expect(changed).toBeGreaterThanOrEqual(PRICE_STEP);
        if (exact >= PRICE_STEP) expect(Math.abs(changed - exact)).toBeLessThanOrEqual(PRICE_STEP / 2 + 1e-6);
      }),
    );
  });

  it('never moves against the percentage, and keeps the order of two prices', () => {
    fc.assert(
      fc.property(prices, prices, percents, (a, b, percent) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(changedByPercent(low, percent, PRICE_STEP)).toBeLessThanOrEqual(
          changedByPercent(high, percent, PRICE_STEP),
        );
        const moved = changedByPercent(high, percent, PRICE_STEP);
        if (high % PRICE_STEP === 0) expect(percent > 0 ? moved >= high : moved <= high).toBe(true);
      }),
    );
  });

  it('rounds halves up: 161 250 → 161 300, and keeps an "antes" price only while it is above the new price', async () => {
    expect(changedByPercent(pesos(150_000), 7.5, PRICE_STEP)).toBe(161_300);
    const fake = editorOfTestCatalogue();
    const lines = planBulkPrice(await fake.editor.snapshot(), { search: 'PROTEÍNA 01' }, 15);
    expect(lines.map((l) => [l.sku, l.after.price, l.after.compareAt])).toEqual([
      ['P01-2LB-CHOC', 172_500, null],
      ['P01-2LB-VAIN', 172_500, null],
      ['P01-5LB-CHOC', 402_500, null],
    ]);
    expect(planBulkPrice(await fake.editor.snapshot(), { search: 'p01-5lb' }, 5)[0].after).toEqual({
      price: 367_500,
      compareAt: 399_900,
    });
  });
});

describe('bulkPrice', () => {
  it('applies what was previewed, one audited change per variant, and nothing when the prices moved since', async () => {
    const fake = editorOfTestCatalogue();
    const prices = bulkPrice({ editor: fake.editor, clock });
    const filter = { category: 'proteinas', search: 'proteína 02' };
    const preview = await prices.preview(actorAs('manager'), filter, -10);
    expect(preview.ok && preview.value).toHaveLength(3);
    if (!preview.ok) return;
    const previewed = preview.value.map((l) => ({ sku: l.sku, price: l.before.price }));
    const moved = await prices.apply(
      actorAs('manager'),
      filter,
      -10,
      previewed.map((p) => ({ ...p, price: p.price + 1 })),
    );
    expect(moved).toMatchObject({ ok: false, error: { kind: 'stale' } });
    expect(fake.writes()).toBe(0);
    expect(await prices.apply(actorAs('manager'), filter, -10, previewed)).toEqual({ ok: true, value: { changed: 3 } });
    const audit = await fake.log.list({ limit: 10 });
    expect(audit.map((r) => [r.subject, r.source, r.before, r.after])).toContainEqual([
      'P02-2LB-CHOC',
      'bulk-price',
      { price: 151_000 },
      { price: 135_900 },
    ]);
    expect(await prices.preview(actorAs('warehouse'), filter, 5)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await prices.preview(actorAs('owner'), filter, 300)).toMatchObject({
      ok: false,
      error: { fields: { percent: 'El porcentaje va de -90 a 200.' } },
    });
  });
});
