/** A page the shopper was shown: its address (path and query) and its own title. */
export type PageView = { readonly url: string; readonly title: string };

/** Where page views come from (tests pass their own): the page shown now, and a call after each change of it. */
export type ShownPages = {
  readonly current: () => PageView;
  /** Calls `listener` after every change of the page shown; returns how to stop. */
  readonly onChange: (listener: () => void) => () => void;
};

/** The page views kept while no one follows them: a visit longer than this before the tag manager loads is rare. */
const KEPT = 20;

/** Every page view from the one recorded first, handed to whoever follows them (./tag-manager.ts). */
export type PageViews = { follow(listener: (view: PageView) => void): () => void };

/**
 * Records each page shown from now on, with its own address and title taken when it is shown, and hands them, in
 * order, to the one that follows: the views shown before it came (the landing page, a page the shopper's first tap
 * opened while the tag manager's code was still on its way) first, then each later one as it is shown. Nothing is
 * read from the address bar or the document's title, which move ahead of, or lag behind, the page on screen.
 */
export const recordPageViews = (pages: ShownPages): PageViews => {
  const kept: PageView[] = [pages.current()];
  let follower: ((view: PageView) => void) | null = null;
  pages.onChange(() => {
    const view = pages.current();
    if (follower) follower(view);
    else if (kept.length < KEPT) kept.push(view);
  });
  return {
    follow: (listener) => {
      follower = listener;
      kept.splice(0).forEach(listener);
      return () => void (follower = null);
    },
  };
};
