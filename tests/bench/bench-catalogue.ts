import type { Goal } from '../../core/catalog/product';
import { sql } from 'drizzle-orm';
import type { Db } from '../../adapters/persistence/db';
import { brands, categories } from '../../adapters/persistence/schema/index';
import { searchColumnsOf } from '../../adapters/persistence/search-text';
import { categories as seedCategories } from '../../adapters/persistence/seed/catalogue/categories';
import { FLAVOURS } from '../../adapters/persistence/seed/catalogue/variants';

/** Product lines per category, as they appear in real supplement names (Spanish and English mixed). */
export const LINES: Record<string, readonly string[]> = {
  'proteinas': [
    'Whey Protein',
    'Proteína Whey',
    'Iso Whey',
    'Proteína Aislada',
    'Proteína Hidrolizada',
    'Caseína Micelar',
    'Proteína Vegana',
    'Clear Whey',
  ],
  'aminoacidos': [
    'BCAA 2:1:1',
    'Glutamina Micronizada',
    'EAA Aminoácidos Esenciales',
    'L-Arginina',
    'Beta Alanina',
    'Amino Recovery',
  ],
  'quemadores': [
    'L-Carnitina Líquida',
    'Termogénico',
    'CLA 1000',
    'Quemador Extremo',
    'Té Verde Extracto',
    'Lipo Burn',
  ],
  'creatinas': [
    'Creatina Monohidratada',
    'Creatina Micronizada',
    'Creatine HCL',
    'Creatina Creapure',
    'Creatina en Cápsulas',
    'Kre-Alkalyn',
  ],
  'ganadores': ['Mass Gainer', 'Ganador de Masa', 'Hipercalórico', 'Serious Gainer', 'Mega Mass'],
  'pre-entrenos': ['Pre-entreno', 'Pre-Workout', 'Óxido Nítrico', 'Pump Matrix', 'Energy Shot'],
  'vitaminas': [
    'Multivitamínico',
    'Omega 3',
    'Vitamina C 1000 mg',
    'Vitamina D3',
    'Colágeno Hidrolizado',
    'Magnesio Citrato',
    'ZMA',
  ],
};

/** Brands of the generated catalogue: the store's own and more, as a big shop would carry. */
export const BRANDS = [
  'Optimum Nutrition',
  'MuscleTech',
  'Dymatize',
  'BSN',
  'Universal Nutrition',
  'Nutrex',
  'Cellucor',
  'Ronnie Coleman',
  'Smart Muscle',
  'Proscience',
  'Healthy Sports',
  'Scitec Nutrition',
  'Labrada',
  'Mutant',
  'Rule One',
  'Ghost',
  'Evogen',
  'Now Foods',
  'Nature’s Bounty',
  'Animal',
  'Kevin Levrone',
  'BPI Sports',
  'Muscle Pharm',
  'Bioclean',
  'Ultimate Nutrition',
] as const;

/** What follows a line in a product name ("Whey Protein Gold"); empty for the plain line. */
export const SUFFIXES = [
  '',
  'Pro',
  'Elite',
  'Max',
  'Ultra',
  'Plus',
  'XT',
  'Advanced',
  'Black',
  'Gold',
  'Platinum',
  'Series',
  '100%',
  'Nitro',
  'Hardcore',
  'Performance',
];

const GOALS: Record<string, Goal> = {
  'proteinas': 'ganar-masa',
  'aminoacidos': 'rendimiento',
  'quemadores': 'definir',
  'creatinas': 'rendimiento',
  'ganadores': 'ganar-masa',
  'pre-entrenos': 'rendimiento',
  'vitaminas': 'salud',
};
const UNFLAVOURED = new Set(['vitaminas', 'creatinas']);

