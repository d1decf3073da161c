import type { Pesos } from '../shared/money';
import type { CatalogueChange, CatalogueChangeRecord, CatalogueSnapshot, ChangeAuthor } from './catalogue-fields';
import type { Facets, Filters, Sort, SORTS } from './listing';
import type { Category, Picture, Product, ProductImage, Variant } from './product';

/** What a product card shows: the cheapest active variant's price and whether anything is in stock, or, when the
 * listing's filters name a flavour, a price range or stock, those of the variant they point at (`filteredCard`). */
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
  readonly image: Picture | null;
  /** The variant the listing's filters point at, whose price, stock and picture the card shows; absent without such filters. */
  readonly variant?: Pick<Variant, 'sku' | 'flavour' | 'size'>;
};

export type ProductPage = { readonly items: readonly ProductSummary[]; readonly total: number };

export type ProductQuery = {
  /** Only products of this category; all categories when absent. */
  readonly category?: string;
  readonly filters?: Filters;
  readonly sort: Sort;
  readonly offset: number;
  readonly limit: number;
};

/** Reads the catalogue. Only active products and variants are ever returned. */
export type ProductStore = {
  /** Every category, in display order. */
  listCategories(): Promise<readonly Category[]>;
  findCategory(slug: string): Promise<Category | null>;
  /** One page of product cards, in a total order (ties broken by id) so pages never repeat or skip a product. */
  listProducts(query: ProductQuery): Promise<ProductPage>;
  /** The filter choices of a category (or the whole store), counted over its active products. */
  facets(category?: string): Promise<Facets>;
  /** A whole product with its variants and images, by its slug. */
  findProduct(slug: string): Promise<Product | null>;
};

export type SearchQuery = Omit<ProductQuery, 'category' | 'sort'> & {
  /** What the shopper typed; matched ignoring case, accents and stop words, tolerating small typos, with the synonyms
   * of `SEARCH_SYNONYMS`. Name words weigh most, then brand, category, goal and flavours, then summary and ingredients. */
  readonly text: string;
  readonly category?: string;
  /** The shoppers' sorts; search has no order by name. */
  readonly sort: (typeof SORTS)[number];
};

export type SearchPage = ProductPage & {
  readonly facets: Facets;
  /** When every word together found nothing: the words of the best subset, as typed, whose products these are. */
  readonly searched?: string;
};

export type Suggestion = {
  readonly slug: string;
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  readonly price: Pesos;
  readonly image: ProductSummary['image'];
};

/** Finds products by what a shopper types. `relevancia` orders by how well a product matches. */
export type ProductSearch = {
  /** One page of matching product cards, with the filter choices counted over all matches. */
  search(query: SearchQuery): Promise<SearchPage>;
  /** A few best matches for the suggestions under the search box, as the shopper types. */
  suggest(text: string, limit: number): Promise<readonly Suggestion[]>;
  /** Reads ahead what the first searches need, as the server starts (a hosted index has nothing to read). */
  warmUp(): Promise<unknown>;
};

export type StoredImage = { readonly contentType: string; readonly body: string };

/** The pictures of the catalogue, by the file name that appears in their URL. */
export type ProductImageStore = {
  findImage(fileName: string): Promise<StoredImage | null>;
};

/** The units on sale of each variant, as operators change them. */
export type CatalogueStock = {
  /** Adds `units` (a supplier's delivery) to a variant's stock, withdrawn or not, recording it in the catalogue audit
   * `by` the operator; the units before and after, or null for an unknown sku. A variant going from none to some makes
   * its avísame requests due in the same transaction. */
  addStock(
    sku: string,
    units: number,
    by: ChangeAuthor,
  ): Promise<{ readonly before: number; readonly after: number } | null>;
};

