/**
 * The shopper's place kept across a page load, on the pages that stay server HTML (web/islands/), where a variant, a
 * filter, the order or another page of a listing is a new page: the page it leads to opens where the shopper was, not at
 * its top. The app's own moves keep it without a load (web/pages/page-moves.ts).
 */

const KEY = 'fornido.lugar';

/** Marks a link whose page keeps the shopper's place: `variante` (the same scroll, the focus on the same option) or
 * `resultados` (a listing's results in view). */
export const KEEPS_PLACE = 'data-lugar';

type Place = 'variante' | 'resultados';
/** What had the focus (the tapped option, the ticked box), which has it again: the element a selector finds with the
 * same text (an option: a size and a flavour may lead to the same address), or else the `nth` it finds. */
type Focus = { readonly selector: string; readonly text: string | null; readonly nth: number };
type Kept = { readonly to: string; readonly place: Place; readonly y: number; readonly focus: Focus | null };

const focusOf = (element: Element, selector: string, text: string | null = null): Focus => ({
  selector,
  text,
  nth: Math.max(0, [...document.querySelectorAll(selector)].indexOf(element)),
});

/**
 * Brings the results' top (`#resultados`: their count, order and filter button) just under the sticky header when
 * it is above the screen or low in it; left alone when the shopper already sees it. A listing that shrank never
 * leaves the screen past its products.
 */
export const keepResultsInView = (): void => {
  const results = document.getElementById('resultados');
  if (!results) return window.scrollTo(0, 0);
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const top = results.getBoundingClientRect().top;
  if (top < headerBottom || top > window.innerHeight * 0.6) window.scrollBy(0, top - headerBottom - 8);
};

const pathOf = (to: string) => {
  const url = new URL(to, location.href);
  return url.pathname + url.search;
};

/** The field that has the focus, as a selector the next page finds it by: a box or option by its name and value, a list
 * by its name. */
const focusedField = (): Focus | null => {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.name) return null;
  const name = `[name="${CSS.escape(field.name)}"]`;
  return focusOf(
    field,
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? `${name}[value="${CSS.escape(field.value)}"]`
      : name,
  );
};

/** Remembers the place before a page load to `to` (a link of the page, or an island's move, from the field in focus). */
export const keepPlace = (to: string, place: Place, focus: Focus | null = focusedField()): void => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ to: pathOf(to), place, y: scrollY, focus } satisfies Kept));
  } catch {
    // No storage (a private window's quota): the page opens at its top, as without JavaScript.
  }
};

/** On a page's load: the place kept for it, if the last page kept one for this very address. */
export const restorePlace = (): void => {
  // Only a page of this store keeps a place: a page opened from elsewhere (a search engine, a link in a chat) does not
  // ask the browser's storage, a synchronous round trip to the browser process while the page loads.
  if (!document.referrer.startsWith(`${location.origin}/`)) return;
  let kept: Kept | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Kept | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!kept || kept.to !== location.pathname + location.search) return;
  // Where the shopper was, then (within a listing) its results brought into view, as the app's own move does.
  window.scrollTo(0, kept.y);
  if (kept.place === 'resultados') keepResultsInView();
  const { focus } = kept;
  if (!focus) return;
  const found = [...document.querySelectorAll<HTMLElement>(focus.selector)];
  (focus.text === null ? found[focus.nth] : found.find((e) => e.textContent === focus.text))?.focus({
    preventScroll: true,
  });
};

/** A plain tap on a link that keeps the place remembers it (a tap meant for a new tab is left alone). */
export const keepPlaceOnTap = (e: MouseEvent): void => {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.defaultPrevented) return;
  const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>(`a[${KEEPS_PLACE}]`) : null;
  const place = link?.getAttribute(KEEPS_PLACE);
  if (link && (place === 'variante' || place === 'resultados'))
    keepPlace(link.href, place, focusOf(link, `a[${KEEPS_PLACE}]`, link.textContent));
};
