import { productPath } from '../../contract/page-paths';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { variantKey } from '../../core/catalog/get-product';
import type { ProductSummary } from '../../core/catalog/ports';
import type { Product, Variant } from '../../core/catalog/product';
import { formatPesos } from '../../core/shared/format';
import { browserStoreApi } from '../state/api-client';
import { OFFLINE_MESSAGE } from '../lib/messages';
import { withCartActions } from '../state/cart-start';
import { CloseButton } from './close-button';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly product: Product }
  | { readonly state: 'failed'; readonly message: string };

/** The presentation the picker starts on: the card's own (the one the listing's filters chose) if in stock, else the first
 * in stock; none when everything is sold out. */
export const firstChoice = (variants: readonly Variant[], wanted: string | undefined): string | null =>
  (variants.find((v) => v.sku === wanted && v.stock > 0) ?? variants.find((v) => v.stock > 0))?.sku ?? null;

const stockText = (stock: number) => (stock === 0 ? 'Agotado' : stock <= 5 ? `Últimas ${stock} unidades` : 'En stock');

/**
 * The quick add's small picker: the product's presentations with their price and stock, one chosen (`firstChoice`), and
 * "Agregar". A modal <dialog>: Escape, "Cerrar" or the backdrop close it and the caller gives the focus back.
 */
export function QuickAddPicker({
  product,
  onClose,
}: {
  product: Pick<ProductSummary, 'category' | 'slug' | 'name' | 'variant'>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    let live = true;
    browserStoreApi
      .product({ category: product.category, slug: product.slug })
      .then((found) => {
        if (!live) return;
        if (!found.ok) return setLoaded({ state: 'failed', message: found.error.message });
        setLoaded({ state: 'ready', product: found.value.product });
        setChosen(firstChoice(found.value.product.variants, product.variant?.sku));
      })
      .catch(() => live && setLoaded({ state: 'failed', message: OFFLINE_MESSAGE }));
    return () => {
      live = false;
    };
  }, [product.category, product.slug, product.variant?.sku]);

  const add = async () => {
    if (!chosen || adding) return;
    setAdding(true);
    // Closed first: the cart drawer that opens next takes the focus from the card's button, and gives it back there.
    dialog.current?.close();
    await withCartActions((cart) => cart.addToCart(chosen, 1));
  };

  const variants = loaded.state === 'ready' ? loaded.product.variants : [];
  return (
    <dialog
      ref={dialog}
      aria-labelledby="elegir-presentacion"
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
      className="m-auto w-full max-w-md rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/40"
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
        className="flex max-h-[80vh] flex-col"
      >
        <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
          <h2 id="elegir-presentacion" className="text-lg font-extrabold leading-tight">
            {product.name}
          </h2>
          <CloseButton label="Cerrar" onClick={() => dialog.current?.close()} />
        </div>
        <div className="overflow-y-auto px-4 py-3">
          {loaded.state === 'loading' && (
            <p role="status" className="appear-late text-sm text-muted">
              Cargando presentaciones…
            </p>
          )}
          {loaded.state === 'failed' && (
            <p role="alert" className="text-sm font-semibold text-brand-dark">
              {loaded.message}
            </p>
          )}
          {loaded.state === 'ready' && (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold">Elige la presentación</legend>
              <ul className="space-y-2">
                {variants.map((v) => {
                  const label = [v.size, v.flavour].filter(Boolean).join(' · ');
                  return (
                    <li key={v.sku}>
                      <label
                        className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 ${
                          chosen === v.sku ? 'border-brand ring-1 ring-brand' : 'border-line'
                        } ${v.stock === 0 ? 'text-muted' : 'cursor-pointer'}`}
                      >
                        <input
                          type="radio"
                          name="presentacion"
                          value={v.sku}
                          checked={chosen === v.sku}
                          disabled={v.stock === 0}
                          onChange={() => setChosen(v.sku)}
                          className="h-4 w-4 accent-brand"
                        />
                        <span className="flex-1 font-semibold">{label}</span>
                        <span className="text-right text-sm">
                          <span className="block font-bold tabular">{formatPesos(v.price)}</span>
                          <span className={`block text-xs ${v.stock === 0 ? 'text-muted' : 'text-ok'}`}>
                            {stockText(v.stock)}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-3">
          <Link
            href={productPath(product.category, product.slug, product.variant && variantKey(product.variant))}
            onClick={() => dialog.current?.close()}
            className="text-sm font-semibold underline hover:text-brand"
          >
            Ver detalles
          </Link>
          <button
            type="submit"
            disabled={!chosen}
            aria-busy={adding}
            className="inline-flex h-11 items-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
          >
            {adding ? 'Agregando…' : 'Agregar'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
