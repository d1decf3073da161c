import { Link } from 'wouter';
import { LiveStatus } from '../../components/live-status';
import { useLiveOrders } from './live-orders';
import { OrderSummaryLink } from './order-summary-link';
import { Section } from './section';

/** How many of the newest orders the account page shows; the rest are on /micuenta/pedidos/. */
export const RECENT_ORDERS = 3;

/** Orders on the account page: the newest few with their state, kept up to date live, and the way to all of them. */
export function OrdersSection() {
  const { orders, live } = useLiveOrders(null);
  const recent = orders?.slice(0, RECENT_ORDERS) ?? [];
  return (
    <Section id="pedidos" title="Tus pedidos">
      <LiveStatus state={live.state} polling={false} />
      {recent.length > 0 ? (
        <ul className="mt-3 space-y-3" aria-label="Tus pedidos más recientes">
          {recent.map((o) => (
            <li key={o.number}>
              <OrderSummaryLink order={o} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3">
          {orders === null
            ? 'Mira cada pedido con su fecha, su estado, el total y el seguimiento del envío.'
            : 'Aún no tienes pedidos. Cuando compres, aquí verás cada uno con su estado y su total.'}
        </p>
      )}
      <Link
        href="/micuenta/pedidos/"
        className="mt-3 inline-flex h-12 items-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand"
      >
        Ver mis pedidos
      </Link>
    </Section>
  );
}
