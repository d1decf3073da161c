import { preload } from 'react-dom';
import type { Picture } from '../../core/catalog/product';
import type { PublicSettings } from '../lib/page-shell';
import { imageSrcSet, imageUrl, type ImageWidth } from '../lib/images';
import { useSettings } from '../lib/settings-context';
import { useLazyImage } from '../lib/use-lazy-image';

/** Widths offered for a product card (half a phone screen up to a quarter of a wide one, at 1–3× density). */
export const CARD_WIDTHS: readonly ImageWidth[] = [160, 240, 320, 400, 480, 640];
/** Widths offered for the big picture of a product page (full phone width up to half a desktop screen). */
export const GALLERY_WIDTHS: readonly ImageWidth[] = [320, 480, 640, 800, 1200];

type Props = {
  readonly image: Picture;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  readonly sizes: string;
  readonly widths?: readonly ImageWidth[];
  /** The page's main picture (its LCP element): loaded at once, first, and preloaded. */
  readonly priority?: boolean;
  /** Overrides the settings of the page state (read from context by default). */
  readonly settings?: Pick<PublicSettings, 'imageCdnUrl'>;
  readonly className?: string;
  /**
   * How the same picture is drawn on a listing's card (its widths and `sizes`): that smaller copy, usually already in
   * the browser's cache, stands in under this one until it arrives. The picture must sit in a positioned box.
   */
  readonly standIn?: { readonly widths: readonly ImageWidth[]; readonly sizes: string };
};

/**
 * A catalogue picture with a responsive `srcset`, its size reserved (no layout shift) and a real `src`
 * that loads without JavaScript. Other pictures load lazily, started early and retried by `useLazyImage`.
 * With `standIn`, the card's copy is drawn beneath it in the same box (server-rendered, so before any script).
 */
export function ProductImage({
  image,
  sizes,
  widths = CARD_WIDTHS,
  priority = false,
  settings,
  className,
  standIn,
}: Props) {
  const fromContext = useSettings();
  const chosen = settings ?? fromContext;
  // The no-srcset fallback (and what crawlers read): a middle size, good enough everywhere.
  const src = imageUrl(image.url, widths[Math.floor(widths.length / 2)] ?? 400, chosen);
  const srcSet = imageSrcSet(image.url, widths, chosen);
  const { ref, eager, attempt, onLoad, onError } = useLazyImage(srcSet ?? src, priority);
  // Emitted once in the document on the server, added to <head> on client navigation.
  if (priority)
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' });
  const picture = (
    <img
      key={attempt}
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The main picture is painted with the frame it arrives in; the others may decode off the main thread.
      decoding={priority ? undefined : 'async'}
      onLoad={onLoad}
      onError={onError}
      // Above the stand-in: until its data arrives an <img> draws nothing, so the stand-in shows through.
      className={standIn ? `relative z-[1] ${className ?? ''}` : className}
    />
  );
  if (!standIn) return picture;
  const smallSrcSet = imageSrcSet(image.url, standIn.widths, chosen);
  return (
    <>
      {picture}
      <img
        src={imageUrl(image.url, standIn.widths[0] ?? 160, chosen)}
        srcSet={smallSrcSet}
        // The card's `sizes`: the browser picks the same file it picked for the card, the one it has.
        sizes={smallSrcSet ? standIn.sizes : undefined}
        alt=""
        aria-hidden="true"
        width={image.width}
        height={image.height}
        fetchPriority="low"
        decoding="async"
        className={`absolute inset-0 ${className ?? ''}`}
      />
    </>
  );
}
