import type { ProductImageStore, ProductStore, ProductSummary } from '../../core/catalog/ports';
import type { Product } from '../../core/catalog/product';
import { pesos } from '../../core/shared/money';
import type { SeedData } from '../../adapters/persistence/seed/seed-catalogue';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const fileOf = (slug: string, flavour: string | null) => `${slug}-${flavour ? fold(flavour).replace(/[^a-z0-9]+/g, '-') : 'principal'}.svg`;

/** The catalogue port in memory, built from seed data; held to the same contract as the SQL adapter. */
export const inMemoryProductStore = (data: SeedData): ProductStore & ProductImageStore => {
  const categories = data.categories.map((c, position) => ({ ...c, position }));
  const products: (Product & { arrived: number })[] = data.products.map((p, id) => {
    const brand = data.brands.find((b) => b.slug === p.brand)!;
    const category = categories.find((c) => c.slug === p.category)!;
    const flavours = [...new Set(p.variants.map((v) => v.flavour))];
    return {
      ...p, arrived: -p.arrivedDaysAgo * 1e6 + id, brand, category: { slug: category.slug, name: category.name },
      variants: p.variants.map((v) => ({ ...v, price: pesos(v.price), compareAt: v.compareAt === null ? null : pesos(v.compareAt), taxRate: p.taxRate, active: true })),
      images: flavours.map((flavour) => ({ url: `/img/productos/${fileOf(p.slug, flavour)}`, alt: p.name, width: 800, height: 800, flavour })),
    };
  });
  const summary = (p: Product): ProductSummary => {
    const cheapest = [...p.variants].sort((a, b) => a.price - b.price)[0]!;
    return {
      slug: p.slug, name: p.name, brand: p.brand.name, category: p.category.slug, summary: p.summary,
      price: cheapest.price, compareAt: cheapest.compareAt, inStock: p.variants.some((v) => v.stock > 0),
      sizes: new Set(p.variants.map((v) => v.size)).size, flavours: new Set(p.variants.map((v) => v.flavour).filter(Boolean)).size,
      image: p.images[0] ? { url: p.images[0].url, alt: p.images[0].alt, width: 800, height: 800 } : null,
    };
  };
  return {
    listCategories: async () => categories,
    findCategory: async (slug) => categories.find((c) => c.slug === slug) ?? null,
    listProducts: async (q) => {
      const words = fold(q.text ?? '').split(/\s+/).filter(Boolean);
      const matching = products
        .filter((p) => !q.category || p.category.slug === q.category)
        .filter((p) => words.every((w) => fold(`${p.name} ${p.brand.name} ${p.category.name}`).includes(w)))
        .sort((a, b) => (q.sort === 'newest' ? b.arrived - a.arrived : fold(a.name).localeCompare(fold(b.name))));
      return { items: matching.slice(q.offset, q.offset + q.limit).map(summary), total: matching.length };
    },
    findProduct: async (slug) => products.find((p) => p.slug === slug) ?? null,
    findImage: async (fileName) =>
      products.some((p) => p.images.some((i) => i.url.endsWith(`/${fileName}`))) ? { contentType: 'image/svg+xml', body: '<svg/>' } : null,
  };
};
