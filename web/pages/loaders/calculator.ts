import { NO_FILTERS, type ListingParams } from '../../../core/catalog/listing';
import type { ProductSummary } from '../../../core/catalog/ports';
import { readCalculatorQuery, type CalculatorForm } from '../../lib/calculator-query';
import type { StoreApi } from '../../../contract/store-api';
import type { Address } from '../page-address';

/** Suggested: the protein category's best sellers that are in stock, as many as fill a row of the grid on wide screens. */
const SUGGESTED_FROM = 'proteinas';
const BEST_SELLERS_IN_STOCK: ListingParams = { sort: 'mas-vendidos', filters: { ...NO_FILTERS, inStock: true } };
const SUGGESTED = 4;

/** The calorie calculator: the form as its address carries it (its answer is computed where it is drawn), whether it
 * was sent, and the protein products it may suggest. */
export type CalculatorPage = {
  readonly kind: 'calorie-calculator';
  readonly form: CalculatorForm;
  readonly sent: boolean;
  readonly suggestions: readonly ProductSummary[];
};

/**
 * The calculator page for an address: its form, and the protein products it may suggest. They are loaded whatever the
 * form says, because in the browser the answer (and whether it suggests them) changes as the shopper types, with
 * nothing loaded; a store without that category suggests nothing.
 */
export const loadCalculator = async (api: StoreApi, { query }: Address): Promise<CalculatorPage> => {
  const { form, sent } = readCalculatorQuery(query);
  const listing = await api.category(SUGGESTED_FROM, 1, BEST_SELLERS_IN_STOCK);
  const suggestions = listing.ok ? listing.value.products.slice(0, SUGGESTED) : [];
  return { kind: 'calorie-calculator', form, sent, suggestions };
};
