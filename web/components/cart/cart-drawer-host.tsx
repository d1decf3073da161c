import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Category } from '../../../core/catalog/product';
import { cartStore } from '../../state/cart';
import { island } from '../../lib/island';

// The drawer's code is only downloaded the first time it opens: catalogue pages stay light.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));

/** Where the cart drawer lives in the store's layout; nothing until the shopper first opens it. Its props are in every
 * page's HTML: only what the empty cart's links need of each category. */
function DrawerHost({ categories }: { categories: readonly Pick<Category, 'slug' | 'name'>[] }) {
  const { drawer } = useSnapshot(cartStore);
  // Latched during render (React's pattern for state that follows a prop): once opened, the drawer stays mounted.
  const [wanted, setWanted] = useState(false);
  if (drawer.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer categories={categories} />
    </Suspense>
  );
}

/** The cart drawer's place, an island alive as soon as the shopper uses the page. */
export const CartDrawerHost = island('cart-drawer', DrawerHost);
