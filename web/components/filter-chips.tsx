import { IN_LISTING_LINK } from '../lib/in-listing';
import { Link } from 'wouter';
import type { Facets } from '../../core/catalog/listing';
import {
  appliedFilters,
  listingHref,
  withoutFilters,
  type ListingAddress,
  type ListingChoice,
} from '../lib/listing-url';

/** The filters applied, above the results: each a link that removes it ("Marca: BSN ×"), and "Limpiar todo". */
export function FilterChips({ at, choice, facets }: { at: ListingAddress; choice: ListingChoice; facets: Facets }) {
  const applied = appliedFilters(choice, facets);
  if (applied.length === 0) return null;
  return (
    <ul aria-label="Filtros aplicados" className="mt-3 flex flex-wrap items-center gap-2">
      {applied.map((a) => (
        <li key={a.label}>
          <Link
            href={listingHref(at, a.without)}
            {...IN_LISTING_LINK}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand bg-brand/5 pl-3 pr-2 text-sm hover:bg-brand/10"
          >
            {a.label}
            <span className="sr-only"> (quitar)</span>
            <span aria-hidden="true" className="text-lg leading-none text-brand-dark">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          href={listingHref(at, withoutFilters(choice))}
          {...IN_LISTING_LINK}
          className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-brand-dark underline"
        >
          Limpiar todo
        </Link>
      </li>
    </ul>
  );
}
