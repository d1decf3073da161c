import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { LiveStatus } from '../../components/live-status';
import type { OrderView } from '../../../contract/checkout';
import { useHydrated } from '../../lib/use-hydrated';
import { accountStore } from '../../state/account';
import { useLiveOrders } from './live-orders';
import { OrderSummaryLink } from './order-summary-link';
import { VerificationNotice } from './verification-notice';

/** `/micuenta/pedidos/`: the signed-in shopper's orders, newest first, each with its date, state, total and page, kept
 * up to date live; while the email is unverified, how to bring in the orders placed with it as a guest. */
export function AccountOrdersPage({ orders: loaded }: { orders: readonly OrderView[] }) {
  const { orders: shown, live } = useLiveOrders(loaded);
  const orders = shown ?? loaded;
  // The account is this browser's (the page's data is the orders alone): shown once hydrated, below the orders, so
  // the server's HTML and the first render match and nothing above moves.
  const { account } = useSnapshot(accountStore);
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <p className="text-sm">
        <Link href="/micuenta/" className="font-semibold text-brand-dark underline">
          Mi cuenta
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-extrabold md:text-3xl">Mis pedidos</h1>
      <div className="mt-2">
        <LiveStatus state={live.state} polling={false} />
      </div>
      {orders.length === 0 ? (
        <div className="mt-6 rounded-xl bg-surface p-6 text-center">
          <p>Aún no tienes pedidos. Cuando compres, aquí verás cada uno con su estado y su total.</p>
          <Link
            href="/"
            className="mt-4 inline-flex h-12 items-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark"
          >
            Ver productos
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {orders.map((o) => (
            <li key={o.number}>
              <OrderSummaryLink order={o} />
            </li>
          ))}
        </ul>
      )}
      {hydrated && account && !account.emailVerified && <VerificationNotice account={account} />}
    </div>
  );
}
