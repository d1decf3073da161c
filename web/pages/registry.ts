import { loadLateParts } from '../lib/late-hydration';
import type { PageView } from './page-row';
import { pageRowOf, type PageKind as Kind, type PageOf } from './page-table';

/** The views loaded so far, one per page kind: each page is its own chunk, named by its row (./page-table.ts). */
const loaded = new Map<Kind, PageView<never>>();

/**
 * Before hydrating the page the server rendered: makes sure its view is loaded (at once when it already is). Its
 * parts shown late load when they come near the screen or the browser is idle (web/lib/late-hydration.tsx).
 */
export const loadViewToHydrate = async (kind: Kind): Promise<void> => {
  if (!loaded.has(kind)) loaded.set(kind, (await pageRowOf(kind).view.load()) as PageView<never>);
};

/**
 * Makes sure a page kind's code is loaded: its view and the parts it shows late, which the server renders in full and
 * a page moved to shows at once.
 */
export const loadPageView = async (kind: Kind): Promise<void> => {
  await loadViewToHydrate(kind);
  await loadLateParts();
};

/** The loaded view of a page kind (call `loadPageView` first). */
export const pageView = <K extends Kind>(kind: K): PageView<PageOf<K>> => {
  const view = loaded.get(kind);
  if (!view) throw new Error(`The view of page "${kind}" is not loaded`);
  return view as unknown as PageView<PageOf<K>>;
};
