import { formatPesos } from '../../../core/shared/format';
import type { PricedCart } from '../../lib/account-api';
import { useSettings } from '../../lib/settings-context';
import { PaymentTerms } from '../checkout/payment-terms';

/** Subtotal (IVA included), how far the cart is from free standard shipping and how it can be paid (cash on delivery's
 * surcharge included), all from the priced cart. */
export function CartSummary({ cart, busy }: { cart: PricedCart; busy: boolean }) {
  const { freeShippingThreshold } = useSettings();
  const missing = cart.missingForFreeShipping;
  const progress =
    freeShippingThreshold > 0
      ? Math.min(100, Math.round(((freeShippingThreshold - missing) / freeShippingThreshold) * 100))
      : 100;
  return (
    <div aria-busy={busy} className={busy ? 'opacity-60' : undefined}>
      <dl className="flex items-baseline justify-between gap-3">
        <dt className="font-semibold">
          Subtotal <span className="text-sm font-normal text-muted">(IVA incluido)</span>
        </dt>
        <dd className="text-xl font-extrabold tabular">{formatPesos(cart.subtotal)}</dd>
      </dl>
      <div className="mt-3 rounded-lg bg-surface p-3 text-sm">
        {missing > 0 ? (
          <p>{`Te faltan ${formatPesos(missing)} para el envío gratis.`}</p>
        ) : (
          <p className="font-semibold text-ok">¡Tu envío estándar es gratis!</p>
        )}
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div className="h-full rounded-full bg-ok" style={{ width: `${progress}%` }} />
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">El costo del envío se calcula en el paso de envío, según tu ciudad.</p>
      <PaymentTerms cashOnDelivery={cart.cashOnDelivery} />
    </div>
  );
}
