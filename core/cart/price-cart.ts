import type { StorePolicy } from '../policy/store-policy';
import { maxPesos, subtract, sum, times, ZERO, type Pesos } from '../shared/money';
import type { Cart, CartLine } from './cart';
import { codTerms, type CodTerms } from './payment-terms';
import { lineProductOf, type SkuInfo } from './ports';

/** A cart line as the catalogue prices it now (the API's PricedCartLine). */
export type PricedCartLine = Omit<SkuInfo, 'price' | 'taxRate' | 'sellable' | 'name' | 'weightGrams'> & {
  readonly name: string;
  readonly unitPrice: Pesos;
  readonly quantity: number;
  /** The most units this line may hold now: the stock, and the policy's limit per line. */
  readonly maxQuantity: number;
  readonly lineTotal: Pesos;
};

/** What changed while pricing or merging a cart, told to the shopper in Spanish. */
export type CartChange = {
  readonly sku: string;
  readonly kind: 'reduced-to-stock' | 'reduced-to-limit' | 'removed-unavailable' | 'merged';
  readonly message: string;
};

/** A cart priced by the server (the API's PricedCart). */
export type PricedCart = {
  readonly lines: readonly PricedCartLine[];
  readonly changes: readonly CartChange[];
  readonly subtotal: Pesos;
  readonly missingForFreeShipping: Pesos;
  readonly itemCount: number;
  /** Cash on delivery's condition for these products, before the shipping and the city are known. */
  readonly cashOnDelivery: CodTerms;
};

/** How a variant is named in messages: "Whey Gold (5 lb, Chocolate)". */
export const variantLabel = (info: SkuInfo): string =>
  `${info.name} (${info.size}${info.flavour ? `, ${info.flavour}` : ''})`;

/** The message when a line is cut down to the units in stock. */
export const reducedMessage = (info: SkuInfo, stock: number): string =>
  stock === 1
    ? `Solo queda 1 unidad de ${variantLabel(info)}; ajustamos tu carrito.`
    : `Solo quedan ${stock} unidades de ${variantLabel(info)}; ajustamos tu carrito.`;

/** The policy's units per line, said of one variant (without the final stop, for each caller's ending). */
export const limitMessage = (info: SkuInfo, most: number): string =>
  `Puedes llevar hasta ${most} ${most === 1 ? 'unidad' : 'unidades'} de ${variantLabel(info)} por pedido`;

const removal = (line: CartLine, info: SkuInfo | undefined): CartChange => ({
  sku: line.sku,
  kind: 'removed-unavailable',
  message: !info
    ? 'Uno de los productos de tu carrito ya no está en la tienda; lo quitamos.'
    : info.sellable
      ? `${variantLabel(info)} se agotó; lo quitamos de tu carrito.`
      : `${variantLabel(info)} ya no está disponible; lo quitamos de tu carrito.`,
});

const pricedLine = (info: SkuInfo, quantity: number, maxQuantity: number): PricedCartLine => ({
  ...lineProductOf(info),
  unitPrice: info.price,
  compareAt: info.compareAt,
  quantity,
  maxQuantity,
  stock: info.stock,
  lineTotal: times(info.price, quantity),
});

type CartPolicy = Pick<
  StorePolicy,
  'freeShippingThreshold' | 'maxUnitsPerLine' | 'contraentregaLessThan' | 'contraentregaSurcharge'
>;

/** Prices every line from the catalogue as it is now (never a price the browser remembered): a quantity above the stock
 * or the policy's MAX_UNITS_PER_LINE is cut to it, an unknown, withdrawn or sold-out sku is removed, each with a Spanish
 * message; returns the priced cart (subtotal, what is missing for free shipping, units, cash on delivery's terms) and
 * the lines to keep. */
export const priceCart = (
  cart: Cart,
  catalogue: ReadonlyMap<string, SkuInfo>,
  policy: CartPolicy,
): { readonly priced: PricedCart; readonly kept: Cart } => {
  const lines: PricedCartLine[] = [];
  const changes: CartChange[] = [];
  for (const line of cart) {
    const info = catalogue.get(line.sku);
    if (!info || !info.sellable || info.stock <= 0) {
      changes.push(removal(line, info));
      continue;
    }
    const most = Math.min(info.stock, policy.maxUnitsPerLine);
    const quantity = Math.min(line.quantity, most);
    if (quantity < line.quantity) {
      const byStock = info.stock <= policy.maxUnitsPerLine;
      changes.push(
        byStock
          ? { sku: line.sku, kind: 'reduced-to-stock', message: reducedMessage(info, info.stock) }
          : {
              sku: line.sku,
              kind: 'reduced-to-limit',
              message: `${limitMessage(info, policy.maxUnitsPerLine)}; ajustamos tu carrito.`,
            },
      );
    }
    lines.push(pricedLine(info, quantity, most));
  }
  const subtotal = sum(lines.map((line) => line.lineTotal));
  return {
    priced: {
      lines,
      changes,
      subtotal,
      missingForFreeShipping: maxPesos(ZERO, subtract(policy.freeShippingThreshold, subtotal)),
      itemCount: lines.reduce((units, line) => units + line.quantity, 0),
      cashOnDelivery: codTerms({ totalBeforeSurcharge: subtotal, shippingIncluded: false, codCoverage: null }, policy),
    },
    kept: lines.map(({ sku, quantity }) => ({ sku, quantity })),
  };
};
