import { describe, expect, it } from 'vitest';
import { setVariantPrice } from '../../../core/catalog/set-variant-price';
import { clock, editorOfTestCatalogue, T0 } from './catalogue-editor-fixture';

const setup = () => {
  const fake = editorOfTestCatalogue();
  return { ...fake, setPrice: setVariantPrice({ editor: fake.editor, clock }) };
};
const priceOf = async (fake: ReturnType<typeof setup>, sku: string) =>
  (await fake.editor.snapshot()).variants.find((v) => v.sku === sku)!;

describe('setVariantPrice', () => {
  it('sets the price, records who did it with the prices before and after, and moves the catalogue version', async () => {
    const fake = setup();
    const done = await fake.setPrice({ sku: ' p01-2lb-choc ', price: 159_900, actor: 'ana' });
    expect(done).toEqual({
      ok: true,
      value: {
        sku: 'P01-2LB-CHOC',
        before: { price: 150_000, compareAt: null },
        after: { price: 159_900, compareAt: null },
        changed: true,
      },
    });
    expect((await priceOf(fake, 'P01-2LB-CHOC')).price).toBe(159_900);
    expect(fake.version()).toBe(2);
    expect(await fake.log.list({ limit: 10 })).toEqual([
      {
        id: 1,
        actor: 'ana',
        at: T0,
        source: 'set-price',
        kind: 'variant',
        subject: 'P01-2LB-CHOC',
        before: { price: 150_000 },
        after: { price: 159_900 },
      },
    ]);
  });

  it('sets or drops the compare-at price with it, which must stay above the price', async () => {
    const fake = setup();
    // P01-5LB-CHOC costs 350000, compare-at 399900.
    const raised = await fake.setPrice({ sku: 'P01-5LB-CHOC', price: 399_900, actor: 'ana' });
    expect(raised).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'compareAt' } });
    expect(!raised.ok && raised.error.message).toBe(
      'The compare-at price 399900 would not be above the new price: give a higher one, or "none" to drop it.',
    );
    const equal = await fake.setPrice({ sku: 'P01-5LB-CHOC', price: 300_000, compareAt: 300_000, actor: 'ana' });
    expect(!equal.ok && equal.error.message).toBe('The compare-at price 300000 must be above the price 300000.');
    expect(fake.writes()).toBe(0);
    const dropped = await fake.setPrice({ sku: 'P01-5LB-CHOC', price: 399_900, compareAt: null, actor: 'ana' });
    expect(dropped.ok && dropped.value.after).toEqual({ price: 399_900, compareAt: null });
    const both = await fake.setPrice({ sku: 'P01-5LB-CHOC', price: 380_000, compareAt: 420_000, actor: 'ana' });
    expect(both.ok && both.value.after).toEqual({ price: 380_000, compareAt: 420_000 });
    expect(await priceOf(fake, 'P01-5LB-CHOC')).toMatchObject({ price: 380_000, compareAt: 420_000 });
  });

  it('refuses a price that is not whole pesos and an unknown sku, writing nothing', async () => {
    const fake = setup();
    for (const price of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      const refused = await fake.setPrice({ sku: 'P01-2LB-CHOC', price, actor: 'ana' });
      expect(refused, String(price)).toEqual({
        ok: false,
        error: { kind: 'invalid-input', field: 'price', message: 'Give the price as whole pesos, e.g. 189900.' },
      });
    }
    const compareAt = await fake.setPrice({ sku: 'P01-2LB-CHOC', price: 1000, compareAt: 0.5, actor: 'ana' });
    expect(compareAt).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'compareAt' } });
    expect(await fake.setPrice({ sku: 'NO-EXISTE', price: 1000, actor: 'ana' })).toEqual({
      ok: false,
      error: { kind: 'variant-not-found', message: 'No variant has the sku "NO-EXISTE".' },
    });
    expect(fake.writes()).toBe(0);
  });

  it('writes nothing, records nothing and keeps the version when the prices are already those', async () => {
    const fake = setup();
    const same = await fake.setPrice({ sku: 'CRE-300G', price: 89_900, actor: 'ana' });
    expect(same.ok && same.value.changed).toBe(false);
    expect(fake.version()).toBe(1);
    expect(await fake.log.list({ limit: 10 })).toEqual([]);
  });

  it('tells the operator to try again when the variant changed between reading and writing', async () => {
    const fake = setup();
    const editor = {
      ...fake.editor,
      apply: async () => 'stale' as const,
    };
    const raced = await setVariantPrice({ editor, clock })({ sku: 'CRE-300G', price: 99_900, actor: 'ana' });
    expect(raced).toEqual({
      ok: false,
      error: { kind: 'stale', message: 'The variant CRE-300G changed meanwhile; nothing was changed: try again.' },
    });
  });
});
