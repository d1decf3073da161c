import { GOAL_LABELS, type Facets, type FacetValue } from '../../core/catalog/listing';
import type { Goal } from '../../core/catalog/product';
import { NO_FACETS } from './empty-page';

export type FacetRow = [kind: string, value: string, label: string, count: number];

/** Shapes `[kind, value, label, count]` rows like the catalogue's facets: most products first, then by label. */
export const toFacets = (rows: readonly FacetRow[] | null): Facets => {
  if (!rows) return NO_FACETS;
  const of = (kind: string): FacetValue[] =>
    rows
      .filter((r) => r[0] === kind)
      .map(([, value, label, count]) => ({
        value,
        label: kind === 'goal' ? (GOAL_LABELS[value as Goal] ?? value) : label,
        count: Number(count),
      }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'));
  const price = rows.find((r) => r[0] === 'price');
  return {
    categories: of('category'),
    brands: of('brand'),
    goals: of('goal'),
    flavours: of('flavour'),
    price: price && Number(price[3]) > 0 ? { min: Number(price[1]), max: Number(price[2]) } : null,
  };
};
