import { useState } from 'react';
import { formatPesos } from '../../../core/shared/format';
import type { CodTerms } from '../../../core/cart/payment-terms';
import type { CheckoutLineView, TotalsView } from '../../../contract/checkout';
import { ProductImage } from '../product-image';
import { OrderTotals } from './order-totals';
import { PaymentTerms } from './payment-terms';

/** The products of a checkout or an order, one short row each: picture (a grey square when the product has none),
 * name, size and flavour, quantity and line total. */
export function SummaryLines({ lines }: { lines: readonly CheckoutLineView[] }) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((line) => (
        <li key={line.sku} className="flex gap-3 py-2.5">
          <div className="h-12 w-12 shrink-0 overflow-hidden rounded-md bg-surface">
            {line.image && (
              <ProductImage
                image={{ ...line.image, alt: '' }}
                sizes="48px"
                widths={[96, 160]}
                className="h-full w-full object-contain"
              />
            )}
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold leading-5">{line.name}</p>
            <p className="text-muted">{[line.size, line.flavour].filter(Boolean).join(' · ')}</p>
            <p className="text-muted tabular">{`${line.quantity} × ${formatPesos(line.unitPrice)}`}</p>
          </div>
          <p className="shrink-0 text-sm font-semibold tabular">{formatPesos(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

type Props = {
  readonly lines: readonly CheckoutLineView[];
  readonly totals: Omit<TotalsView, 'freeShipping'>;
  readonly shippingKnown: boolean;
  /** Cash on delivery's terms for this step, told with the online methods before the shopper commits. */
  readonly cashOnDelivery: CodTerms;
  /** The figures are being priced again: shown dimmed until the server answers. */
  readonly busy?: boolean;
};

/**
 * The checkout's order summary: the totals and how the order can be paid always in sight, the products folded away on
 * phones (a button shows them) and always listed on wide screens.
 */
export function CheckoutSummary({ lines, totals, shippingKnown, cashOnDelivery, busy = false }: Props) {
  const [open, setOpen] = useState(false);
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <aside
      aria-labelledby="resumen-titulo"
      aria-busy={busy}
      className={`self-start rounded-xl border border-line p-4 ${busy ? 'opacity-60' : ''}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="resumen-titulo" className="text-lg font-bold">
          Resumen del pedido
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="resumen-productos"
          onClick={() => setOpen((o) => !o)}
          className="min-h-11 whitespace-nowrap text-sm font-semibold text-brand-dark underline md:hidden"
        >
          {`${open ? 'Ocultar' : 'Ver'} productos (${units})`}
        </button>
      </div>
      <div id="resumen-productos" className={`${open ? 'block' : 'hidden'} mt-2 md:block`}>
        <SummaryLines lines={lines} />
      </div>
      <div className="mt-3">
        <OrderTotals totals={totals} shippingKnown={shippingKnown} />
      </div>
      {/* Gift credit that covers the whole order leaves nothing to pay: no method to tell. */}
      {!(shippingKnown && totals.total === 0) && <PaymentTerms cashOnDelivery={cashOnDelivery} />}
    </aside>
  );
}
