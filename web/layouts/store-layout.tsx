import type { ReactNode } from 'react';
import type { Category } from '../../core/catalog/product';
import type { InfoLink } from '../routes';
import { Footer } from '../components/footer';
import { Header } from '../components/header';

/** The default frame of the store: header with navigation, search and cart; footer with information. */
export function StoreLayout(props: { categories: readonly Category[]; infoLinks: readonly InfoLink[]; query?: string; children: ReactNode }) {
  const { categories, infoLinks, query, children } = props;
  return (
    <>
      <a href="#contenido" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Saltar al contenido
      </a>
      <Header categories={categories} query={query} />
      <main id="contenido" className="flex-1">
        {children}
      </main>
      <Footer infoLinks={infoLinks} />
    </>
  );
}
