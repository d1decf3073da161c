import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Variant } from '../../core/catalog/product';
import { formatPesos } from '../../core/shared/format';
import { reserveBottom } from '../lib/bottom-bars';
import { focusStockAlert } from './stock-alert-form';

type Props = {
  readonly variant: Variant;
  /** True while the page's own button is off screen (and the page has hydrated). */
  readonly shown: boolean;
  readonly adding: boolean;
  /** The page's own "Agregar al carrito" action: the bar adds exactly what the page's button would. */
  readonly onAdd: () => void;
};

const BAR_PLACE = 'barra-de-compra';

/** The bar's own place at the end of <body>, made once. Not <body> itself: React listens for every event at a portal's
 * container, and each tap, key or pointer move anywhere on the page would go through it (a slower answer to each). */
const barPlace = (): HTMLElement => {
  const known = document.getElementById(BAR_PLACE);
  if (known) return known;
  const place = document.createElement('div');
  place.id = BAR_PLACE;
  document.body.append(place);
  return place;
};

/** Reserves the bar's height under the page while it shows, following its size (a bar hidden by a breakpoint measures
 * 0), and gives it back when it hides or goes away: nothing on the page ends up under it. */
const useReservedBottom = (ref: RefObject<HTMLElement | null>, shown: boolean): void => {
  useEffect(() => {
    const bar = ref.current;
    if (!shown || !bar) return;
    const reserve = () => reserveBottom(bar.offsetHeight);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      reserveBottom(null);
    };
  }, [ref, shown]);
};

/** A variant as the shopper chose it: "2 lb · Chocolate". */
export const variantLabel = (variant: Pick<Variant, 'size' | 'flavour'>): string =>
  [variant.size, variant.flavour].filter(Boolean).join(' · ');

/**
 * The phone's buy bar: fixed at the bottom of a product page while the page's own button is off screen, with the
 * chosen variant, its price and the same "Agregar al carrito" (sold out: "Agotado" and the way to "Avísame cuando
 * llegue"). Its height is reserved under the page and the store's messages sit above it, so it covers nothing; it
 * keeps clear of the phone's home bar (safe area). Wide screens never show it: the button is beside the picture.
 */
export function BuyBar({ variant, shown, adding, onAdd }: Props) {
  const ref = useRef<HTMLElement>(null);
  useReservedBottom(ref, shown);
  // Only ever true after hydration, so the server and the first render draw nothing here.
  if (!shown) return null;
  const soldOut = variant.stock === 0;
  const button = 'inline-flex h-12 shrink-0 items-center justify-center rounded-full px-5 font-bold';
  return createPortal(
    <aside
      ref={ref}
      aria-label="Compra rápida"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-bold leading-tight tabular">
            {formatPesos(variant.price)}
            {soldOut && <span className="ml-2 text-sm font-semibold text-warn">Agotado</span>}
          </p>
          <p className="truncate text-sm text-muted">{variantLabel(variant)}</p>
        </div>
        {soldOut ? (
          <button
            type="button"
            onClick={focusStockAlert}
            className={`${button} border-2 border-brand text-sm text-brand`}
          >
            Avísame cuando llegue
          </button>
        ) : (
          <button
            type="button"
            onClick={onAdd}
            aria-busy={adding}
            className={`${button} bg-brand text-white hover:bg-brand-dark`}
          >
            {adding ? 'Agregando…' : 'Agregar al carrito'}
          </button>
        )}
      </div>
    </aside>,
    barPlace(),
  );
}
