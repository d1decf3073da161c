import type { Product } from '../catalog/product';
import type { OrderStore } from '../orders/ports';
import type { Pesos } from '../shared/money';
import type { Requester } from './request-return';

/** A variant a sold line can be exchanged for, as the shopper's form lists it. */
export type ExchangeChoice = {
  readonly sku: string;
  readonly flavour: string | null;
  readonly size: string;
  readonly price: Pesos;
  /** Units on sale now: the most the form offers. */
  readonly stock: number;
};

/** A line of the order and what it can be exchanged for (none: the line cannot be exchanged today). */
export type ExchangeLineChoices = {
  readonly sku: string;
  readonly name: string;
  readonly choices: readonly ExchangeChoice[];
};

export type ExchangeChoicesDeps = {
  readonly orders: Pick<OrderStore, 'findByNumber'>;
  /** A product's variants by its slug (the catalogue's `findProduct`). */
  readonly catalogue: { findProduct(slug: string): Promise<Pick<Product, 'variants'> | null> };
};

/**
 * For each line of a shopper's own order (their account's, or a guest's through its signed link), the variants an
 * exchange (`cambio`) may ask for instead: another variant of the same product, on sale today at the price paid, with
 * units left — what `requestReturn` accepts. None for an order that is not theirs.
 */
export const exchangeChoices =
  (deps: ExchangeChoicesDeps) =>
  async (by: Requester, orderNumber: string): Promise<readonly ExchangeLineChoices[]> => {
    const order = await deps.orders.findByNumber(orderNumber.trim().toUpperCase());
    if (!order || (by.kind === 'customer' && order.customerId !== by.customerId)) return [];
    const slugs = [...new Set(order.lines.map((l) => l.productSlug))];
    const products = new Map(
      await Promise.all(slugs.map(async (s) => [s, await deps.catalogue.findProduct(s)] as const)),
    );
    return order.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      choices: (products.get(line.productSlug)?.variants ?? [])
        .filter((v) => v.sku !== line.sku && v.active && v.stock > 0 && v.price === line.unitPrice)
        .map((v) => ({ sku: v.sku, flavour: v.flavour, size: v.size, price: v.price, stock: v.stock })),
    }));
  };
