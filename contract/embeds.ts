/**
 * The only outside origins the store's pages frame, each in a frame created only when the shopper asks for it: the
 * guide's videos on the no-cookie host, and the stores' maps when a maps key is configured. The CSP's frame-src
 * (server/content-security.ts) names exactly these.
 */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
/** See VIDEO_ORIGIN; "Cómo llegar" links go there too, as plain links. */
export const MAPS_ORIGIN = 'https://www.google.com';

/**
 * The player's address for a video of the guide. The frame is only ever created by the shopper's tap on the play
 * button, so it starts playing at once (`autoplay=1`, allowed by the frame's `allow="autoplay"`): one tap, not two.
 * `playsinline=1` keeps iPhones from opening it full screen; `rel=0` keeps suggestions to the same channel.
 */
export const videoEmbedUrl = (id: string): string =>
  `${VIDEO_ORIGIN}/embed/${encodeURIComponent(id)}?rel=0&autoplay=1&playsinline=1`;
