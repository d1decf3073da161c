/**
 * The widths, in pixels, that pages ask catalogue pictures in, and so the only ones the server draws:
 * 96 for the thumbnails of the cart, checkout and search suggestions, 160–640 for product cards and
 * 320–1200 for a product page's picture. One closed list shared by web and server keeps the encodes
 * and the disk cache bounded: a width no page uses is refused, never drawn.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 400, 480, 640, 800, 1200] as const;

/** One of the widths above. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Tells whether `n` is one of the widths pictures are drawn in. */
export const isImageWidth = (n: number): n is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(n);
