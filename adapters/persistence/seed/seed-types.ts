import type { Goal, TaxRate } from '../../../core/catalog/product';

/** The seed's description of the catalogue: plain data, turned into rows by the seeder. */
export type SeedCategory = { slug: string; name: string; description: string };

export type SeedBrand = { slug: string; name: string; colour: string; accent: string };

export type SeedVariant = {
  sku: string;
  flavour: string | null;
  size: string;
  weightGrams: number;
  servings: number;
  price: number;
  compareAt: number | null;
  stock: number;
};

export type SeedProduct = {
  slug: string;
  name: string;
  brand: string; // SeedBrand.slug
  category: string; // SeedCategory.slug
  goal: Goal;
  taxRate: TaxRate;
  summary: string;
  description: string;
  ingredients: string;
  usage: string;
  invima: string;
  servingSize: string;
  /** Pack shape drawn by the image generator. */
  pack: 'tub' | 'bag' | 'bottle';
  /** Newest first in "más nuevos": days since the product arrived. */
  arrivedDaysAgo: number;
  variants: SeedVariant[];
};
