import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import type { PageState } from '../pages/page-table';
import { showInitialState } from '../pages/page-moves';
import { SettingsProvider } from '../lib/settings-context';
import { TapsHeld, useHydrated } from '../lib/use-hydrated';
import { accountStore } from '../state/account';
import { savedCart } from '../state/cart';
import { reloadSavedCart, startCart } from '../state/cart-start';
import { ISLAND_ATTRIBUTE } from '../lib/island-attribute';
import { ISLANDS, type IslandName } from '../pages/island-table';
import type { Held } from './wake-islands';

let state: PageState | null = null;

/**
 * The islands' shared start, once, at the shopper's first interaction: the page's state into the stores (what the
 * server rendered with), and the browser's cart restored (an island draws what only the browser knows, such as the
 * cart badge, after it hydrated, so restoring it early never breaks a hydration).
 */
export const warmIslands = (): void => {
  if (state) return;
  state = JSON.parse(document.getElementById('estado-inicial')?.textContent ?? '{}') as PageState;
  showInitialState(state);
  void startCart(accountStore.account !== null);
  addEventListener('storage', (e) => {
    if (e.key === null || e.key === savedCart.key) void reloadSavedCart();
  });
};

// A move from an island is a page load: the page around it is the server's, not the app's.
const loadPage = (_navigate: unknown, to: string, options?: { replace?: boolean }) =>
  options?.replace ? location.replace(to) : location.assign(to);

/** Tells the runtime the island is live: hydrated, and rendered again as the browser (its buttons enabled). */
function Live({ ready }: { ready: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) ready();
  }, [hydrated, ready]);
  return null;
}

/** What every island is rendered in: the store's settings and a router whose moves load pages. */
function Frame({ children, ready }: { children: ReactNode; ready: () => void }) {
  return (
    <TapsHeld value>
      <SettingsProvider value={state!.settings}>
        <Router aroundNav={loadPage}>
          {children}
          <Live ready={ready} />
        </Router>
      </SettingsProvider>
    </TapsHeld>
  );
}

/** Hydrates one island from its server HTML and props; resolves once it is live. */
export const hydrateIsland = async (box: HTMLElement): Promise<void> => {
  const Island = await ISLANDS[box.getAttribute(ISLAND_ATTRIBUTE) as IslandName].load();
  const props = JSON.parse(box.dataset.props ?? '{}') as object;
  const Component = Island.component as (p: object) => ReactNode;
  await new Promise<void>((ready) => {
    hydrateRoot(
      box,
      <Frame ready={ready}>
        <Component {...props} />
      </Frame>,
    );
  });
};

/** Gives a live island the taps and submissions held while it woke, as the shopper made them. */
export const replayHeld = (held: readonly Held[]): void => {
  for (const event of held) {
    if (event.kind === 'change') {
      // Hydration may have put the list back to the server's choice: the shopper's is chosen again, then told.
      const { list, value } = event.target as { list: HTMLSelectElement; value: string };
      list.value = value;
      list.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (event.kind === 'click' && event.target instanceof Element)
      event.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    if (
      event.kind === 'submit' &&
      event.target instanceof SubmitEvent &&
      event.target.target instanceof HTMLFormElement
    )
      event.target.target.requestSubmit(event.target.submitter);
  }
};
