import type { Pesos } from '../shared/money';
import type { Category, Product } from './product';

/** What a product card shows: the cheapest active variant's price and whether anything is in stock. */
export type ProductSummary = {
  readonly slug: string;
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  readonly summary: string;
  readonly price: Pesos;
  readonly compareAt: Pesos | null;
  readonly inStock: boolean;
  readonly sizes: number;
  readonly flavours: number;
  readonly image: { readonly url: string; readonly alt: string; readonly width: number; readonly height: number } | null;
};

export type ProductPage = { readonly items: readonly ProductSummary[]; readonly total: number };

export type ProductQuery = {
  /** Only products of this category; all categories when absent. */
  readonly category?: string;
  /** Words that must all appear in the name, brand or category, ignoring case and accents. */
  readonly text?: string;
  readonly sort: 'name' | 'newest';
  readonly offset: number;
  readonly limit: number;
};

/** Reads the catalogue. Only active products and variants are ever returned. */
export type ProductStore = {
  /** Every category, in display order. */
  listCategories(): Promise<readonly Category[]>;
  findCategory(slug: string): Promise<Category | null>;
  /** One page of product cards, in a stable order so pages never repeat or skip a product. */
  listProducts(query: ProductQuery): Promise<ProductPage>;
  /** A whole product with its variants and images, by its slug. */
  findProduct(slug: string): Promise<Product | null>;
};

export type StoredImage = { readonly contentType: string; readonly body: string };

/** The pictures of the catalogue, by the file name that appears in their URL. */
export type ProductImageStore = {
  findImage(fileName: string): Promise<StoredImage | null>;
};
