import type { PricedCart } from '../../../contract/cart';
import { freeShippingProgress } from '../../../core/cart/shipping-cost';
import { formatPesos } from '../../../core/shared/format';
import { pesos } from '../../../core/shared/money';
import { useSettings } from '../../lib/settings-context';
import { PaymentTerms } from '../checkout/payment-terms';
import { ShippingEstimate } from './shipping-estimate';

/** Subtotal (IVA included); free standard shipping when reached, the way to it once within reach (half the threshold),
 * else what shipping costs; and how the cart can be paid (cash on delivery's surcharge included), all from the priced
 * cart. */
export function CartSummary({ cart, busy }: { cart: PricedCart; busy: boolean }) {
  const progress = freeShippingProgress(pesos(cart.subtotal), {
    freeShippingThreshold: pesos(useSettings().freeShippingThreshold),
  });
  return (
    <div aria-busy={busy} className={busy ? 'opacity-60' : undefined}>
      <dl className="flex items-baseline justify-between gap-3">
        <dt className="font-semibold">
          Subtotal <span className="text-sm font-normal text-muted">(IVA incluido)</span>
        </dt>
        <dd className="text-xl font-extrabold tabular">{formatPesos(cart.subtotal)}</dd>
      </dl>
      <div className="mt-3 rounded-lg bg-surface p-3 text-sm">
        {progress.kind === 'far' ? (
          <ShippingEstimate cart={cart} />
        ) : progress.kind === 'near' ? (
          <>
            <p>{`Te faltan ${formatPesos(progress.missing)} para el envío gratis.`}</p>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
              <div className="h-full rounded-full bg-ok" style={{ width: `${progress.percent}%` }} />
            </div>
          </>
        ) : (
          <p className="font-semibold text-ok">¡Tu envío estándar es gratis!</p>
        )}
      </div>
      {progress.kind === 'near' && (
        <p className="mt-2 text-xs text-muted">El costo del envío se calcula en el paso de envío, según tu ciudad.</p>
      )}
      <PaymentTerms cashOnDelivery={cart.cashOnDelivery} />
    </div>
  );
}
