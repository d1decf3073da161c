import { useSnapshot } from 'valtio';
import { CheckoutLayout } from './layouts/checkout-layout';
import { StoreLayout } from './layouts/store-layout';
import { LoadingBar } from './components/loading-bar';
import { Toaster } from './components/toaster';
import { SettingsProvider } from './lib/settings-context';
import { pageView } from './pages/registry';
import { pageRowOf, type PageState } from './pages/page-table';
import { RetryPage } from './pages/retry-page';
import { navigationStore, TRANSITION_CLASSES } from './state/navigation';

/** The whole storefront for one loaded page: the right layout around the right page, and the toast for cart messages. */
export function App({ state }: { state: PageState }) {
  const { page } = state.loaded;
  const { phase, retry, failures } = useSnapshot(navigationStore);
  const step = pageRowOf(page.kind).checkoutStep;
  const View = retry ? null : pageView(page.kind);
  // The page transition `page` (styles.css) moves the page's own content, inside the layout. Each failed move draws
  // its error page anew (the key), which then takes the focus (web/pages/error-pages.tsx).
  const content = (
    <div key={failures} className={phase ? TRANSITION_CLASSES[phase] : undefined}>
      {View === null ? (
        <RetryPage message={page.kind === 'error' ? page.message : ''} />
      ) : (
        // pageView looks the page's component up in the module-level registry of loaded pages: the same component
        // for a kind on every render, not one created during render, so React keeps its state.
        // eslint-disable-next-line react-hooks/static-components -- see above
        <View page={page} state={state} />
      )}
    </div>
  );
  return (
    <SettingsProvider value={state.settings}>
      <div className="flex min-h-screen flex-col">
        {step !== undefined ? (
          <CheckoutLayout step={step} order={page.kind === 'order-confirmation' ? page.order : null}>
            {content}
          </CheckoutLayout>
        ) : (
          <StoreLayout
            categories={state.categories}
            infoLinks={state.infoLinks}
            account={state.account}
            query={page.kind === 'search' ? page.result.query : undefined}
          >
            {content}
          </StoreLayout>
        )}
        <LoadingBar />
        <Toaster />
      </div>
    </SettingsProvider>
  );
}
