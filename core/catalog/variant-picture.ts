import type { Product, ProductImage, Variant } from './product';

/**
 * The picture of the chosen variant: the one whose label prints its flavour and size, else its flavour (a picture
 * that names no size), else the product's first. The page never shows a 2 lb jar for the 5 lb choice when the 5 lb
 * picture exists.
 */
export const variantPicture = (product: Pick<Product, 'images'>, variant: Variant): ProductImage | undefined =>
  product.images.find((i) => i.flavour === variant.flavour && i.size === variant.size) ??
  product.images.find((i) => i.flavour === variant.flavour && i.size === null) ??
  product.images.find((i) => i.flavour === variant.flavour) ??
  product.images[0];
