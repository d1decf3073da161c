import { GOAL_LABELS } from '../../core/catalog/listing';
import type { ProductSummary, Suggestion } from '../../core/catalog/ports';
import { pesos } from '../../core/shared/money';
import { searchFieldsOf } from '../persistence/search-text';
import type { CatalogueEntry } from './catalogue-entries';

/**
 * One product in the Algolia index. `brandFacet` and `categoryFacet` repeat slug and name as
 * `slug|name`: Algolia counts facet values but keeps no label beside them, and filter links need the slug
 * while the panel shows the name.
 */
export type ProductRecord = {
  readonly objectID: string;
  readonly name: string;
  readonly summary: string;
  readonly brand: { readonly slug: string; readonly name: string };
  readonly category: { readonly slug: string; readonly name: string };
  readonly brandFacet: string;
  readonly categoryFacet: string;
  readonly goal: string;
  /** The goal as the filters name it, searched with what describes the product. */
  readonly goalLabel: string;
  /** The summary and ingredients as search reads them: what they say the product has none of as one word
   * (`sincafeina`, core/catalog/negations.ts), so "cafeína" never finds "sin cafeína". The ones searched. */
  readonly searchSummary: string;
  readonly searchIngredients: string;
  /** Those words, once each ("sincafeina", "sinazucar"). */
  readonly negations: readonly string[];
  /** What the product states (sizes, serving, texts), normalised: "5 g", "907,2 g", "60 cápsulas". */
  readonly quantities: readonly string[];
  /** The index words of those quantities and of the numbers of its name (core/catalog/search-quantities.ts): a
   * number typed filters on any of the words that find it. */
  readonly quantityKeys: readonly string[];
  readonly flavours: readonly string[];
  readonly price: number;
  readonly compareAt: number | null;
  readonly inStock: boolean;
  readonly unitsSold: number;
  /** Seconds since the epoch, for the "newest" replica. */
  readonly createdAt: number;
  readonly sizes: number;
  readonly flavourCount: number;
  readonly image: ProductSummary['image'];
};

/** The attributes a search asks back: everything a card needs, nothing more. */
export const CARD_ATTRIBUTES = [
  'name',
  'summary',
  'brand',
  'category',
  'price',
  'compareAt',
  'inStock',
  'sizes',
  'flavourCount',
  'image',
];

/** The record of a catalogue entry. */
export const toRecord = (e: CatalogueEntry): ProductRecord => {
  const { searchSummary, searchIngredients, negations, quantities, quantityKeys } = searchFieldsOf({
    ...e,
    name: e.card.name,
    brand: e.card.brand,
    category: e.categoryName,
    summary: e.card.summary,
  });
  return {
    objectID: e.card.slug,
    name: e.card.name,
    summary: e.card.summary,
    brand: { slug: e.brandSlug, name: e.card.brand },
    category: { slug: e.card.category, name: e.categoryName },
    brandFacet: `${e.brandSlug}|${e.card.brand}`,
    categoryFacet: `${e.card.category}|${e.categoryName}`,
    goal: e.goal,
    goalLabel: GOAL_LABELS[e.goal],
    searchSummary,
    searchIngredients,
    negations,
    quantities,
    quantityKeys,
    flavours: e.flavours,
    price: e.card.price,
    compareAt: e.card.compareAt,
    inStock: e.card.inStock,
    unitsSold: e.unitsSold,
    createdAt: Math.floor(e.createdAt.getTime() / 1000),
    sizes: e.card.sizes,
    flavourCount: e.card.flavours,
    image: e.card.image,
  };
};

/** A hit as it comes back: the card attributes and its objectID. */
export type CardHit = Pick<
  ProductRecord,
  | 'objectID'
  | 'name'
  | 'summary'
  | 'brand'
  | 'category'
  | 'price'
  | 'compareAt'
  | 'inStock'
  | 'sizes'
  | 'flavourCount'
  | 'image'
>;

/** The product card of a hit. */
export const hitToSummary = (h: CardHit): ProductSummary => ({
  slug: h.objectID,
  name: h.name,
  brand: h.brand.name,
  category: h.category.slug,
  summary: h.summary,
  price: pesos(h.price),
  compareAt: h.compareAt === null ? null : pesos(h.compareAt),
  inStock: h.inStock,
  sizes: h.sizes,
  flavours: h.flavourCount,
  image: h.image,
});

/** The suggestion of a hit. */
export const hitToSuggestion = (h: CardHit): Suggestion => ({
  slug: h.objectID,
  name: h.name,
  brand: h.brand.name,
  category: h.category.slug,
  price: pesos(h.price),
  image: h.image,
});

/** Splits a `slug|name` facet value; a value without a bar is its own label. */
export const splitFacetValue = (value: string): { value: string; label: string } => {
  const bar = value.indexOf('|');
  return bar < 0 ? { value, label: value } : { value: value.slice(0, bar), label: value.slice(bar + 1) };
};
