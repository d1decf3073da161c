import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary';

/**
 * A modal <dialog>'s Tab and Shift+Tab cycle inside it: the dialog already makes the page behind it inert, and this
 * keeps focus from leaving to the browser's own controls. For a dialog's `onKeyDown`.
 */
export const keepFocusInside = (e: KeyboardEvent<HTMLElement>) => {
  if (e.key !== 'Tab') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const [first, last] = [items[0], items[items.length - 1]];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last?.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first?.focus();
  }
};
