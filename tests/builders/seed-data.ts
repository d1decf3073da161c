import type { SeedData } from '../../adapters/persistence/seed/seed-catalogue';
import type { SeedProduct, SeedVariant } from '../../adapters/persistence/seed/seed-types';

export const aVariant = (over: Partial<SeedVariant> = {}): SeedVariant => ({
  sku: 'SKU-1',
  flavour: 'Chocolate',
  size: '2 lb',
  weightGrams: 907,
  servings: 30,
  price: 189_900,
  compareAt: null,
  stock: 10,
  ...over,
});

export const aProduct = (over: Partial<SeedProduct> = {}): SeedProduct => ({
  slug: 'whey-prueba',
  name: 'Whey de prueba',
  brand: 'marca',
  category: 'proteinas',
  goal: 'ganar-masa',
  taxRate: 0.19,
  summary: 'Proteína de suero para pruebas.',
  description: 'Primer párrafo.\n\nSegundo párrafo.',
  ingredients: 'Suero de leche.',
  usage: 'Un scoop al día.',
  invima: 'RSiA20I000001',
  servingSize: '1 scoop (30 g)',
  pack: 'tub',
  arrivedDaysAgo: 10,
  variants: [aVariant()],
  ...over,
});

/**
 * A small catalogue with known shape: 14 proteins of one brand (two pages of 12), one with a sold-out
 * flavour, one entirely sold out; one creatine of another brand; and an empty category.
 */
export const aCatalogue = (): SeedData => {
  const proteins = Array.from({ length: 14 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return aProduct({
      slug: `proteina-${n}`,
      name: `Proteína ${n}`,
      arrivedDaysAgo: i + 1,
      variants: [
        aVariant({ sku: `P${n}-2LB-CHOC`, price: 150_000 + i * 1_000 }),
        aVariant({ sku: `P${n}-2LB-VAIN`, flavour: 'Vainilla', price: 150_000 + i * 1_000, stock: i === 0 ? 0 : 5 }),
        aVariant({
          sku: `P${n}-5LB-CHOC`,
          size: '5 lb',
          weightGrams: 2268,
          servings: 75,
          price: 350_000 + i * 1_000,
          compareAt: 399_900,
        }),
      ],
    });
  });
  proteins[13] = { ...proteins[13], variants: proteins[13].variants.map((v) => ({ ...v, stock: 0 })) };
  const creatine = aProduct({
    slug: 'creatina-pura',
    name: 'Creatina Pura',
    brand: 'otra',
    category: 'creatinas',
    goal: 'rendimiento',
    pack: 'bag',
    arrivedDaysAgo: 0,
    variants: [
      aVariant({ sku: 'CRE-300G', flavour: null, size: '300 g', weightGrams: 300, servings: 60, price: 89_900 }),
    ],
  });
  return {
    categories: [
      { slug: 'proteinas', name: 'Proteínas', description: 'Proteínas para pruebas.' },
      { slug: 'creatinas', name: 'Creatinas', description: 'Creatinas para pruebas.' },
      { slug: 'vitaminas', name: 'Vitaminas y salud', description: 'Aún vacía.' },
    ],
    brands: [
      { slug: 'marca', name: 'Marca Ñandú', colour: '#112233', accent: '#ffcc00' },
      { slug: 'otra', name: 'Otra Marca', colour: '#334455', accent: '#ffffff' },
    ],
    products: [...proteins, creatine],
  };
};
