import { lazy, startTransition, Suspense, useState } from 'react';
import { useTappable } from '../lib/use-hydrated';
import type { FilterSheetProps } from './filter-sheet';
import { island } from '../lib/island';

// The sheet's code is only downloaded when a shopper first opens it: catalogue pages stay light.
const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));

const buttonClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-bold hover:border-brand lg:hidden';

/**
 * "Filtrar" on phones, with how many filters are applied: it opens the filter sheet. Before the page runs (or
 * without JavaScript) it is a link to the filter panel, which then shows in place.
 */
function FilterSheetButton({ applied, ...sheet }: FilterSheetProps & { applied: number }) {
  const tappable = useTappable();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      Filtrar
      {applied > 0 && (
        <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-xs text-white">
          {applied}
          <span className="sr-only">{applied === 1 ? ' aplicado' : ' aplicados'}</span>
        </span>
      )}
    </>
  );
  if (!tappable) {
    return (
      <a href="#filtros" className={buttonClass}>
        {label}
      </a>
    );
  }
  return (
    <>
      {/* The sheet is drawn as a transition: the tap is answered on the next frame, and a slow phone draws the sheet in
          short steps after it rather than in one long task before it. */}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => startTransition(() => setOpen(true))}
        className={buttonClass}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet {...sheet} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** "Filtrar" on phones, an island. */
export const FilterButton = island('filter-button', FilterSheetButton);
