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
import { inListing } from '../lib/in-listing';
import { keepPlace } from '../lib/kept-place';
import { ISLANDS, type IslandName } from '../pages/island-table';
import type { Held } from './wake-islands';
import { changedFields, type Changed } from './changed-fields';

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

// A move from an island is a page load: the page around it is the server's, not the app's. A move within a listing
// (a filter, the order) opens with the results in view, as the app's own move does.
const loadPage = (_navigate: unknown, to: string, options?: { replace?: boolean; state?: unknown }) => {
  if (inListing(options?.state)) keepPlace(to, 'resultados');
  return options?.replace ? location.replace(to) : location.assign(to);
};

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

/** The choice hydration found in a list and told the live island, so the same held choice is not told twice. */
const toldAtHydration = new WeakMap<HTMLSelectElement, string>();

/** Chooses `value` in a live island's list again and tells it: hydration may have put the list back to the server's
 * choice. */
const chooseAgain = (list: HTMLSelectElement, value: string): void => {
  list.value = value;
  list.dispatchEvent(new Event('change', { bubbles: true }));
};

/**
 * Types and ticks it again in the live island, as the shopper did: hydration leaves the field as the shopper left it,
 * but the island's state as the server drew it (empty, unticked), so each is told again through the island's own
 * handlers. React notices a change against the value it last saw: the field is first set back through its own setter
 * (which React watches), then to the shopper's value past it.
 */
const typeAgain = (typed: readonly Changed[]): void => {
  for (const entry of typed) {
    if ('box' in entry) {
      entry.box.checked = !entry.checked;
      entry.box.click();
      continue;
    }
    if ('list' in entry) {
      toldAtHydration.set(entry.list, entry.value);
      chooseAgain(entry.list, entry.value);
      continue;
    }
    const { field, value } = entry;
    field.value = '';
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
};

/** Hydrates one island from its server HTML and props; resolves once it is live, with what was typed in it before. */
export const hydrateIsland = async (box: HTMLElement): Promise<void> => {
  const Island = await ISLANDS[box.getAttribute(ISLAND_ATTRIBUTE) as IslandName].load();
  const props = JSON.parse(box.dataset.props ?? '{}') as object;
  const Component = Island.component as (p: object) => ReactNode;
  const typed = changedFields(box);
  await new Promise<void>((ready) => {
    hydrateRoot(
      box,
      <Frame ready={ready}>
        <Component {...props} />
      </Frame>,
    );
  });
  typeAgain(typed);
};

/** Gives a live island the taps and submissions held while it woke, as the shopper made them: one at a time, each
 * after the island has drawn what the one before changed (three taps on "+" are three units). */
export const replayHeld = async (held: readonly Held[]): Promise<void> => {
  for (const [i, event] of held.entries()) {
    if (i > 0) await new Promise((next) => setTimeout(next, 0));
    if (event.kind === 'change') {
      const { list, value } = event.target as { list: HTMLSelectElement; value: string };
      // Told once: hydration told already the choice it found in the list (typeAgain).
      if (toldAtHydration.get(list) !== value) chooseAgain(list, value);
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
