import type { ImageWidth } from '../../core/catalog/image-widths';
import type { PublicSettings } from './page-shell';

/**
 * Picture URLs for the browser.
 *
 * Our pictures live at `/img/productos/{file}.svg`; this server answers `?w={width}` (and `&h={height}`)
 * with a resized AVIF, WebP or PNG chosen by the `Accept` header. With an image CDN configured
 * (`IMAGE_CDN_URL`, e.g. `https://img.fornido.co`) the same path and parameters are asked of the CDN:
 * `${cdn}/img/productos/{file}.svg?w=400`. That scheme fits a pull-through CDN in front of this server
 * (it must forward `Accept` and `w`/`h` and keep one copy per `Accept`, as our `Vary: Accept` says) and
 * an imgix-style resizer whose source is this server (`w`/`h` mean the same there; turn on automatic
 * format). Only widths from `IMAGE_WIDTHS` are asked for: the server refuses others with a 400.
 */

// One list for pages and server (it lives in core/ because web/ may not import the server's code).
export { IMAGE_WIDTHS, type ImageWidth } from '../../core/catalog/image-widths';

type Settings = Pick<PublicSettings, 'imageCdnUrl'>;

const RESIZABLE = /^\/img\/productos\/[^/?#]+$/;

/** The URL of a catalogue picture `width` pixels wide (and `height` high, fitted on white), through the CDN when one is set. */
export const imageUrl = (url: string, width: ImageWidth, settings: Settings, height?: ImageWidth): string => {
  // Anything that is not one of our stored pictures (an absolute URL, a data: URL) is left as it is.
  if (!RESIZABLE.test(url)) return url;
  const cdn = settings.imageCdnUrl?.replace(/\/+$/, '') ?? '';
  return `${cdn}${url}?w=${width}${height === undefined ? '' : `&h=${height}`}`;
};

/** A `srcset` offering the picture at each width, for the browser to pick by layout size and screen density. */
export const imageSrcSet = (url: string, widths: readonly ImageWidth[], settings: Settings): string | undefined =>
  RESIZABLE.test(url) ? widths.map((w) => `${imageUrl(url, w, settings)} ${w}w`).join(', ') : undefined;
