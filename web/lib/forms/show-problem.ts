/** A vertical stretch of the window, in its own pixels (top < bottom). */
export type Span = { readonly top: number; readonly bottom: number };

/** Room kept between what is shown and the edge (or bar) it is brought next to. */
const GAP = 12;

/**
 * How far to scroll so a block is wholly inside the free part of the window (below sticky headers, above bottom bars):
 * 0 when it already is, so a shopper who sees the problem is not moved; otherwise the smallest move, and a block taller
 * than the free part is brought in by its top (its label or legend), never by its bottom.
 */
export const scrollToShow = (block: Span, free: Span): number => {
  const top = free.top + GAP;
  const bottom = free.bottom - GAP;
  if (block.top >= top && block.bottom <= bottom) return 0;
  if (block.top < top || block.bottom - block.top > bottom - top) return block.top - top;
  return block.bottom - bottom;
};

/**
 * The part of a window `height` tall that its fixed or sticky bars leave free: a bar touching the top edge (the store's
 * header) pushes the free part's top down, one touching the bottom edge (a buy or consent bar) pulls its bottom up; an
 * overlay taller than a third of the window (a drawer) and a bar away from both edges do not count.
 */
export const freeBetween = (bars: readonly Span[], height: number): Span => {
  let top = 0;
  let bottom = height;
  for (const bar of bars) {
    if (bar.bottom - bar.top <= 0 || bar.bottom - bar.top > height / 3) continue;
    if (bar.top <= 1 && bar.bottom > 0) top = Math.max(top, bar.bottom);
    else if (bar.bottom >= height - 1 && bar.top < height) bottom = Math.min(bottom, bar.top);
  }
  return { top, bottom };
};

/** The window's fixed and sticky bars, but those holding `target` (the dialog it is in). */
const barsAround = (target: Element): Span[] =>
  [...document.body.querySelectorAll('*')]
    .filter((el) => {
      const { position } = getComputedStyle(el);
      return (position === 'fixed' || position === 'sticky') && !el.contains(target);
    })
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0);

/** The nearest ancestor that scrolls by itself (a dialog's body), or null when the page does. */
const scroller = (el: Element): HTMLElement | null => {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
};

/** What is shown with a control: its whole choice group for a radio, else the smallest block holding the control, its
 * label and its messages (aria-describedby). */
const blockOf = (control: HTMLElement): Element => {
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    const group = control.closest('fieldset, [role="radiogroup"]');
    if (group) return group;
  }
  const related = [
    ...(control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? [...(control.labels ?? [])] : []),
    ...(control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id) : null)),
  ].filter((el): el is HTMLElement => el !== null);
  let block: Element = control;
  while (block.parentElement && !related.every((el) => block.contains(el))) block = block.parentElement;
  return block;
};

/** The control to focus for a problem: in a radio group, its chosen radio when there is one, else the first marked. */
const focusTarget = (marked: HTMLElement): HTMLElement => {
  if (!(marked instanceof HTMLInputElement) || marked.type !== 'radio') return marked;
  const group = marked.closest('fieldset, [role="radiogroup"]') ?? marked.form;
  const radios = group ? [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')] : [];
  return radios.find((r) => r.name === marked.name && r.checked) ?? marked;
};

/** Scrolls as little as needed for `el`'s block to be seen whole, smoothly unless the shopper asked for less motion. */
export const bringIntoView = (el: HTMLElement): void => {
  const block = blockOf(el).getBoundingClientRect();
  const box = scroller(el);
  const free = box ? box.getBoundingClientRect() : freeBetween(barsAround(el), window.innerHeight);
  const by = scrollToShow(block, free);
  if (by === 0) return;
  const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
  (box ?? window).scrollBy({ top: by, behavior });
};

/**
 * The one way a refused submit shows itself: after the messages are drawn, the first control marked
 * `aria-invalid="true"` inside `root` (a field, or a radio of a choice group) is brought into view below any sticky bar,
 * with its label and message, and takes the focus (read with its message through aria-describedby); with no field
 * marked, the form's own alert (role="alert") is brought into view. A tap that was refused is never silent.
 */
export const showFirstProblem = (root: ParentNode | null): void => {
  requestAnimationFrame(() => {
    if (!root) return;
    const marked = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (marked) {
      const control = focusTarget(marked);
      control.focus({ preventScroll: true });
      bringIntoView(control);
      return;
    }
    const alert = root.querySelector<HTMLElement>('[role="alert"]');
    if (alert) bringIntoView(alert);
  });
};
