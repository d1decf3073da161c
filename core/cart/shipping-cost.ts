import type { StorePolicy } from '../policy/store-policy';
import { subtract, ZERO, type Pesos } from '../shared/money';

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

/** How a cart stands against free standard shipping: free already; within reach (what is missing, and the share of the
 * threshold reached, 50–99 %); or too far for a progress bar to encourage anyone. */
export type FreeShippingProgress =
  | { readonly kind: 'free' }
  | { readonly kind: 'near'; readonly missing: Pesos; readonly percent: number }
  | { readonly kind: 'far' };

/** Whether to show a cart its way to free shipping: only once the subtotal is at least half the threshold ("Te faltan
 * $ 3.180.200" on a $ 819.800 cart discourages; the shipping price says more), free at or above it as `shipsFree`. */
export const freeShippingProgress = (
  subtotal: Pesos,
  policy: Pick<StorePolicy, 'freeShippingThreshold'>,
): FreeShippingProgress => {
  const threshold = policy.freeShippingThreshold;
  if (shipsFree('standard', subtotal, policy)) return { kind: 'free' };
  if (subtotal * 2 < threshold) return { kind: 'far' };
  // Floored, so a cart a peso short never reads 100 %.
  return { kind: 'near', missing: subtract(threshold, subtotal), percent: Math.floor((subtotal * 100) / threshold) };
};
