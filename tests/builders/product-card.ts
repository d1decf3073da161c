import type { ProductSummary } from '../../core/catalog/ports';
import { pesos } from '../../core/shared/money';

/** A product card as a listing gives it: "Whey" of two sizes and three flavours, in stock, without a picture. */
export const aCard = (over: Partial<ProductSummary> = {}): ProductSummary => ({
  slug: 'whey',
  name: 'Whey',
  brand: 'Marca',
  category: 'proteinas',
  summary: '',
  price: pesos(150_000),
  compareAt: null,
  inStock: true,
  sizes: 2,
  flavours: 3,
  image: null,
  ...over,
});
