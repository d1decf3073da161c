import { useState } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { cartActions, withCartActions } from '../state/cart-start';

/** The product card's quick "Agregar" (wide screens): adds one unit of the card's default variant, outside the card's link. */
export function QuickAdd({
  product,
}: {
  product: { readonly category: string; readonly slug: string; readonly name: string };
}) {
  const [adding, setAdding] = useState(false);
  const hydrated = useHydrated();
  // Never `disabled` while adding: a disabled button loses focus, and the drawer must give it back on closing.
  const add = async () => {
    if (adding) return;
    setAdding(true);
    try {
      await withCartActions((cart) => cart.quickAdd(product));
    } finally {
      setAdding(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void add()}
      onPointerEnter={() => void cartActions()}
      disabled={!hydrated}
      aria-busy={adding}
      aria-label={`Agregar ${product.name} al carrito`}
      className="absolute bottom-3 right-3 hidden h-9 items-center rounded-full bg-brand px-4 text-sm font-bold text-white shadow hover:bg-brand-dark lg:inline-flex"
    >
      {adding ? 'Agregando…' : 'Agregar'}
    </button>
  );
}
