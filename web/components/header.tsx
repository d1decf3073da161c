import { paymentNames } from '../lib/payment-names';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { Category } from '../../core/catalog/product';
import { formatPesos } from '../../core/shared/format';
import type { AccountView } from '../lib/account-api';
import { useSettings } from '../lib/settings-context';
import { AccountLink } from './account-link';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { SearchBox } from './search-box';

// The page changes without a reload, so the open menu has to be closed by hand.
const closeMenu = (e: MouseEvent<HTMLAnchorElement>) => e.currentTarget.closest('details')?.removeAttribute('open');

/** Sticky header: promise bar, menu (mobile) or category bar (desktop), logo, search, account and cart. */
export function Header({
  categories,
  query,
  account,
}: {
  categories: readonly Category[];
  query?: string;
  account: AccountView | null;
}) {
  const { freeShippingThreshold, paymentMethods } = useSettings();
  const pay = paymentNames(paymentMethods, 3);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <p className="bg-ink px-4 py-1.5 text-center text-xs font-medium text-white">
        {`Envío gratis desde ${formatPesos(freeShippingThreshold)}${pay ? ` · Paga con ${pay}` : ''}`}
      </p>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 md:flex-nowrap">
        <details className="group relative lg:hidden">
          <summary
            className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-line"
            aria-label="Menú de categorías"
          >
            <svg width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </summary>
          <nav
            aria-label="Categorías"
            className="absolute left-0 top-12 z-40 w-64 rounded-xl border border-line bg-white p-2 shadow-lg"
          >
            <ul>
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    href={`/${c.slug}/`}
                    onClick={closeMenu}
                    className="block rounded-lg px-3 py-3 font-medium hover:bg-surface hover:text-brand"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <Link href="/" aria-label="Fornido, ir al inicio" className="mr-auto md:mr-0">
          <Logo />
        </Link>
        <div className="order-last w-full md:order-none md:mx-6 md:flex-1">
          <SearchBox id="buscar-encabezado" defaultValue={query} />
        </div>
        <div className="flex items-center gap-1">
          <AccountLink account={account} />
          <CartButton />
        </div>
      </div>
      <nav aria-label="Categorías principales" className="hidden border-t border-line lg:block">
        <ul className="mx-auto flex max-w-7xl gap-1 px-4">
          {categories.map((c) => (
            <li key={c.slug}>
              <Link href={`/${c.slug}/`} className="block px-3 py-2.5 text-sm font-semibold hover:text-brand">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
