import { count } from 'drizzle-orm';
import type { Db } from '../db';
import { brands, categories, productImages, products, variants } from '../schema/index';
import { searchColumnsOf } from '../search-text';
import { brands as seedBrands, categories as seedCategories, seedProducts } from './catalogue';
import type { SeedBrand, SeedCategory, SeedProduct } from './seed-types';
import { variantPictures } from './variant-pictures';

export type SeedData = { categories: SeedCategory[]; brands: SeedBrand[]; products: SeedProduct[] };
export type SeedReport = {
  seeded: boolean;
  categories: number;
  brands: number;
  products: number;
  variants: number;
  images: number;
};

const DAY_MS = 86_400_000;

/** The store's own catalogue: about 60 products in seven categories. */
export const catalogueSeed: SeedData = { categories: seedCategories, brands: seedBrands, products: seedProducts };

// Demo sales figures for "más vendidos": deterministic per product, so every fresh store sorts alike.
export const demoUnitsSold = (slug: string) =>
  ([...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 997, 7) % 480) + 20;

/**
 * Writes the catalogue in one transaction, generating each product's pictures (one per size and flavour).
 * A database that already has products is left as it is, so seeding twice never duplicates anything.
 */
export const seedCatalogue = async (db: Db, data: SeedData, now: Date): Promise<SeedReport> => {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0)
    return { seeded: false, categories: 0, brands: 0, products: existing.n, variants: 0, images: 0 };
  const report: SeedReport = { seeded: true, categories: 0, brands: 0, products: 0, variants: 0, images: 0 };
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const [position, c] of data.categories.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ ...c, position })
        .returning({ id: categories.id });
      categoryIds.set(c.slug, row.id);
      report.categories++;
    }
    const brandRows = new Map<string, { id: number; brand: SeedBrand }>();
    for (const b of data.brands) {
      const [row] = await tx.insert(brands).values(b).returning({ id: brands.id });
      brandRows.set(b.slug, { id: row.id, brand: b });
      report.brands++;
    }
    for (const p of data.products) {
      const brand = brandRows.get(p.brand);
      const categoryId = categoryIds.get(p.category);
      if (!brand || !categoryId) throw new Error(`Seed product ${p.slug} names an unknown brand or category`);
      const flavours = [...new Set(p.variants.map((v) => v.flavour))];
      const categoryName = data.categories.find((c) => c.slug === p.category)!.name;
      const [row] = await tx
        .insert(products)
        .values({
          slug: p.slug,
          name: p.name,
          brandId: brand.id,
          categoryId,
          goal: p.goal,
          summary: p.summary,
          description: p.description,
          ingredients: p.ingredients,
          usage: p.usage,
          invima: p.invima,
          servingSize: p.servingSize,
          createdAt: new Date(now.getTime() - p.arrivedDaysAgo * DAY_MS),
          unitsSold: demoUnitsSold(p.slug),
          ...searchColumnsOf({
            ...p,
            brand: brand.brand.name,
            category: categoryName,
            flavours,
            sizes: [...new Set(p.variants.map((v) => v.size))],
          }),
        })
        .returning({ id: products.id });
      const productId = row.id;
      await tx
        .insert(variants)
        .values(p.variants.map((v, position) => ({ ...v, productId, position, taxRate: p.taxRate })));
      report.variants += p.variants.length;
      const pictures = variantPictures(p, brand.brand);
      await tx.insert(productImages).values(
        pictures.map((picture, position) => ({
          productId,
          position,
          ...picture,
          contentType: 'image/svg+xml',
          width: 800,
          height: 800,
        })),
      );
      report.images += pictures.length;
      report.products++;
    }
  });
  return report;
};
