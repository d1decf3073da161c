import { useId } from 'react';
import type { CodTerms } from '../../../core/cart/payment-terms';
import { formatPesos } from '../../../core/shared/format';
import { formatPercent } from '../../lib/format';
import { capitalized, paymentNames } from '../../../core/payments/payment-names';
import { useSettings } from '../../lib/settings-context';

/** Cash on delivery's condition in two lines: whether it is offered, with its surcharge, and on what it depends. */
export const codTermsText = (terms: CodTerms): { readonly title: string; readonly detail: string } => {
  if (!terms.available) return { title: 'Contraentrega no disponible', detail: terms.message };
  const rate = formatPercent(terms.rate);
  if (terms.shippingIncluded)
    return {
      title: `Contraentrega disponible: recargo de ${rate} (${formatPesos(terms.surcharge)})`,
      detail: `Pagarías ${formatPesos(terms.total)} en efectivo al recibir tu pedido.`,
    };
  return {
    title: `Contraentrega disponible: recargo de ${rate} (desde ${formatPesos(terms.surcharge)})`,
    detail: `El ${rate} se calcula sobre el total con envío; contraentrega se ofrece cuando ese total es menor de ${formatPesos(terms.lessThan)}${terms.coverageKnown ? '' : ', en ciudades con cobertura'}.`,
  };
};

/**
 * How the shopper can pay, told before they commit (cart and checkout summary): the online methods the store offers (its
 * configured gateways) and cash on delivery's condition with its surcharge, or why it is not offered.
 */
export function PaymentTerms({ cashOnDelivery }: { cashOnDelivery: CodTerms }) {
  const { paymentMethods } = useSettings();
  const id = useId();
  const online = paymentMethods.filter((m) => m !== 'cash-on-delivery');
  const cod = paymentMethods.includes('cash-on-delivery') ? codTermsText(cashOnDelivery) : null;
  if (online.length === 0 && !cod) return null;
  return (
    <section aria-labelledby={id} className="mt-3 rounded-lg bg-surface p-3 text-sm">
      <p id={id} className="font-semibold">
        Cómo puedes pagar
      </p>
      <ul className="mt-1 space-y-1.5">
        {online.length > 0 && <li>{`En línea: ${capitalized(paymentNames(online))}.`}</li>}
        {cod && (
          <li data-contraentrega={cashOnDelivery.available ? 'disponible' : 'no-disponible'}>
            <span className="font-semibold tabular">{cod.title}</span>
            <span className="block text-xs text-muted">{cod.detail}</span>
          </li>
        )}
      </ul>
    </section>
  );
}