/** The catalogue as operators change it (the CLI's catalogue commands), withdrawn products and variants included. */
export type CatalogueEditor = {
  /** Every product and variant, in the file's order (`CatalogueSnapshot`). */
  snapshot(): Promise<CatalogueSnapshot>;
  /** The slugs a product may name as its brand and category. */
  references(): Promise<{ readonly brands: readonly string[]; readonly categories: readonly string[] }>;
  /** Writes the changes and one audit row each, in one transaction: all or nothing. 'stale' (nothing written) when a
   * change's `before` no longer holds or what it creates exists, so nobody's change is overwritten unseen. The
   * catalogue version moves with them (pages and search follow) and search reads the products' new words. */
  apply(changes: readonly CatalogueChange[], by: ChangeAuthor): Promise<'applied' | 'stale'>;
};

/** The audit of the operators' catalogue changes. */
export type CatalogueChangeLog = {
  /** The newest changes first, of one product's slug or variant's sku when given. */
  list(query: { readonly subject?: string; readonly limit: number }): Promise<readonly CatalogueChangeRecord[]>;
};

/** A product's picture as operators arrange it: its file (the last part of its URL) and what its label shows. */
export type ProductPicture = ProductImage & { readonly file: string };

/** A picture ready to store: checked to be an image and drawn as the store keeps pictures (adapters/images). */
export type PreparedPicture = {
  readonly contentType: string;
  /** The file name's extension for its format: `webp`. */
  readonly extension: string;
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
};

/** Turns an upload into a catalogue picture. */
export type PictureProcessor = {
  /** The upload drawn as a square picture on white, at most 1200 px a side, in the stored format; 'not-an-image' when
   * its bytes are no JPEG, PNG, WebP or AVIF picture (whatever its name says), 'too-small' under 200 px a side. */
  prepare(bytes: Uint8Array): Promise<PreparedPicture | 'not-an-image' | 'too-small'>;
};

/** Draws a new picture ahead of shoppers, so the first one to open its product waits for no encode. */
export type PictureSizes = {
  /** Starts drawing `file`, a picture of `product`, at every size and format the shop's pages ask of it, and returns at
   * once: the upload's answer does not wait. A size not drawn yet (or lost with a stopped process) is drawn when first
   * asked, as without this. */
  drawAll(picture: { readonly product: string; readonly file: string }): void;
};

/** How a product's pictures are to be: which files, in which order, with which label and text. */
export type PictureArrangement = Pick<ProductPicture, 'file' | 'alt' | 'flavour' | 'size'>;

/** The products' pictures as operators add, order, label and remove them. Each change moves the catalogue version
 * (pages show the new pictures at once) and is recorded in the catalogue audit as the product's `pictures`. */
export type CataloguePictures = {
  /** The product's name and pictures in page order; null for an unknown product. */
  list(product: string): Promise<{ readonly name: string; readonly pictures: readonly ProductPicture[] } | null>;
  /** Adds a picture after the product's others. */
  add(product: string, picture: PreparedPicture & PictureArrangement, by: ChangeAuthor): Promise<void>;
  /** Makes the product's pictures `after` (some of `before`'s files, reordered or relabelled; the rest removed); 'stale'
   * (nothing written) when its pictures are no longer `before`'s files in that order. */
  arrange(
    product: string,
    before: readonly string[],
    after: readonly PictureArrangement[],
    by: ChangeAuthor,
  ): Promise<'done' | 'stale'>;
};

/** A category or a brand as operators run them. */
export type TaxonomyEntry = {
  readonly kind: 'category' | 'brand';
  readonly slug: string;
  readonly name: string;
  /** How many products name it, withdrawn ones included. */
  readonly products: number;
};

/** The categories and brands. Their slugs are part of addresses and filters, so they never change once made. */
export type CatalogueTaxonomy = {
  /** The categories in display order, the brands by name. */
  list(): Promise<{ readonly categories: readonly TaxonomyEntry[]; readonly brands: readonly TaxonomyEntry[] }>;
  /** Makes a new one (a category goes last), recorded in the audit; 'exists' when its slug is taken. */
  create(entry: Pick<TaxonomyEntry, 'kind' | 'slug' | 'name'>, by: ChangeAuthor): Promise<'created' | 'exists'>;
  /** Renames one, recorded in the audit with the name before; null for an unknown slug. */
  rename(
    entry: Pick<TaxonomyEntry, 'kind' | 'slug' | 'name'>,
    by: ChangeAuthor,
  ): Promise<{ readonly before: string } | null>;
};
