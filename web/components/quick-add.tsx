import { lazy, Suspense, useRef, useState } from 'react';
import type { ProductSummary } from '../../core/catalog/ports';
import { cartActions, withCartActions } from '../state/cart-start';
import { island } from '../lib/island';

type Card = Pick<ProductSummary, 'category' | 'slug' | 'name' | 'sizes' | 'flavours' | 'variant'>;

const loadPicker = () => import('./quick-add-picker');
// The picker's code is downloaded the first time a shopper points at (or opens) it: catalogue pages stay light.
const QuickAddPicker = lazy(() => loadPicker().then((m) => ({ default: m.QuickAddPicker })));

/** Whether a card's product comes in one presentation only: then "Agregar" adds it without asking. */
export const hasOneVariant = (p: Pick<Card, 'sizes' | 'flavours'>) => p.sizes <= 1 && p.flavours <= 1;

/**
 * The product card's quick "Agregar" (wide screens), outside the card's link. A product of one presentation is added
 * at once; one of several sizes or flavours opens a small picker of its variants (price, stock), starting on the one the
 * listing's filters chose.
 */
function QuickAddButton({ product }: { product: Card }) {
  const [adding, setAdding] = useState(false);
  const [picking, setPicking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const single = hasOneVariant(product);
  // Never `disabled` while adding: a disabled button loses focus, and the drawer must give it back on closing.
  const add = async () => {
    if (!single) return setPicking(true);
    if (adding) return;
    setAdding(true);
    try {
      await withCartActions((cart) => cart.quickAdd(product));
    } finally {
      setAdding(false);
    }
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => void add()}
        onPointerEnter={() => void (single ? cartActions() : loadPicker())}
        aria-busy={adding}
        aria-haspopup={single ? undefined : 'dialog'}
        aria-label={`Agregar ${product.name} al carrito`}
        className="absolute bottom-3 right-3 hidden h-9 items-center rounded-full bg-brand px-4 text-sm font-bold text-white shadow hover:bg-brand-dark lg:inline-flex"
      >
        {adding ? 'Agregando…' : 'Agregar'}
      </button>
      {picking && (
        <Suspense fallback={null}>
          <QuickAddPicker
            product={product}
            onClose={() => {
              setPicking(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** A card's quick "Agregar", an island. */
export const QuickAdd = island('quick-add', QuickAddButton);
