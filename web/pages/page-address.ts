/**
 * A page's address pattern: literal path segments and named params, `:name?` for an optional last one — for example
 * `/pedido/:number/` or `/:category/:product/:variant?/`. Every page address ends with a slash.
 */
export type Pattern = `/${string}`;

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : S;
type Required<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type Optional<S> = S extends `:${infer Name}?` ? Name : never;

/** The params a pattern names, each the decoded text of its segment; an optional one may be absent. */
export type Params<P extends string> = { readonly [K in Required<Segments<P>>]: string } & {
  readonly [K in Optional<Segments<P>>]?: string;
};

/** What a page's loader is given of its address: the pattern's params and the query. */
export type Address<P extends string = string> = { readonly params: Params<P>; readonly query: URLSearchParams };

/** A URL split into its decoded path segments and its query. */
export type ReadAddress = { readonly segments: readonly string[]; readonly query: URLSearchParams };

/**
 * Reads a URL the store was asked for; null when a segment is not valid percent-encoding (no page has such an
 * address). A path such as `//host` stays a path: it is prefixed, never resolved against another host.
 */
export const readAddress = (url: string): ReadAddress | null => {
  const { pathname, searchParams } = new URL(`http://fornido.local${url.startsWith('/') ? url : `/${url}`}`);
  const segments: string[] = [];
  for (const raw of pathname.split('/').filter(Boolean)) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return { segments, query: searchParams };
};

/**
 * The params of a path that fits the pattern, or null: literals must be equal, each param takes one whole segment,
 * and nothing may be left over — so `/pedido/:number/` is never `/pedido/` nor `/pedido/1/2/`.
 */
export const matchPattern = <P extends Pattern>(pattern: P, segments: readonly string[]): Params<P> | null => {
  const parts = pattern.split('/').filter(Boolean);
  const required = parts.filter((p) => !p.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return null;
  // No prototype: a param is a key like any other, never Object's own.
  const params = Object.create(null) as Record<string, string>;
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment !== undefined) params[part.slice(1).replace(/\?$/, '')] = segment;
    } else if (segment !== part) return null;
  }
  return params as Params<P>;
};
