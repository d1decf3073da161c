import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary';

/**
 * A modal <dialog>'s Tab and Shift+Tab cycle inside it, among its visible controls: the dialog already makes the page
 * behind it inert, and this keeps focus from leaving to the browser's own controls. For a dialog's `onKeyDown` (the
 * cart drawer's, the filter sheet's): the one focus trap of the store.
 */
export const keepFocusInside = (e: KeyboardEvent<HTMLElement>) => {
  if (e.key !== 'Tab') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const [first, last] = [items[0], items[items.length - 1]];
  const focused = e.currentTarget.ownerDocument.activeElement;
  if (e.shiftKey && focused === first) {
    e.preventDefault();
    last?.focus();
  } else if (!e.shiftKey && focused === last) {
    e.preventDefault();
    first?.focus();
  }
};
