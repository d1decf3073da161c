/** The pages the store serves, for grouping what browsers measure by page rather than by address. */
export type KnownPages = {
  /** The catalogue's category slugs (`proteinas`): their listings and their products' pages. */
  readonly categories: ReadonlySet<string>;
  /** Every page at a fixed address, slashes included: `/`, `/buscar/`, `/checkout/metodo-pago/`, `/contactenos/`… */
  readonly fixed: ReadonlySet<string>;
};

/** Where anything that is not one of the store's pages is counted (a 404, a forged address). */
export const OTHER_PAGE = '(other)';

/** A path segment as the store writes them (slugs, page and order numbers); anything else is no page of ours. */
const SEGMENT = /^[A-Za-z0-9._~-]{1,100}$/;

/**
 * The route pattern of a page's address, so the report groups pages and never stores what a shopper typed: the
 * query and fragment are dropped, a product becomes `/proteinas/:producto/` (its variant too), a listing's further
 * pages `/proteinas/pagina/:n/`, an order `/pedido/:numero/`. Fixed pages and categories keep their address; any
 * other path is `(other)`, so a forged beacon cannot fill the report with addresses of its own.
 */
export const pageRoute = (path: string, known: KnownPages): string => {
  const bare = path.split(/[?#]/, 1)[0];
  if (!bare.startsWith('/') || bare.startsWith('//')) return OTHER_PAGE;
  const slashed = bare.endsWith('/') ? bare : `${bare}/`;
  if (known.fixed.has(slashed)) return slashed;
  const parts = slashed.split('/').slice(1, -1);
  if (parts.length === 0 || parts.some((p) => !SEGMENT.test(p))) return OTHER_PAGE;
  const [first, second] = parts;
  if (first === 'pedido' && parts.length === 2) return '/pedido/:numero/';
  if (!known.categories.has(first)) return OTHER_PAGE;
  if (parts.length === 1) return `/${first}/`;
  if (second === 'pagina') {
    if (parts.length === 2) return `/${first}/`;
    return parts.length === 3 && /^[1-9]\d{0,5}$/.test(parts[2]) ? `/${first}/pagina/:n/` : OTHER_PAGE;
  }
  return parts.length <= 3 ? `/${first}/:producto/` : OTHER_PAGE;
};