/** A small deterministic random generator (mulberry32), so every run benchmarks the same catalogue. */
export const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const chunks = <T>(xs: T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** Writes `count` products with realistic names, 1–3 variants each and one picture, straight into the tables. */
export const writeBenchCatalogue = async (db: Db, count: number, random = randomFrom(42)): Promise<void> => {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const categoryRows = await db
    .insert(categories)
    .values(seedCategories.map((c, position) => ({ ...c, position })))
    .returning();
  const brandRows = await db
    .insert(brands)
    .values(BRANDS.map((name) => ({ slug: slugify(name), name, colour: '#222222', accent: '#ffcc00' })))
    .returning();
  const flavourNames = Object.values(FLAVOURS);
  const seen = new Set<string>();
  const drafts: Draft[] = [];
  while (drafts.length < count) {
    const category = pick(categoryRows);
    const brand = pick(brandRows);
    const name = [pick(LINES[category.slug]), pick(SUFFIXES)].filter(Boolean).join(' ');
    const slug = `${slugify(name)}-${brand.slug}`;
    const unique: string = seen.has(slug) ? `${slug}-${drafts.length}` : slug;
    seen.add(unique);
    const flavours =
      UNFLAVOURED.has(category.slug) && random() < 0.7
        ? [null]
        : [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(flavourNames)))];
    drafts.push({
      category,
      brand,
      name,
      slug: unique,
      flavours,
      daysAgo: Math.floor(random() * 900),
      sold: Math.floor(random() * 2000),
    });
  }
  const now = Date.now();
  // The search table's triggers off while writing, and the table filled once at the end as migration 0002 does: with
  // them on, every chunk refreshed its products twice (after its variants, after its pictures), and 100 000 products
  // took minutes to write instead of seconds.
  await db.execute(sql`SET session_replication_role = replica`);
  try {
    await writeDrafts(db, drafts, random, now);
  } finally {
    await db.execute(sql`SET session_replication_role = DEFAULT`);
  }
  await db.execute(sql`SELECT refresh_product_search(ARRAY(SELECT id FROM products))`);
};

type Draft = {
  category: { id: number; slug: string; name: string };
  brand: { id: number; name: string };
  name: string;
  slug: string;
  flavours: (string | null)[];
  daysAgo: number;
  sold: number;
};

/** Rows written as one JSON parameter per statement (5 000 at a time): far cheaper in PGlite than thousands of
 * bound parameters; columns not given take their defaults. */
const insertJson = (db: Db, table: string, rows: readonly Record<string, unknown>[]) =>
  db.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
      Object.keys(rows[0]).map((c) => sql.identifier(c)),
      sql`, `,
    )}) SELECT ${sql.join(
      Object.keys(rows[0]).map((c) => sql.identifier(c)),
      sql`, `,
    )} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );

const snakeCase = (columns: Record<string, string>) =>
  Object.fromEntries(Object.entries(columns).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));

const writeDrafts = async (db: Db, drafts: readonly Draft[], random: () => number, now: number) => {
  // Ids given here (the tables are empty), so variants and pictures can name their product without reading it back.
  const productRows = drafts.map((d, i) => ({
    id: i + 1,
    slug: d.slug,
    name: d.name,
    brand_id: d.brand.id,
    category_id: d.category.id,
    goal: GOALS[d.category.slug],
    summary: `${d.name} de ${d.brand.name}.`,
    description: '',
    ingredients: '',
    usage: '',
    invima: 'RSiA00I000000',
    serving_size: '1 porción',
    units_sold: d.sold,
    created_at: new Date(now - d.daysAgo * 86_400_000).toISOString(),
    ...snakeCase(
      searchColumnsOf({
        name: d.name,
        brand: d.brand.name,
        category: d.category.name,
        flavours: d.flavours,
        sizes: ['1 lb', '2 lb'],
        servingSize: '1 porción',
        summary: `${d.name} de ${d.brand.name}.`,
        description: '',
        ingredients: '',
      }),
    ),
  }));
  const variantRows = drafts.flatMap((d, i) => {
    const base = 39_900 + Math.floor(random() * 46) * 10_000;
    return d.flavours.flatMap((flavour, f) =>
      ['1 lb', '2 lb'].slice(0, 1 + Math.floor(random() * 2)).map((size, s) => ({
        product_id: i + 1,
        sku: `${d.slug}-${f}-${s}`,
        flavour,
        size,
        weight_grams: 500 * (s + 1),
        servings: 30 * (s + 1),
        price: base + s * 80_000,
        stock: random() < 0.2 ? 0 : Math.floor(random() * 30),
        position: f * 2 + s,
      })),
    );
  });
  const imageRows = drafts.map((d, i) => ({
    product_id: i + 1,
    position: 0,
    file_name: `${d.slug}.svg`,
    alt: d.name,
    flavour: null,
    content_type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    width: 800,
    height: 800,
  }));
  for (const part of chunks(productRows, 5000)) await insertJson(db, 'products', part);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('products', 'id'), ${drafts.length})`);
  for (const part of chunks(variantRows, 5000)) await insertJson(db, 'variants', part);
  for (const part of chunks(imageRows, 5000)) await insertJson(db, 'product_images', part);
};
