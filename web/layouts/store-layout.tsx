import type { ReactNode } from 'react';
import type { Category } from '../../core/catalog/product';
import type { AccountView } from '../../contract/account';
import type { InfoLink } from '../lib/page-shell';
import { CartDrawerHost } from '../components/cart/cart-drawer-host';
import { Header } from '../components/header';
import { InvitationBanner } from '../components/invitation-notice';
import { lateHydrated } from '../lib/late-hydration';

// The footer is below the fold on every page: its code loads, and it hydrates, once near the screen or when idle.
const Footer = lateHydrated(() => import('../components/footer').then((m) => m.Footer));

type Props = {
  categories: readonly Category[];
  infoLinks: readonly InfoLink[];
  account: AccountView | null;
  query?: string;
  children: ReactNode;
};

/** The default frame of the store: header with navigation, search, account and cart; an invited visitor's banner;
 * footer with information; the cart drawer. */
export function StoreLayout({ categories, infoLinks, account, query, children }: Props) {
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Saltar al contenido
      </a>
      <Header categories={categories} query={query} account={account} />
      <InvitationBanner />
      <main id="contenido" className="flex-1">
        {children}
      </main>
      <Footer infoLinks={infoLinks} />
      <CartDrawerHost categories={categories.map(({ slug, name }) => ({ slug, name }))} />
    </>
  );
}
