import { chosenVariant, filtersVariants, meetsFilters } from '../../core/catalog/filtered-variant';
import { GOAL_LABELS, type FacetValue, type Facets, type Filters, type Sort } from '../../core/catalog/listing';
import type { ProductImageStore, ProductStore, ProductSummary } from '../../core/catalog/ports';
import type { Product } from '../../core/catalog/product';
import { pesos } from '../../core/shared/money';
import type { SeedData } from '../../adapters/persistence/seed/seed-catalogue';
import { variantPictures } from '../../adapters/persistence/seed/variant-pictures';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
type Stored = Product & { id: number; arrived: number; unitsSold: number; card: ProductSummary };

const toCard = (p: Product): ProductSummary => {
  const cheapest = [...p.variants].sort((a, b) => a.price - b.price)[0];
  return {
    slug: p.slug,
    name: p.name,
    brand: p.brand.name,
    category: p.category.slug,
    summary: p.summary,
    price: cheapest.price,
    compareAt: cheapest.compareAt,
    inStock: p.variants.some((v) => v.stock > 0),
    sizes: new Set(p.variants.map((v) => v.size)).size,
    flavours: new Set(p.variants.map((v) => v.flavour).filter(Boolean)).size,
    image: p.images[0] ? { url: p.images[0].url, alt: p.images[0].alt, width: 800, height: 800 } : null,
  };
};

// Flavour, price range and stock are met by one variant together, the one the card then shows and is sorted by.
const passes = (p: Stored, f: Filters | undefined) =>
  !f ||
  ((f.brands.length === 0 || f.brands.includes(p.brand.slug)) &&
    (f.goals.length === 0 || f.goals.includes(p.goal)) &&
    p.variants.some((v) => meetsFilters(v, f)));

// The card's price and "before" price: of the variant the filters point at, else of the cheapest.
const cardOf = (p: Stored, f: Filters | undefined): ProductSummary => {
  if (!f || !filtersVariants(f)) return p.card;
  const { price, compareAt } = chosenVariant(p.variants, f)!;
  return { ...p.card, price, compareAt };
};
const priceOf = (p: Stored, f: Filters | undefined) => cardOf(p, f).price;

const order =
  (sort: Sort, f: Filters | undefined) =>
  (a: Stored, b: Stored): number => {
    switch (sort) {
      case 'precio-asc':
        return priceOf(a, f) - priceOf(b, f) || a.id - b.id;
      case 'precio-desc':
        return priceOf(b, f) - priceOf(a, f) || a.id - b.id;
      case 'nuevos':
        return b.arrived - a.arrived || b.id - a.id;
      case 'mas-vendidos':
        return b.unitsSold - a.unitsSold || a.id - b.id;
      case 'nombre':
        return fold(a.name).localeCompare(fold(b.name)) || a.id - b.id;
      case 'relevancia':
        return Number(b.card.inStock) - Number(a.card.inStock) || b.unitsSold - a.unitsSold || a.id - b.id;
    }
  };

const count = (values: [string, string][]): FacetValue[] => {
  const counts = new Map<string, FacetValue>();
  for (const [value, label] of values) counts.set(value, { value, label, count: (counts.get(value)?.count ?? 0) + 1 });
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'));
};

/** The catalogue port in memory, built from seed data; held to the same contract as the SQL adapter. */
export const inMemoryProductStore = (
  data: SeedData,
  unitsSold: (slug: string) => number = () => 0,
): ProductStore & ProductImageStore => {
  const categories = data.categories.map((c, position) => ({ ...c, position }));
  const products: Stored[] = data.products.map((p, i) => {
    const brand = data.brands.find((b) => b.slug === p.brand)!;
    const category = categories.find((c) => c.slug === p.category)!;
    const product: Product = {
      ...p,
      brand,
      category: { slug: category.slug, name: category.name },
      seoTitle: '',
      seoDescription: '',
      variants: p.variants.map((v) => ({
        ...v,
        price: pesos(v.price),
        compareAt: v.compareAt === null ? null : pesos(v.compareAt),
        taxRate: p.taxRate,
        active: true,
      })),
      // The seeder's pictures: one per size and flavour.
      images: variantPictures(p, brand).map(({ fileName, alt, flavour, size }) => ({
        url: `/img/productos/${fileName}`,
        alt,
        width: 800,
        height: 800,
        flavour,
        size,
      })),
    };
    return { ...product, id: i + 1, arrived: -p.arrivedDaysAgo, unitsSold: unitsSold(p.slug), card: toCard(product) };
  });
  const inCategory = (category?: string) => products.filter((p) => !category || p.category.slug === category);
  return {
    listCategories: async () => categories,
    findCategory: async (slug) => categories.find((c) => c.slug === slug) ?? null,
    listProducts: async (q) => {
      const matching = inCategory(q.category)
        .filter((p) => passes(p, q.filters))
        .sort(order(q.sort, q.filters));
      return {
        items: matching.slice(q.offset, q.offset + q.limit).map((p) => cardOf(p, q.filters)),
        total: matching.length,
      };
    },
    facets: async (category): Promise<Facets> => {
      const ps = inCategory(category);
      return {
        categories: count(ps.map((p) => [p.category.slug, p.category.name])),
        brands: count(ps.map((p) => [p.brand.slug, p.brand.name])),
        goals: count(ps.map((p) => [p.goal, GOAL_LABELS[p.goal]])),
        flavours: count(
          ps.flatMap((p) =>
            [...new Set(p.variants.map((v) => v.flavour).filter((f): f is string => f !== null))].map(
              (f): [string, string] => [f, f],
            ),
          ),
        ),
        price: ps.length
          ? { min: Math.min(...ps.map((p) => p.card.price)), max: Math.max(...ps.map((p) => p.card.price)) }
          : null,
      };
    },
    findProduct: async (slug) => products.find((p) => p.slug === slug) ?? null,
    findImage: async (fileName) =>
      products.some((p) => p.images.some((i) => i.url.endsWith(`/${fileName}`)))
        ? { contentType: 'image/svg+xml', body: '<svg/>' }
        : null,
  };
};
