/**
 * The only outside origins the store's pages frame, each in a frame created only when the shopper asks for it: the
 * guide's videos on the no-cookie host, and the stores' maps when a maps key is configured. The CSP's frame-src
 * (server/content-security.ts) names exactly these.
 */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
/** See VIDEO_ORIGIN; "Cómo llegar" links go there too, as plain links. */
export const MAPS_ORIGIN = 'https://www.google.com';
