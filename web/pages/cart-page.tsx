import { CHECKOUT_PATHS } from '../../contract/page-paths';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Category } from '../../core/catalog/product';
import { CartLineItem } from '../components/cart/cart-line-item';
import { CartNotices } from '../components/cart/cart-notices';
import { CartSummary } from '../components/cart/cart-summary';
import { EmptyCart } from '../components/cart/empty-cart';
import { visibleLines } from '../state/cart-edits';
import { cartStore } from '../state/cart';
import { ensurePriced } from '../state/cart-sync';

function Loading({ text }: { text: string }) {
  return (
    <div aria-busy="true" className="appear-late mt-4 space-y-3">
      <p className="text-muted">{text}</p>
      <div className="h-24 animate-pulse rounded-xl bg-surface" />
      <div className="h-24 animate-pulse rounded-xl bg-surface" />
    </div>
  );
}

/** The cart review, first step of the checkout: each line with its quantity, the subtotal, the free-shipping progress
 * and the way on to the buyer's details. */
export function CartPage({ categories }: { categories: readonly Category[] }) {
  const cart = useSnapshot(cartStore);
  useEffect(() => {
    void ensurePriced();
  }, [cart.ready]);
  const shown = cart.priced ? visibleLines(cart.priced.lines, cart.lines) : [];
  const units = shown.reduce((n, s) => n + s.quantity, 0);
  return (
    <section aria-labelledby="carrito">
      <h1 id="carrito" className="text-2xl font-extrabold">
        Tu carrito
      </h1>
      {!cart.ready ? (
        <Loading text="Cargando tu carrito…" />
      ) : cart.lines.length === 0 ? (
        <>
          <CartNotices changes={cart.changes} error={cart.error} />
          <EmptyCart categories={categories} />
        </>
      ) : (
        <div className="mt-4 md:grid md:grid-cols-[1fr_18rem] md:gap-8">
          <div>
            <CartNotices changes={cart.changes} error={cart.error} />
            {shown.length === 0 ? (
              !cart.error && <Loading text="Calculando precios…" />
            ) : (
              <>
                {/* Names the list of lines, whose products are h3 (as in the drawer, under its h2). */}
                <h2 className="text-sm text-muted">{`${units} ${units === 1 ? 'producto' : 'productos'}`}</h2>
                <ul>
                  {shown.map(({ line, quantity }) => (
                    <CartLineItem key={line.sku} line={line} quantity={quantity} linked={false} />
                  ))}
                </ul>
              </>
            )}
          </div>
          {cart.priced && shown.length > 0 && (
            <aside
              aria-label="Resumen del carrito"
              className="mt-6 self-start rounded-xl border border-line p-4 md:mt-0"
            >
              <CartSummary cart={cart.priced} busy={cart.busy} />
              <Link
                href={CHECKOUT_PATHS.buyer}
                aria-disabled={cart.busy || undefined}
                onClick={(e) => cart.busy && e.preventDefault()}
                className={`mt-4 flex h-12 items-center justify-center rounded-full font-bold text-white ${cart.busy ? 'cursor-wait bg-gray-600' : 'bg-brand hover:bg-brand-dark'}`}
              >
                Continuar
              </Link>
              <p className="mt-2 text-center text-xs text-muted">Puedes comprar sin crear una cuenta.</p>
            </aside>
          )}
        </div>
      )}
    </section>
  );
}
