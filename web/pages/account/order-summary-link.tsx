import { Link } from 'wouter';
import { formatPesos } from '../../../core/shared/format';
import type { OrderView } from '../../../contract/checkout';

const units = (order: OrderView) => order.lines.reduce((n, l) => n + l.quantity, 0);

/** One of the shopper's orders in a list: number, total, date, state, how many products and its returns with their
 * state, linking to its page; while units can be given back, a link to the page's return form. */
export function OrderSummaryLink({ order }: { order: OrderView }) {
  const count = units(order);
  return (
    <div className="rounded-xl border border-line hover:border-brand">
      <Link href={order.link} className="block p-4">
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
        {order.returns.map((r) => (
          <span key={r.number} className="mt-1 block text-sm tabular" data-devolucion={r.number}>
            {`Devolución ${r.number}: ${r.stateLabel}`}
          </span>
        ))}
      </Link>
      {order.returnForm && (
        <p className="px-4 pb-4 text-sm">
          <Link href={`${order.link}#pedir-devolucion`} className="font-semibold text-brand-dark underline">
            {order.returnForm.lostParcel ? 'No recibí mi pedido: pedir la reversión del pago' : 'Pedir una devolución'}
          </Link>
        </p>
      )}
    </div>
  );
}
