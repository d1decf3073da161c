import {
  GOAL_LABELS,
  listingQuery,
  NO_FILTERS,
  parseListingParams,
  type Facets,
  type Filters,
  type ListingParams,
} from '../../core/catalog/listing';
import { formatPesos } from '../../core/shared/format';

/**
 * Where a listing lives: the path of its first page (`/proteinas/`, `/buscar/`) and, for a search, the words and
 * category its URL carries besides the filters and the order.
 */
export type ListingAddress = {
  readonly path: string;
  readonly search?: { readonly query: string; readonly category: string | null };
};

/** What a shopper chose in a filter form: filters, order and, searching, a category (null: all). */
export type ListingChoice = { readonly listing: ListingParams; readonly category: string | null };

/** The canonical URL of a listing's first page for a choice (a new choice always starts at page 1). */
export const listingHref = (at: ListingAddress, { listing, category }: ListingChoice): string =>
  at.path +
  listingQuery(listing, at.search ? { q: at.search.query, ...(category ? { categoria: category } : {}) } : {});

/** The choice a filter form holds, read by the field names the server reads from the same form sent without JavaScript. */
export const formChoice = (form: HTMLFormElement): ListingChoice => {
  const data = new FormData(form);
  const all = (name: string) => data.getAll(name).filter((v): v is string => typeof v === 'string');
  const listing = parseListingParams({
    'marca': all('marca'),
    'objetivo': all('objetivo'),
    'sabor': all('sabor'),
    'precio-min': all('precio-min'),
    'precio-max': all('precio-max'),
    'disponible': all('disponible'),
    'orden': all('orden'),
  });
  return { listing, category: all('categoria')[0] || null };
};

export type AppliedFilter = { readonly label: string; readonly without: ListingChoice };

const priceLabel = ({ priceMin: min, priceMax: max }: Filters) =>
  min !== null && max !== null
    ? `${formatPesos(min)} a ${formatPesos(max)}`
    : min !== null
      ? `desde ${formatPesos(min)}`
      : `hasta ${formatPesos(max ?? 0)}`;

/**
 * The filters a listing shows narrowed by, each with the choice that removes it, in the order of the filter panel:
 * what the chips above the results say ("Marca: Optimum Nutrition").
 */
export const appliedFilters = (choice: ListingChoice, facets: Facets): AppliedFilter[] => {
  const { listing, category } = choice;
  const f = listing.filters;
  const label = (values: Facets['brands'], value: string) => values.find((v) => v.value === value)?.label ?? value;
  const without = (filters: Partial<Filters>, cat = category): ListingChoice => ({
    listing: { ...listing, filters: { ...f, ...filters } },
    category: cat,
  });
  return [
    ...(category ? [{ label: `Categoría: ${label(facets.categories, category)}`, without: without({}, null) }] : []),
    ...f.brands.map((b) => ({
      label: `Marca: ${label(facets.brands, b)}`,
      without: without({ brands: f.brands.filter((x) => x !== b) }),
    })),
    ...f.goals.map((g) => ({
      label: `Objetivo: ${GOAL_LABELS[g]}`,
      without: without({ goals: f.goals.filter((x) => x !== g) }),
    })),
    ...f.flavours.map((s) => ({
      label: `Sabor: ${s}`,
      without: without({ flavours: f.flavours.filter((x) => x !== s) }),
    })),
    ...(f.priceMin !== null || f.priceMax !== null
      ? [{ label: `Precio: ${priceLabel(f)}`, without: without({ priceMin: null, priceMax: null }) }]
      : []),
    ...(f.inStock ? [{ label: 'Solo disponibles', without: without({ inStock: false }) }] : []),
  ];
};

/** The same listing with no filter (and, searching, every category), in the same order. */
export const withoutFilters = ({ listing }: ListingChoice): ListingChoice => ({
  listing: { ...listing, filters: NO_FILTERS },
  category: null,
});
