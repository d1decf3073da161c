import { describe, expect, it } from 'vitest';
import { brands, seedProducts } from '../../../../adapters/persistence/seed/catalogue';
import { variantPictures } from '../../../../adapters/persistence/seed/variant-pictures';

const labelSize = (svg: string) =>
  [...svg.matchAll(/font-size="28" font-weight="700"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe('the seed pictures of a product', () => {
  const gold = seedProducts.find((p) => p.slug === 'gold-standard-100-whey')!;
  const pictures = variantPictures(
    gold,
    brands.find((b) => b.slug === gold.brand)!,
  );

  it('give every variant a picture whose label prints its own size and flavour', () => {
    for (const v of gold.variants) {
      const picture = pictures.find((p) => p.size === v.size && p.flavour === v.flavour);
      expect(picture, v.sku).toBeDefined();
      expect(labelSize(picture!.body)).toEqual([v.size]);
      expect(picture!.body).toContain(`>${v.flavour!.replace('&', '&amp;')}<`);
    }
    expect(new Set(pictures.map((p) => p.fileName)).size).toBe(gold.variants.length);
  });

  it('keep the first picture of each flavour under its old name, the other sizes named with theirs', () => {
    expect(pictures[0]).toMatchObject({ fileName: 'gold-standard-100-whey-chocolate.svg', size: '2 lb' });
    const fiveChoc = pictures.find((p) => p.size === '5 lb' && p.flavour === 'Chocolate')!;
    expect(fiveChoc.fileName).toBe('gold-standard-100-whey-5-lb-chocolate.svg');
    expect(fiveChoc.alt).toBe('Gold Standard 100% Whey de Optimum Nutrition, sabor chocolate, 5 lb');
  });

  it('draw one picture for a product of one size and no flavour', () => {
    const single = seedProducts.find((p) => p.variants.length === 1 && p.variants[0].flavour === null)!;
    const [only, ...rest] = variantPictures(
      single,
      brands.find((b) => b.slug === single.brand)!,
    );
    expect(rest).toEqual([]);
    expect(only.fileName).toBe(`${single.slug}-principal.svg`);
  });
});
