/** The attribute that marks an island's box in the page's HTML, with its name; its props are in `data-props`. */
export const ISLAND_ATTRIBUTE = 'data-isla';

/** Whether this document stays server HTML and only its islands hydrate (the server marks its <body>): a move or a
 * change of what the header shows is then a page load. */
export const pageOfIslands = (): boolean => document.body.dataset.modo === 'islas';
