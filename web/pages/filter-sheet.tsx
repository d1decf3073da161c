import { IN_LISTING } from '../lib/in-listing';
import type { Loaded } from './page-table';
import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { Facets } from '../../core/catalog/listing';
import { browserStoreApi } from '../state/api-client';
import { keepFocusInside } from '../lib/keep-focus-inside';
import { formChoice, listingHref, type ListingAddress, type ListingChoice } from '../lib/listing-url';
import { prefetchPage } from './page-loads';
import { FilterGroups } from '../components/filter-groups';
import { CloseButton } from '../components/close-button';
import { afterNextPaint } from '../lib/after-paint';

export type FilterSheetProps = {
  readonly at: ListingAddress;
  readonly choice: ListingChoice;
  readonly facets: Facets;
  /** How many products the listing shows now: the count before anything is ticked. */
  readonly total: number;
};

/** How many products a loaded listing holds; null when the address is no listing (it cannot be told). */
const totalOf = ({ page }: Loaded): number | null =>
  page.kind === 'category' ? page.listing.total : page.kind === 'search' ? page.result.total : null;

const products = (n: number) => `${n} ${n === 1 ? 'producto' : 'productos'}`;

/** A choice is counted this long after the last change, so typing a price asks once. */
const SETTLE_MS = 250;

/** Every field emptied: no filter, every category. */
const clearFields = (form: HTMLFormElement) => {
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement)) continue;
    if (field.type === 'checkbox') field.checked = false;
    else if (field.type === 'radio') field.checked = field.value === '';
    else if (field.type === 'text') field.value = '';
  }
};

/**
 * The filters on a phone: a modal sheet over the listing (focus kept inside, Escape, the close button or the
 * backdrop close it; the page behind does not scroll). Ticking changes nothing on the page: the footer's
 * "Ver N productos" counts what the choice would show — by loading that listing, which it then shows without asking
 * again — and applies it; "Limpiar" empties the choice. Mounted while open.
 */
export function FilterSheet({ at, choice, facets, total, onClose }: FilterSheetProps & { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [, navigate] = useLocation();
  const shown = listingHref(at, choice);
  const [asked, setAsked] = useState(shown);
  const [counted, setCounted] = useState<{ href: string; total: number | null }>({ href: shown, total });

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    d.showModal();
    return () => {
      root.style.overflow = overflow;
      if (d.open) d.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (asked === counted.href) return;
    let current = true;
    const timer = setTimeout(() => {
      prefetchPage(browserStoreApi, asked).then(
        (loaded) => current && setCounted({ href: asked, total: totalOf(loaded) }),
        () => current && setCounted({ href: asked, total: null }),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, counted.href]);

  // The count follows a tick as a transition: the tick is the browser's own, drawn at once.
  const reread = () => {
    const f = form.current;
    if (f) startTransition(() => setAsked(listingHref(at, formChoice(f))));
  };
  // The native dialog hides at once; it leaves the page (`close`, then onClose) after the frame that shows it gone.
  const close = () => dialog.current?.close();
  // The groups are drawn once: a tick or a new count leaves them as they are (their fields are the browser's).
  const groups = useMemo(
    () => (
      <FilterGroups
        facets={facets}
        filters={choice.listing.filters}
        category={at.search ? { chosen: choice.category } : undefined}
      />
    ),
    [facets, choice, at.search],
  );
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const href = listingHref(at, formChoice(e.currentTarget));
    close();
    if (href !== shown) afterNextPaint(() => navigate(href, { state: IN_LISTING }));
  };
  const clear = () => {
    if (!form.current) return;
    clearFields(form.current);
    reread();
  };
  const known = counted.href === asked ? counted.total : null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="hoja-filtros-titulo"
      onClose={() => afterNextPaint(onClose)}
      onKeyDown={keepFocusInside}
      onClick={(e) => e.target === e.currentTarget && close()}
      className="fixed inset-x-0 bottom-0 top-auto m-0 max-h-[90dvh] w-full max-w-none overflow-hidden rounded-t-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/40 sm:inset-y-0 sm:left-auto sm:right-0 sm:max-h-none sm:max-w-md sm:rounded-none"
    >
      <form
        ref={form}
        action={at.path}
        method="get"
        onSubmit={apply}
        onChange={reread}
        className="flex max-h-[90dvh] flex-col sm:h-dvh sm:max-h-none"
      >
        <div className="flex items-center justify-between border-b border-line py-1 pl-4 pr-2">
          <h2 id="hoja-filtros-titulo" className="text-lg font-extrabold">
            Filtrar
          </h2>
          <CloseButton label="Cerrar los filtros" onClick={close} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4">
          <input type="hidden" name="orden" value={choice.listing.sort} />
          {groups}
        </div>
        <div className="flex gap-3 border-t border-line bg-white px-4 py-3">
          <button type="button" onClick={clear} className="h-12 rounded-full border border-line px-5 font-semibold">
            Limpiar
          </button>
          <button
            type="submit"
            aria-describedby="hoja-filtros-cuenta"
            className="h-12 flex-1 rounded-full bg-brand font-bold text-white hover:bg-brand-dark"
          >
            {known === null ? 'Ver productos' : `Ver ${products(known)}`}
          </button>
        </div>
        <p id="hoja-filtros-cuenta" role="status" className="sr-only">
          {known === null ? '' : `${products(known)} con estos filtros`}
        </p>
      </form>
    </dialog>
  );
}
