import type { PricedCart } from '../../../contract/cart';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { formatPesos } from '../../../core/shared/format';
import { accountStore } from '../../state/account';
import { knownDestination, ORIGIN_CITY } from '../../state/shipping-destination';
import { useCheckoutPrice } from '../checkout/use-checkout-price';

/** What standard shipping costs this cart, priced by the server as the shipping step prices it: to the shopper's city
 * when the store knows it ("Envío estándar a Medellín: $ 12.900"), else from the cheapest city, Bogotá ("Envío desde
 * $ 8.900"); the general rule while it is asked for or when it cannot be. */
export function ShippingEstimate({ cart }: { cart: PricedCart }) {
  const { account } = useSnapshot(accountStore);
  const known = useMemo(() => knownDestination(account), [account]);
  const lines = cart.lines.map(({ sku, quantity }) => ({ sku, quantity }));
  const { view } = useCheckoutPrice({ lines, destination: known ?? ORIGIN_CITY });
  const standard = view?.shippingOptions?.find((o) => o.method === 'standard');
  if (!view || !standard) {
    return <p className="text-sm">El costo del envío se calcula en el paso de envío, según tu ciudad.</p>;
  }
  return known && view.destination ? (
    <p className="text-sm">{`Envío estándar a ${view.destination.name}: ${formatPesos(standard.price)}`}</p>
  ) : (
    <p className="text-sm">
      {`Envío desde ${formatPesos(standard.price)}`}
      <span className="text-muted"> (Bogotá). Lo calculamos con tu ciudad en el paso de envío.</span>
    </p>
  );
}
