import type { MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { cartLabel, unitCount } from '../lib/cart-lines';
import { cartStore, setDrawerOpen } from '../state/cart';
import { island } from '../lib/island';
import { useHydrated } from '../lib/use-hydrated';

// Wide screens have room for the drawer beside the page; phones go to the full cart page.
const WIDE = '(min-width: 1024px)';

const openDrawer = (e: MouseEvent<HTMLAnchorElement>) => {
  if (e.metaKey || e.ctrlKey || e.shiftKey || !window.matchMedia(WIDE).matches) return;
  e.preventDefault();
  setDrawerOpen(true);
};

/** The header's cart: a link to the cart page (the drawer on wide screens) with the number of units in a badge, drawn
 * once in the browser (the server does not know this browser's cart). */
function CartLink() {
  const { lines } = useSnapshot(cartStore);
  const units = useHydrated() ? unitCount(lines) : 0;
  return (
    <Link
      href="/checkout/"
      onClick={openDrawer}
      aria-label={cartLabel(units)}
      className="relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-line hover:border-brand"
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {units > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-2 -top-2 min-w-5 rounded-full bg-brand px-1.5 text-center text-xs font-bold leading-5 text-white tabular"
        >
          {units > 99 ? '99+' : units}
        </span>
      )}
    </Link>
  );
}

/** The header's cart, an island: alive from the page's load when this browser has a cart. */
export const CartButton = island('cart-button', CartLink);
