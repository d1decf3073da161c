import type { ReactNode } from 'react';
import { formatPesos } from '../../../core/shared/format';
import type { TotalsView } from '../../../contract/checkout';

type Props = {
  readonly totals: Omit<TotalsView, 'freeShipping'>;
  /** Whether the shipping is known yet (a method chosen): before, its line says it comes next. */
  readonly shippingKnown: boolean;
};

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-line pt-2 text-lg font-extrabold' : ''}`}
    >
      <dt className={strong ? undefined : 'text-muted'}>{term}</dt>
      <dd className="tabular text-right">{children}</dd>
    </div>
  );
}

/** An order's figures as POLICY.md adds them: subtotal, gift credit, shipping, cash-on-delivery surcharge, total, and the
 * IVA the prices include. */
export function OrderTotals({ totals, shippingKnown }: Props) {
  return (
    <div>
      <dl className="space-y-1.5 text-sm">
        <Row term="Subtotal">{formatPesos(totals.subtotal)}</Row>
        {totals.giftCredit > 0 && <Row term="Saldo de regalo">{`−${formatPesos(totals.giftCredit)}`}</Row>}
        <Row term="Envío">
          {!shippingKnown ? (
            <span className="text-muted">Se calcula con tu ciudad</span>
          ) : totals.shipping === 0 ? (
            <span className="font-semibold text-ok">Gratis</span>
          ) : (
            formatPesos(totals.shipping)
          )}
        </Row>
        {totals.codSurcharge > 0 && <Row term="Recargo contraentrega">{formatPesos(totals.codSurcharge)}</Row>}
        <Row term="Total" strong>
          {formatPesos(totals.total)}
        </Row>
      </dl>
      <p className="mt-1 text-right text-xs text-muted tabular">{`IVA incluido: ${formatPesos(totals.tax)}`}</p>
      {totals.savings > 0 && (
        <p className="mt-1 text-right text-xs font-semibold text-ok tabular">{`Ahorras ${formatPesos(totals.savings)}`}</p>
      )}
    </div>
  );
}
