import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Category } from '../../../core/catalog/product';
import { keepFocusInside } from '../../lib/keep-focus-inside';
import { cartStore, setDrawerOpen } from '../../state/cart';
import { CloseButton } from '../close-button';
import { ensurePriced } from '../../state/cart-sync';
import { CartLineItem } from './cart-line-item';
import { CartNotices } from './cart-notices';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import { visibleLines } from '../../state/cart-edits';

/** The cart beside the page: opens after adding a product and from the header's cart button; Escape or the backdrop closes it. */
export function CartDrawer({ categories }: { categories: readonly Pick<Category, 'slug' | 'name'>[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const cart = useSnapshot(cartStore);
  const close = () => setDrawerOpen(false);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (cart.drawer.open && !d.open) {
      opener.current = document.activeElement as HTMLElement | null;
      d.showModal();
      void ensurePriced();
    } else if (!cart.drawer.open) {
      // Closed by a button, Escape or the backdrop: back to where the shopper was.
      if (d.open) d.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [cart.drawer.open]);
  const shown = cart.priced ? visibleLines(cart.priced.lines, cart.lines) : [];
  return (
    <dialog
      ref={dialog}
      aria-labelledby="carrito-lateral"
      aria-describedby={cart.drawer.added ? 'carrito-agregado' : undefined}
      onClose={close}
      onKeyDown={keepFocusInside}
      onClick={(e) => e.target === e.currentTarget && close()}
      className="drawer-in fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 text-ink shadow-xl backdrop:bg-black/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id="carrito-lateral" className="text-lg font-extrabold">
            Tu carrito
          </h2>
          <CloseButton label="Cerrar carrito" onClick={close} />
        </div>
        <p
          id="carrito-agregado"
          role="status"
          className={cart.drawer.added ? 'bg-green-50 px-4 py-2 text-sm font-semibold text-ok' : 'sr-only'}
        >
          {cart.drawer.added && (
            <>
              <span aria-hidden="true">✓ </span>Agregado al carrito
            </>
          )}
        </p>
        <div className="flex-1 overflow-y-auto px-4 py-3">
          <CartNotices changes={cart.changes} error={cart.error} />
          {cart.lines.length === 0 ? (
            <EmptyCart categories={categories} onChoose={close} />
          ) : shown.length === 0 ? (
            <p className="py-6 text-center text-muted" aria-busy="true">
              Calculando precios…
            </p>
          ) : (
            <ul>
              {shown.map(({ line, quantity }) => (
                <CartLineItem key={line.sku} line={line} quantity={quantity} linked />
              ))}
            </ul>
          )}
        </div>
        {cart.priced && shown.length > 0 && (
          <div className="border-t border-line px-4 py-4">
            <CartSummary cart={cart.priced} busy={cart.busy} />
            <Link
              href="/checkout/"
              onClick={close}
              className="mt-4 flex h-12 items-center justify-center rounded-full bg-brand font-bold text-white hover:bg-brand-dark"
            >
              Ver carrito
            </Link>
            <button
              type="button"
              onClick={close}
              className="mt-2 h-11 w-full rounded-full font-semibold hover:text-brand"
            >
              Seguir comprando
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
