import { describe, expect, it } from 'vitest';
import { brands, categories, seedProducts } from '../../../../adapters/persistence/seed/catalogue';

const variants = seedProducts.flatMap((p) => p.variants.map((v) => ({ ...v, product: p })));
const inCategory = (slug: string) => seedProducts.filter((p) => p.category === slug);
const isIsolate = (name: string) => /iso|hydro/i.test(name);

const MINIMUM: Record<string, number> = {
  'proteinas': 14, // two listing pages of 12
  'aminoacidos': 8,
  'quemadores': 8,
  'creatinas': 8,
  'ganadores': 7,
  'pre-entrenos': 7,
  'vitaminas': 7,
};

const PRICE_RANGE: Record<string, [number, number]> = {
  'proteinas': [120_000, 600_000],
  'aminoacidos': [50_000, 220_000],
  'quemadores': [60_000, 230_000],
  'creatinas': [60_000, 260_000],
  'ganadores': [150_000, 450_000],
  'pre-entrenos': [100_000, 250_000],
  'vitaminas': [30_000, 200_000],
};

const pricesOf = (filter: (v: (typeof variants)[number]) => boolean) => variants.filter(filter).map((v) => v.price);

describe('seeded catalogue', () => {
  it('has at least 60 products and the seven categories in display order', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(60);
    expect(categories.map((c) => c.slug)).toEqual(Object.keys(MINIMUM));
    for (const c of categories) expect(c.description.length).toBeGreaterThan(40);
  });

  it.each(Object.entries(MINIMUM))('category %s has at least %i products', (slug, minimum) => {
    expect(inCategory(slug).length).toBeGreaterThanOrEqual(minimum);
  });

  it('uses unique product slugs in lowercase ascii kebab-case', () => {
    const slugs = seedProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses unique uppercase SKUs across the whole catalogue', () => {
    const skus = variants.map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/);
  });

  it('points every product at an existing brand and category', () => {
    const brandSlugs = new Set(brands.map((b) => b.slug));
    const categorySlugs = new Set(categories.map((c) => c.slug));
    for (const p of seedProducts) {
      expect(brandSlugs, p.slug).toContain(p.brand);
      expect(categorySlugs, p.slug).toContain(p.category);
    }
    for (const b of brands) {
      expect(b.colour).toMatch(/^#[0-9A-F]{6}$/i);
      expect(b.accent).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('prices every variant in whole pesos within its category range', () => {
    for (const v of variants) {
      expect(Number.isSafeInteger(v.price), v.sku).toBe(true);
      expect(v.price % 100, v.sku).toBe(0);
      const [min, max] = PRICE_RANGE[v.product.category];
      expect(v.price, v.sku).toBeGreaterThanOrEqual(min);
      expect(v.price, v.sku).toBeLessThanOrEqual(max);
    }
  });

  it('keeps the reference sizes at realistic Colombian prices', () => {
    const expectWithin = (label: string, prices: number[], min: number, max: number) => {
      expect(prices.length, label).toBeGreaterThan(0);
      for (const price of prices) {
        expect(price, label).toBeGreaterThanOrEqual(min);
        expect(price, label).toBeLessThanOrEqual(max);
      }
    };
    const whey = (size: string) =>
      pricesOf((v) => v.product.category === 'proteinas' && !isIsolate(v.product.name) && v.size === size);
    const sized = (category: string, size: string) =>
      pricesOf((v) => v.product.category === category && v.size === size);
    expectWithin('whey 2 lb', whey('2 lb'), 160_000, 230_000);
    expectWithin('whey 5 lb', whey('5 lb'), 320_000, 440_000);
    expectWithin('creatina 300 g', sized('creatinas', '300 g'), 65_000, 160_000);
    expectWithin('ganador 6 lb', sized('ganadores', '6 lb'), 170_000, 230_000);
    expectWithin('ganador 12 lb', sized('ganadores', '12 lb'), 300_000, 420_000);
  });

  it('prices the flavours of one size the same', () => {
    for (const p of seedProducts) {
      const bySize = new Map<string, Set<number>>();
      for (const v of p.variants) bySize.set(v.size, (bySize.get(v.size) ?? new Set()).add(v.price));
      for (const [size, prices] of bySize) expect(prices.size, `${p.slug} ${size}`).toBe(1);
    }
  });

  it('shows a "before" price only when it is 5–30 % above the price, on about one variant in five', () => {
    for (const v of variants) {
      if (v.compareAt === null) continue;
      expect(Number.isSafeInteger(v.compareAt), v.sku).toBe(true);
      expect(v.compareAt, v.sku).toBeGreaterThan(v.price);
      expect(v.compareAt / v.price, v.sku).toBeLessThanOrEqual(1.3);
    }
    const share = variants.filter((v) => v.compareAt !== null).length / variants.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.35);
  });

  it('has whole, non-negative stock with some variants and one whole product sold out', () => {
    for (const v of variants) {
      expect(Number.isInteger(v.stock), v.sku).toBe(true);
      expect(v.stock, v.sku).toBeGreaterThanOrEqual(0);
    }
    expect(variants.filter((v) => v.stock === 0).length).toBeGreaterThanOrEqual(4);
    expect(seedProducts.some((p) => p.variants.every((v) => v.stock === 0))).toBe(true);
    expect(seedProducts.some((p) => p.variants.some((v) => v.stock > 0))).toBe(true);
  });

  it('describes every variant with a size, a weight and servings', () => {
    for (const v of variants) {
      expect(v.size, v.sku).not.toBe('');
      expect(Number.isInteger(v.weightGrams) && v.weightGrams > 0, v.sku).toBe(true);
      expect(Number.isInteger(v.servings) && v.servings > 0, v.sku).toBe(true);
      expect(v.flavour === null || v.flavour.length > 0, v.sku).toBe(true);
    }
  });

  it('gives every product variants, a short summary and the label texts', () => {
    for (const p of seedProducts) {
      expect(p.variants.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.summary.length, p.slug).toBeGreaterThan(20);
      expect(p.summary.length, p.slug).toBeLessThanOrEqual(160);
      expect(p.description.trim(), p.slug).not.toBe('');
      expect(p.description.split('\n\n').length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.ingredients.trim(), p.slug).not.toBe('');
      expect(p.usage, p.slug).toContain('no es un medicamento');
      expect(p.invima, p.slug).toMatch(/^(RSiA\d{2}I\d{6}|SD\d{4}-\d{7})$/);
      expect(p.servingSize.trim(), p.slug).not.toBe('');
      expect([0, 0.05, 0.19], p.slug).toContain(p.taxRate);
      expect(Number.isInteger(p.arrivedDaysAgo) && p.arrivedDaysAgo >= 1 && p.arrivedDaysAgo <= 400, p.slug).toBe(true);
    }
  });

  it('uses unique INVIMA registrations', () => {
    const numbers = seedProducts.map((p) => p.invima);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
