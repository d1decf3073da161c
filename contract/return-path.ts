const BASE = 'http://fornido.local';

/**
 * The path, query and fragment of an address of this site, resolved as a browser resolves it (escaped dots, dot
 * segments, back slashes, tabs and line breaks inside), or null when it leads to another origin — also when the
 * resolved path would itself read as another host (`/.//evil.example/` resolves to `//evil.example/`). Every
 * address the store sends a browser to from a request (a return path, a cleaned address) goes through here.
 */
export const sameSitePath = (raw: string): string | null => {
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Written into a Location header or pushed into history, the path is read again: it must name the same page.
    const again = new URL(path, BASE);
    return again.origin === BASE && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
  } catch {
    return null;
  }
};

/**
 * Where to go after signing in: the `volver` path when it stays on this site, else the fallback. Only a path is
 * taken (a full address or a relative one is refused), then resolved by sameSitePath; the sign-in pages themselves
 * are refused too.
 */
export const safeReturnPath = (raw: string | null | undefined, fallback = '/micuenta/'): string => {
  const path = raw?.startsWith('/') ? sameSitePath(raw) : null;
  // Back to sign-in or sign-up would send a signed-in shopper round in circles.
  return path === null || path.startsWith('/cuenta/') ? fallback : path;
};

/** The sign-in page's address that comes back to `path` afterwards (slashes need no escaping in a query). */
export const signInPath = (path: string): string =>
  `/cuenta/ingresar/?volver=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
