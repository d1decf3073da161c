import { IN_LISTING } from '../lib/in-listing';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { SORT_LABELS, SORTS, type ListingParams } from '../../core/catalog/listing';
import { listingHref, type ListingAddress, type ListingChoice } from '../lib/listing-url';
import { FILTER_FORM } from './filter-panel';
import { afterNextPaint } from '../lib/after-paint';
import { island } from '../lib/island';

type Sort = ListingParams['sort'];
const isSort = (value: string): value is Sort => (SORTS as readonly string[]).includes(value);

/**
 * The listing's order: a choice applies at once and keeps the results in view. Without JavaScript it belongs to the
 * filter form, sent with the filters by its "Ordenar" button.
 */
function SortChoice({ at, choice }: { at: ListingAddress; choice: ListingChoice }) {
  const [, navigate] = useLocation();
  const sort = choice.listing.sort;
  // The option just chosen shows while its listing loads; a listing reached otherwise (Atrás, a chip) shows its own.
  const [shown, setShown] = useState(sort);
  const [listed, setListed] = useState(sort);
  if (listed !== sort) {
    setListed(sort);
    setShown(sort);
  }
  const choose = (value: string) => {
    if (!isSort(value)) return;
    setShown(value);
    const href = listingHref(at, { ...choice, listing: { ...choice.listing, sort: value } });
    afterNextPaint(() => navigate(href, { state: IN_LISTING }));
  };
  return (
    <div className="relative flex gap-2">
      <label htmlFor="orden" className="pointer-events-none absolute left-3 top-1 text-xs text-muted">
        Ordenar por
      </label>
      <select
        id="orden"
        name="orden"
        form={FILTER_FORM}
        value={shown}
        onChange={(e) => choose(e.target.value)}
        className="h-12 min-w-0 flex-1 rounded-lg border border-line bg-white pl-2.5 pr-2 pt-4 text-sm font-bold hover:border-brand lg:min-w-40"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          form={FILTER_FORM}
          className="h-12 shrink-0 rounded-lg border border-line px-3 text-sm font-semibold"
        >
          Ordenar
        </button>
      </noscript>
    </div>
  );
}

/** The listing's order, an island. */
export const SortSelect = island('sort-select', SortChoice);
