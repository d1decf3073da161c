import type { MouseEvent } from 'react';

/** Closes the disclosure menu (a details element) a link was chosen in: the page changes without a reload, so the menu
 * would otherwise stay open over the new page. */
export const closeMenu = (e: MouseEvent<HTMLElement>) => e.currentTarget.closest('details')?.removeAttribute('open');
