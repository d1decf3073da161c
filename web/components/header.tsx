import { useRef } from 'react';
import { Link } from 'wouter';
import { closeMenu } from './close-menu';
import type { Category } from '../../core/catalog/product';
import type { AccountView } from '../../contract/account';
import { useSettings } from '../lib/settings-context';
import { AccountItems, AccountLink } from './account-link';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { ProgrammeMenuItems, ProgrammesDisclosure } from './programme-links';
import { PromiseBar } from './promise-bar';
import { SearchBox } from './search-box';

const MENU_ITEM = 'block rounded-lg px-3 py-3 font-medium hover:bg-surface hover:text-brand';

/** Sticky header: promise bar, menu (mobile) or category bar with "Beneficios" (desktop), logo, search, account and
 * cart. */
export function Header({
  categories,
  query,
  account,
}: {
  categories: readonly Category[];
  query?: string;
  account: AccountView | null;
}) {
  const settings = useSettings();
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <PromiseBar settings={settings} account={account} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 md:flex-nowrap">
        <details ref={menu} className="group relative lg:hidden">
          <summary
            className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-line"
            aria-label="Menú de categorías y de tu cuenta"
          >
            <svg width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </summary>
          <div className="absolute left-0 top-12 z-40 max-h-[80vh] w-64 overflow-y-auto rounded-xl border border-line bg-white p-2 shadow-lg">
            <nav aria-label="Categorías">
              <ul>
                {categories.map((c) => (
                  <li key={c.slug}>
                    <Link href={`/${c.slug}/`} onClick={closeMenu} className={MENU_ITEM}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <ProgrammeMenuItems itemClass={MENU_ITEM} />
            <nav aria-label="Tu cuenta" className="mt-2 border-t border-line pt-2">
              <ul>
                {account ? (
                  <AccountItems onChosen={() => menu.current?.removeAttribute('open')} />
                ) : (
                  <>
                    <li>
                      <Link href="/cuenta/ingresar/" onClick={closeMenu} className={MENU_ITEM}>
                        Ingresar
                      </Link>
                    </li>
                    <li>
                      <Link href="/cuenta/registro/" onClick={closeMenu} className={MENU_ITEM}>
                        Crear cuenta
                      </Link>
                    </li>
                  </>
                )}
              </ul>
            </nav>
          </div>
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
      <div className="hidden border-t border-line lg:block">
        <div className="mx-auto flex max-w-7xl items-center px-4">
          <nav aria-label="Categorías principales">
            <ul className="flex gap-1">
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link href={`/${c.slug}/`} className="block px-3 py-2.5 text-sm font-semibold hover:text-brand">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ProgrammesDisclosure />
        </div>
      </div>
    </header>
  );
}
