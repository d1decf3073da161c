import { IN_LISTING } from '../lib/in-listing';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { Facets } from '../../core/catalog/listing';
import { formChoice, listingHref, type ListingAddress, type ListingChoice } from '../lib/listing-url';
import { FilterGroups } from './filter-groups';
import { afterNextPaint } from '../lib/after-paint';
import { island } from '../lib/island';

/** The id of the filter form: the order's select belongs to it too, so without JavaScript one GET form sends both. */
export const FILTER_FORM = 'filtros-formulario';

/** Every field back to what the listing says (React updated the defaults): a chip, Atrás or the sheet moved it. */
const showDefaults = (form: HTMLFormElement) => {
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement)) continue;
    if (field.type === 'checkbox' || field.type === 'radio') field.checked = field.defaultChecked;
    else if (field.type === 'text') field.value = field.defaultValue;
  }
};

/**
 * The filters beside the results on wide screens: ticking a box applies it at once, a price range applies with its
 * button or Enter. A plain GET form underneath, so it works before (or without) JavaScript; on phones it stays
 * hidden and the filter sheet takes its place — unless the "Filtrar" link of a page without JavaScript points at it
 * (`#filtros`), which shows it in place, with its own "Aplicar filtros".
 */
function FilterSidebar({ at, choice, facets }: { at: ListingAddress; choice: ListingChoice; facets: Facets }) {
  const [, navigate] = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const shown = listingHref(at, choice);
  const apply = (f: HTMLFormElement) => {
    const href = listingHref(at, formChoice(f));
    if (href !== shown) afterNextPaint(() => navigate(href, { state: IN_LISTING }));
  };
  // Every field back to the listing shown (a chip, Atrás or the sheet moved it). A box ticked before the island came
  // alive is ticked again after this, through the island's own handler (web/islands/start-islands.tsx), and applied.
  useEffect(() => {
    if (form.current) showDefaults(form.current);
  }, [shown]);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };
  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const field = e.target as EventTarget;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      apply(e.currentTarget);
  };
  return (
    <aside id="filtros" aria-labelledby="filtros-titulo" className="mb-4 max-lg:hidden max-lg:target:block lg:mb-0">
      <h2 id="filtros-titulo" className="text-lg font-extrabold">
        Filtrar
      </h2>
      <form id={FILTER_FORM} ref={form} action={at.path} method="get" onSubmit={onSubmit} onChange={onChange}>
        {at.search && <input type="hidden" name="q" value={at.search.query} />}
        <FilterGroups
          facets={facets}
          filters={choice.listing.filters}
          category={at.search ? { chosen: choice.category } : undefined}
          priceButton
        />
        <noscript>
          <button type="submit" className="mt-2 h-11 w-full rounded-full bg-brand font-bold text-white">
            Aplicar filtros
          </button>
        </noscript>
      </form>
    </aside>
  );
}

/** The filters beside the results on wide screens, an island. */
export const FilterPanel = island('filter-panel', FilterSidebar);
