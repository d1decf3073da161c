const BASE = 'http://fornido.local';

/**
 * Where to go after signing in: the `volver` path when it stays on this site, else the fallback. Anything that a
 * browser could read as another host (`//evil.example`, `/\evil.example`, `https://…`) is refused, and so are the
 * sign-in pages themselves.
 */
export const safeReturnPath = (raw: string | null | undefined, fallback = '/micuenta/'): string => {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  try {
    const url = new URL(raw, BASE);
    // Back to sign-in or sign-up would send a signed-in shopper round in circles.
    if (url.origin !== BASE || url.pathname.startsWith('/cuenta/')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
};

/** The sign-in page's address that comes back to `path` afterwards (slashes need no escaping in a query). */
export const signInPath = (path: string): string =>
  `/cuenta/ingresar/?volver=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
