import type { Pesos } from '../shared/money';

/** IVA rates that exist for supplements in Colombia. */
export type TaxRate = 0 | 0.05 | 0.19;

/** What a product is meant for; drives the "objetivo" filter. */
export type Goal = 'ganar-masa' | 'definir' | 'rendimiento' | 'salud';

export type Category = {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly position: number;
};

export type Brand = {
  readonly slug: string;
  readonly name: string;
  /** Label colours of the brand's packaging, used by the generated product images. */
  readonly colour: string;
  readonly accent: string;
};

export type Variant = {
  readonly sku: string;
  /** Null for products that come in one flavour only (capsules, unflavoured creatine). */
  readonly flavour: string | null;
  /** As printed on the pack: "2 lb", "300 g", "120 cápsulas". */
  readonly size: string;
  readonly weightGrams: number;
  readonly servings: number;
  readonly price: Pesos;
  /** A "before" price, larger than `price`, shown struck through; never charged. */
  readonly compareAt: Pesos | null;
  readonly stock: number;
  readonly taxRate: TaxRate;
  readonly active: boolean;
};

/** A picture as the catalogue describes it: where it is, what it shows, and its intrinsic size. */
export type Picture = {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
};

export type ProductImage = Picture & {
  /** The flavour printed on the label, when the image shows one. */
  readonly flavour: string | null;
  /** The size printed on the label ("5 lb"), when the image shows one. */
  readonly size: string | null;
};

export type Product = {
  readonly slug: string;
  readonly name: string;
  readonly brand: Brand;
  readonly category: Pick<Category, 'slug' | 'name'>;
  readonly goal: Goal;
  /** One sentence for cards and meta descriptions. */
  readonly summary: string;
  readonly description: string;
  readonly ingredients: string;
  readonly usage: string;
  /** INVIMA sanitary registration, e.g. "RSiA16I123456". */
  readonly invima: string;
  readonly servingSize: string;
  /** The page's title and description for search engines; empty: its name and summary. */
  readonly seoTitle: string;
  readonly seoDescription: string;
  readonly variants: readonly Variant[];
  readonly images: readonly ProductImage[];
};
