import { CheckoutLayout } from './layouts/checkout-layout';
import { StoreLayout } from './layouts/store-layout';
import { CartPage } from './pages/cart-page';
import { CategoryPage } from './pages/category-page';
import { ErrorPage, NotFoundPage } from './pages/error-pages';
import { HomePage } from './pages/home-page';
import { InfoPage } from './pages/info-page';
import { ProductPage } from './pages/product-page';
import { SearchPage } from './pages/search-page';
import type { PageState } from './routes';
import { SettingsProvider } from './lib/settings-context';



/** The whole storefront for one loaded page: the right layout around the right page. */
export function App({ state }: { state: PageState }) {
  return <SettingsProvider value={state.settings}><div className="flex min-h-screen flex-col">{pageIn(state)}</div></SettingsProvider>;
}

const pageIn = ({ categories, infoLinks, loaded }: PageState) => {
  const page = loaded.page;
  if (page.kind === 'cart') {
    return (
      <CheckoutLayout step={0}>
        <CartPage categories={categories} />
      </CheckoutLayout>
    );
  }
  return (
    <StoreLayout categories={categories} infoLinks={infoLinks} query={page.kind === 'search' ? page.result.query : undefined}>
      {page.kind === 'home' && <HomePage categories={page.categories} newest={page.newest} />}
      {page.kind === 'category' && <CategoryPage listing={page.listing} />}
      {page.kind === 'product' && <ProductPage view={page.view} />}
      {page.kind === 'search' && <SearchPage result={page.result} categories={categories} />}
      {page.kind === 'info' && <InfoPage content={page.content} />}
      {page.kind === 'not-found' && <NotFoundPage />}
      {page.kind === 'error' && <ErrorPage message={page.message} />}
    </StoreLayout>
  );
};
