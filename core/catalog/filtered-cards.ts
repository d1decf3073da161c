import { chosenVariant, filtersVariants, type VariantFilters } from './filtered-variant';
import type { ProductStore, ProductSummary } from './ports';
import type { Product } from './product';
import { variantPicture } from './variant-picture';

/**
 * A product card as the listing's filters see it: when they name a flavour, a price range or stock, the card shows the
 * variant `chosenVariant` picks (its picture, price, "before" price and stock) and names it, so its link and quick add
 * open on that variant; otherwise the card is left as it is (the cheapest price, the first picture).
 */
export const filteredCard = (
  card: ProductSummary,
  product: Pick<Product, 'variants' | 'images'>,
  filters: VariantFilters,
): ProductSummary => {
  if (!filtersVariants(filters)) return card;
  const variant = chosenVariant(product.variants, filters);
  if (!variant) return card;
  const picture = variantPicture(product, variant);
  return {
    ...card,
    price: variant.price,
    compareAt: variant.compareAt,
    inStock: variant.stock > 0,
    image: picture ? { url: picture.url, alt: picture.alt, width: picture.width, height: picture.height } : card.image,
    variant: { sku: variant.sku, flavour: variant.flavour, size: variant.size },
  };
};

/**
 * The cards of one listing page as its filters see them (`filteredCard`), reading each product's variants from the
 * catalogue; a page without variant-level filters is answered as it is, without reading anything.
 */
export const filteredCards =
  (products: Pick<ProductStore, 'findProduct'>) =>
  async (cards: readonly ProductSummary[], filters: VariantFilters | undefined): Promise<readonly ProductSummary[]> => {
    if (!filters || !filtersVariants(filters)) return cards;
    return Promise.all(
      cards.map(async (card) => {
        const product = await products.findProduct(card.slug);
        return product ? filteredCard(card, product, filters) : card;
      }),
    );
  };
