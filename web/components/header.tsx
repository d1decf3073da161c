import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { Category } from '../../core/catalog/product';
import { formatPesos } from '../../core/shared/format';
import { useSettings } from '../lib/settings-context';
import { Logo } from './logo';
import { SearchBox } from './search-box';


// The page changes without a reload, so the open menu has to be closed by hand.
const closeMenu = (e: MouseEvent<HTMLAnchorElement>) => e.currentTarget.closest('details')?.removeAttribute('open');

/** Sticky header: promise bar, menu (mobile) or category bar (desktop), logo, search and cart. */
export function Header({ categories, query }: { categories: readonly Category[]; query?: string }) {
  const { freeShippingThreshold } = useSettings();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <p className="bg-ink px-4 py-1.5 text-center text-xs font-medium text-white">
        {`Envío gratis desde ${formatPesos(freeShippingThreshold)} · Paga con Nequi, PSE o contraentrega`}
      </p>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 md:flex-nowrap">
        <details className="group relative lg:hidden">
          <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-line" aria-label="Menú de categorías">
            <svg width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </summary>
          <nav aria-label="Categorías" className="absolute left-0 top-12 z-40 w-64 rounded-xl border border-line bg-white p-2 shadow-lg">
            <ul>
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link href={`/${c.slug}/`} onClick={closeMenu} className="block rounded-lg px-3 py-3 font-medium hover:bg-surface hover:text-brand">
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
        <Link href="/checkout/" aria-label="Carrito" className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg border border-line hover:border-brand">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
            <circle cx="10" cy="20" r="1.5" />
            <circle cx="17" cy="20" r="1.5" />
          </svg>
        </Link>
      </div>
      <nav aria-label="Categorías principales" className="hidden border-t border-line lg:block">
        <ul className="mx-auto flex max-w-7xl gap-1 px-4">
          {categories.map((c) => (
            <li key={c.slug}>
              <Link href={`/${c.slug}/`} className="block px-3 py-2.5 text-sm font-semibold hover:text-brand">{c.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
