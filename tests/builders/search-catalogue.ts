import { sql } from 'drizzle-orm';
import type { Db } from '../../adapters/persistence/db';
import { seedCatalogue, type SeedData } from '../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue, aProduct, aVariant } from './seed-data';

/**
 * `aCatalogue()` plus what search needs to tell products apart: a second, third and fourth brand, a whey with
 * "Gold" in its name (an isolate, says its summary), a creatine monohydrate, an unflavoured multivitamin that is sold
 * out, a pre-workout with fruit flavours, a fat burner whose summary says "Termogénico" and a liquid carnitine "sin
 * cafeína ni azúcar" of 3000 mg per serving. Each has a summary and
 * ingredients of its own (search reads them). The new products arrived before every product of `aCatalogue()`.
 */
export const aSearchCatalogue = (): SeedData => {
  const base = aCatalogue();
  const described = (summary: string, ingredients: string) => ({ summary, ingredients });
  return {
    categories: [
      ...base.categories,
      { slug: 'pre-entrenos', name: 'Pre-entrenos', description: 'Pre-entrenos para pruebas.' },
      { slug: 'quemadores', name: 'Quemadores', description: 'Quemadores para pruebas.' },
    ],
    brands: [
      ...base.brands,
      { slug: 'optimum', name: 'Optimum Nutrition', colour: '#1c2541', accent: '#e0b040' },
      { slug: 'smart', name: 'Smart Muscle', colour: '#0f766e', accent: '#bef264' },
      { slug: 'nutrex', name: 'Nutrex', colour: '#0b0b0b', accent: '#d62828' },
    ],
    products: [
      ...base.products.map((p) =>
        p.slug === 'creatina-pura'
          ? { ...p, ...described('Creatina monohidratada pura, sin sabor.', 'Creatina monohidratada.') }
          : p,
      ),
      aProduct({
        slug: 'gold-standard-whey',
        name: 'Gold Standard 100% Whey',
        brand: 'optimum',
        arrivedDaysAgo: 20,
        ...described(
          'Proteína whey aislada y concentrada: 24 g de proteína por porción.',
          'Aislado de proteína de suero (whey protein isolate), concentrado de proteína de suero, cacao.',
        ),
        variants: [
          aVariant({ sku: 'GSW-2LB-CHOC', price: 219_900, stock: 5 }),
          aVariant({ sku: 'GSW-2LB-FRES', flavour: 'Fresa', price: 219_900, stock: 3 }),
          aVariant({
            sku: 'GSW-5LB-COOK',
            flavour: 'Cookies & Cream',
            size: '5 lb',
            weightGrams: 2268,
            price: 459_900,
            stock: 0,
          }),
        ],
      }),
      aProduct({
        slug: 'creatina-monohidratada',
        name: 'Creatina Monohidratada Micronizada',
        brand: 'smart',
        category: 'creatinas',
        goal: 'rendimiento',
        pack: 'bag',
        arrivedDaysAgo: 21,
        ...described('Creatina monohidratada micronizada, sin sabor: 5 g por porción.', 'Creatina monohidratada.'),
        variants: [
          aVariant({
            sku: 'CMM-300G',
            flavour: null,
            size: '300 g',
            weightGrams: 300,
            servings: 60,
            price: 79_900,
            stock: 20,
          }),
        ],
      }),
      aProduct({
        slug: 'multivitaminico-diario',
        name: 'Multivitamínico Diario',
        brand: 'smart',
        category: 'vitaminas',
        goal: 'salud',
        pack: 'bottle',
        arrivedDaysAgo: 22,
        ...described('Vitaminas y minerales en una tableta al día.', 'Vitamina C, vitamina D3, zinc, magnesio.'),
        variants: [
          aVariant({
            sku: 'MVD-60',
            flavour: null,
            size: '60 tabletas',
            weightGrams: 120,
            servings: 60,
            price: 49_900,
            stock: 0,
          }),
        ],
      }),
      aProduct({
        slug: 'pre-entreno-explosivo',
        name: 'Pre-entreno Explosivo',
        brand: 'optimum',
        category: 'pre-entrenos',
        goal: 'rendimiento',
        arrivedDaysAgo: 23,
        ...described(
          'Pre-entreno con cafeína y beta-alanina para entrenar con energía.',
          'Citrulina, beta-alanina, cafeína.',
        ),
        variants: [
          aVariant({ sku: 'PEE-FRR', flavour: 'Frutos rojos', size: '300 g', weightGrams: 300, price: 129_900 }),
          aVariant({ sku: 'PEE-LIM', flavour: 'Limón', size: '300 g', weightGrams: 300, price: 129_900 }),
        ],
      }),
      aProduct({
        slug: 'lipo-extreme',
        name: 'Lipo Extreme',
        brand: 'nutrex',
        category: 'quemadores',
        goal: 'definir',
        pack: 'bottle',
        arrivedDaysAgo: 24,
        ...described(
          'Termogénico con cafeína y té verde, para tu etapa de definición.',
          'Cafeína anhidra, extracto de té verde, L-carnitina.',
        ),
        variants: [
          aVariant({
            sku: 'LIPO-60',
            flavour: null,
            size: '60 cápsulas',
            weightGrams: 90,
            servings: 60,
            price: 119_900,
            stock: 7,
          }),
        ],
      }),
      aProduct({
        slug: 'carnitina-liquida',
        name: 'Carnitina Líquida',
        brand: 'nutrex',
        category: 'vitaminas',
        goal: 'definir',
        pack: 'bottle',
        arrivedDaysAgo: 25,
        servingSize: '30 ml',
        ...described('L-carnitina líquida sin cafeína ni azúcar: 3000 mg por porción.', 'L-carnitina, agua.'),
        variants: [
          aVariant({ sku: 'CAR-473', flavour: null, size: '473 ml', weightGrams: 560, servings: 15, price: 69_900 }),
        ],
      }),
    ],
  };
};

/** Units sold that make "más vendidos" predictable: the whey sells most, then Proteína 14, 13… down to 01. */
export const SEARCH_UNITS_SOLD: Record<string, number> = {
  'gold-standard-whey': 900,
  'creatina-monohidratada': 500,
  'pre-entreno-explosivo': 400,
  'creatina-pura': 300,
  'multivitaminico-diario': 50,
  'lipo-extreme': 200,
  ...Object.fromEntries(
    Array.from({ length: 14 }, (_, i) => [`proteina-${String(i + 1).padStart(2, '0')}`, 100 + (i + 1) * 3]),
  ),
};

/** Seeds `aSearchCatalogue()` and sets the units sold above. */
export const seedSearchCatalogue = async (db: Db): Promise<void> => {
  await seedCatalogue(db, aSearchCatalogue(), new Date('2026-11-22T12:00:00Z'));
  for (const [slug, units] of Object.entries(SEARCH_UNITS_SOLD))
    await db.execute(sql`UPDATE products SET units_sold = ${units} WHERE slug = ${slug}`);
};
