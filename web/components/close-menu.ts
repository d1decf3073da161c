import type { KeyboardEvent, MouseEvent } from 'react';

/** Closes the disclosure menu (a details element) a link was chosen in: the page changes without a reload, so the menu
 * would otherwise stay open over the new page. */
export const closeMenu = (e: MouseEvent<HTMLElement>) => e.currentTarget.closest('details')?.removeAttribute('open');

/** Escape closes an open disclosure menu (a details element) and gives the focus back to its summary, as a menu button
 * does: the keyboard user is left where they opened it. */
export const closeOnEscape = (menu: HTMLDetailsElement, key: string): void => {
  if (key !== 'Escape' || !menu.open) return;
  menu.removeAttribute('open');
  menu.querySelector('summary')?.focus();
};

/** The same, as a menu's `onKeyDown`. */
export const closeMenuOnEscape = (e: KeyboardEvent<HTMLDetailsElement>) => closeOnEscape(e.currentTarget, e.key);
