/** The longest search text and category slug the search endpoint reads (the core reads 100 characters of a text); a
 * module of its own, so the browser's loaders know them without the endpoints' schemas. */
export const SEARCH_TEXT_MAX = 200;
export const SEARCH_CATEGORY_MAX = 100;
