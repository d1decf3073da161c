/** The attribute that marks an island's box in the page's HTML, with its name; its props are in `data-props`. */
export const ISLAND_ATTRIBUTE = 'data-isla';
