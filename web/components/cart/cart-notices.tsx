import type { CartChange } from '../../../contract/cart';
import { retryCart } from '../../state/cart-sync';

/** What changed in the cart (stock, unavailable products, merged carts) and a failed request with its retry. */
export function CartNotices({ changes, error }: { changes: readonly CartChange[]; error: string | null }) {
  return (
    <>
      {changes.length > 0 && (
        <ul
          className="mb-3 space-y-1 rounded-lg border border-warn/40 bg-amber-50 p-3 text-sm text-ink"
          aria-label="Cambios en tu carrito"
        >
          {changes.map((c) => (
            <li key={`${c.kind}-${c.sku}`}>{c.message}</li>
          ))}
        </ul>
      )}
      {error && (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-brand/40 bg-red-50 p-3 text-sm"
        >
          <p>{error}</p>
          <button
            type="button"
            onClick={() => void retryCart()}
            className="min-h-11 rounded-full border border-ink px-4 font-semibold hover:border-brand"
          >
            Reintentar
          </button>
        </div>
      )}
    </>
  );
}
