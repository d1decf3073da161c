import { markNegations, negatedWords } from '../../core/catalog/negations';
import { formatQuantity, statedQuantities } from '../../core/catalog/quantities';
import { productQuantityKeys } from '../../core/catalog/search-quantities';

/** What a product states, as search reads it. */
export type SearchSource = {
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  readonly flavours: readonly (string | null)[];
  /** Its variants' sizes ("2 lb", "60 cápsulas"). */
  readonly sizes: readonly string[];
  readonly servingSize: string;
  readonly summary: string;
  readonly description: string;
  readonly ingredients: string;
};

/**
 * What both searches match a product against, worked out as it is written or indexed (products.search_text,
 * search_summary and search_ingredients, migration 0032; the Algolia record): its texts with what they say it has none
 * of as one word each ("sin cafeína" is `sincafeina`, never "cafeína"), and the quantities they state, normalised and
 * as index words (core/catalog/search-quantities.ts), the words in `searchText` beside name, brand, category, flavours.
 */
export const searchFieldsOf = (p: SearchSource) => {
  const flavours = p.flavours.filter((f): f is string => f !== null);
  const texts = [...p.sizes, p.servingSize, p.summary, p.description, p.ingredients];
  const quantityKeys = productQuantityKeys({ name: p.name, texts });
  const searchSummary = markNegations(p.summary);
  const searchIngredients = markNegations(p.ingredients);
  return {
    searchText: [markNegations([p.name, p.brand, p.category, ...flavours].join(' ')), ...quantityKeys].join(' '),
    searchSummary,
    searchIngredients,
    negations: negatedWords(`${p.summary} ${p.ingredients}`),
    quantities: [...new Set(texts.flatMap(statedQuantities).map(formatQuantity))],
    quantityKeys,
  };
};

/** The columns of `products` search reads, as `searchFieldsOf` works them out. */
export const searchColumnsOf = (p: SearchSource) => {
  const { searchText, searchSummary, searchIngredients } = searchFieldsOf(p);
  return { searchText, searchSummary, searchIngredients };
};
