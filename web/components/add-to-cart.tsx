import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Variant } from '../../core/catalog/product';
import { cartActions, withCartActions } from '../state/cart-start';
import { chooseQuantity, clampQuantity, productStore } from '../state/product';
import { useOutOfView } from '../lib/use-out-of-view';
import { useSettings } from '../lib/settings-context';
import { BuyBar } from './buy-bar';
import { QuantityStepper } from './quantity-stepper';
import { island } from '../lib/island';
import { afterNextPaint } from '../lib/after-paint';

/** The product page's buying controls: how many, and "Agregar al carrito" for the chosen variant ("Agotado" when none is
 * left); on a phone, the buy bar offers the same action while this button is off screen. */
function BuyButton({ variant, name }: { variant: Variant; name: string }) {
  const { quantity } = useSnapshot(productStore);
  const [adding, setAdding] = useState(false);
  const own = useRef<HTMLButtonElement>(null);
  const offScreen = useOutOfView(own);
  // The cart's actions are fetched once the button is live, not as a pointer comes over it: a handler there runs on
  // every pointer move in and out, where a phone's tap waits for it.
  useEffect(() => void cartActions(), []);
  const soldOut = variant.stock === 0;
  // The store's limit per line (MAX_UNITS_PER_LINE) keeps a few unpaid orders from holding the whole stock.
  const most = Math.min(variant.stock, useSettings().maxUnitsPerLine);
  const units = clampQuantity(quantity, most);
  // Never `disabled` while adding: a disabled button loses focus, and the drawer must give it back on closing.
  const add = async () => {
    if (adding) return;
    setAdding(true);
    try {
      // "Agregando…" is drawn first: the cart's own work (the lines kept, the header's count drawn again) follows in a
      // task of its own, so a slow phone answers the tap at once.
      await new Promise<void>((drawn) => afterNextPaint(drawn));
      await withCartActions((cart) => cart.addToCart(variant.sku, units));
    } finally {
      setAdding(false);
    }
  };
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      {!soldOut && <QuantityStepper value={units} max={most} onChange={chooseQuantity} label={`Cantidad de ${name}`} />}
      <button
        ref={own}
        type="button"
        onClick={() => void add()}
        disabled={soldOut}
        aria-busy={adding}
        className={`inline-flex h-12 min-w-48 flex-1 items-center justify-center rounded-full px-6 font-bold ${
          soldOut ? 'cursor-not-allowed bg-gray-300 text-gray-700' : 'bg-brand text-white hover:bg-brand-dark'
        }`}
      >
        {soldOut ? 'Agotado' : adding ? 'Agregando…' : 'Agregar al carrito'}
      </button>
      <BuyBar variant={variant} shown={offScreen} adding={adding} onAdd={() => void add()} />
    </div>
  );
}

/** The product page's buying controls, an island. */
export const AddToCart = island('add-to-cart', BuyButton);
