import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Category } from '../../../core/catalog/product';
import { cartStore } from '../../state/cart';

// The drawer's code is only downloaded the first time it opens: catalogue pages stay light.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));

/** Where the cart drawer lives in the store's layout; nothing until the shopper first opens it. */
export function CartDrawerHost({ categories }: { categories: readonly Category[] }) {
  const { drawer } = useSnapshot(cartStore);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (drawer.open) setWanted(true);
  }, [drawer.open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer categories={categories} />
    </Suspense>
  );
}
