import { Link } from 'wouter';
import { formatPesos } from '../../../core/shared/format';
import type { OrderView } from '../../../contract/checkout';

const units = (order: OrderView) => order.lines.reduce((n, l) => n + l.quantity, 0);

/** One of the shopper's orders in a list: number, total, date, state and how many products, linking to its page. */
export function OrderSummaryLink({ order }: { order: OrderView }) {
  const count = units(order);
  return (
    <Link href={order.link} className="block rounded-xl border border-line p-4 hover:border-brand">
      <span className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-bold tabular">{order.number}</span>
        <span className="font-bold tabular">{formatPesos(order.totals.total)}</span>
      </span>
      <span className="mt-1 block text-sm text-muted">{order.placedAtText}</span>
      <span className="mt-1 block text-sm">
        {'Estado: '}
        <strong data-estado={order.state}>{order.stateLabel}</strong>
        {` · ${count} ${count === 1 ? 'producto' : 'productos'}`}
      </span>
    </Link>
  );
}
