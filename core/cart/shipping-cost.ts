import type { StorePolicy } from '../policy/store-policy';
import { ZERO, type Pesos } from '../shared/money';

export type ShippingMethod = 'standard' | 'express';

/** What shoppers read for each shipping method, in pages and mails ("Envío exprés", the Spanish word; the wire value
 * stays `express`). */
export const SHIPPING_METHOD_LABEL: Readonly<Record<ShippingMethod, string>> = {
  standard: 'Envío estándar',
  express: 'Envío exprés',
};

/** Whether standard shipping is free: the products subtotal is at or above FREE_SHIPPING_THRESHOLD. */
export const shipsFree = (
  method: ShippingMethod,
  subtotal: Pesos,
  policy: Pick<StorePolicy, 'freeShippingThreshold'>,
): boolean => method === 'standard' && subtotal >= policy.freeShippingThreshold;

/** The shipping charged: 0 for standard shipping when the subtotal reaches the free-shipping threshold,
 * otherwise the quote; express is always quoted. */
export const shippingCost = (
  method: ShippingMethod,
  quote: Pesos,
  subtotal: Pesos,
  policy: Pick<StorePolicy, 'freeShippingThreshold'>,
): Pesos => {
  if (quote < 0) throw new RangeError(`Negative shipping quote: ${quote}`);
  return shipsFree(method, subtotal, policy) ? ZERO : quote;
};
