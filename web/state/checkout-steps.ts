import type { CartLineInput } from '../../contract/cart';
import { CHECKOUT_PATHS } from '../../contract/page-paths';
import { parseBuyer } from '../../core/checkout/buyer';
import type { CheckoutPriceRequest } from '../../contract/checkout';
import { buyerRequest, type CheckoutDraft } from './checkout';

/** The steps that need what the shopper did before: the cart, their details, the shipping method, the payment. */
export type CheckoutStep = 'cart' | 'buyer' | 'shipping' | 'payment';
const ORDER: readonly CheckoutStep[] = ['cart', 'buyer', 'shipping', 'payment'];

/** The Spanish message of each wrong field of the buyer's step, by field name, as the server answers them (the core's
 * parseBuyer). */
export const buyerErrors = (draft: CheckoutDraft): Readonly<Record<string, string>> => {
  const result = parseBuyer(buyerRequest(draft));
  return result.ok ? {} : result.error.fields;
};

/** Whether a step is complete: a cart with products, a valid buyer, a shipping method chosen. */
const complete = (step: CheckoutStep, lines: readonly CartLineInput[], draft: CheckoutDraft): boolean => {
  switch (step) {
    case 'cart':
      return lines.length > 0;
    case 'buyer':
      return Object.keys(buyerErrors(draft)).length === 0;
    case 'shipping':
      return draft.shippingMethod !== '';
    case 'payment':
      return draft.paymentMethod !== '';
  }
};

/** The first step before `step` that is not complete (the one to send the shopper to), or null when `step` may show. */
export const firstIncompleteBefore = (
  step: CheckoutStep,
  lines: readonly CartLineInput[],
  draft: CheckoutDraft,
): CheckoutStep | null => ORDER.slice(0, ORDER.indexOf(step)).find((before) => !complete(before, lines, draft)) ?? null;

/** Where a step lives. */
export const stepPath = (step: CheckoutStep): string => CHECKOUT_PATHS[step];

/** The address to send the shopper to instead of `step`, or null when it may be shown. */
export const stepRedirect = (
  step: CheckoutStep,
  lines: readonly CartLineInput[],
  draft: CheckoutDraft,
): string | null => {
  const missing = firstIncompleteBefore(step, lines, draft);
  return missing ? stepPath(missing) : null;
};

/** Which step an invalid field of the order belongs to, to send the shopper back there. */
export const stepOfField = (field: string): CheckoutStep => {
  if (field === 'lines') return 'cart';
  if (field === 'shippingMethod') return 'shipping';
  if (field === 'paymentMethod' || field === 'idempotencyKey' || field === 'expectedTotal') return 'payment';
  return 'buyer';
};

/** The price request of the shipping step: the cart, the destination, and the method once one is chosen. */
export const shippingRequest = (lines: readonly CartLineInput[], draft: CheckoutDraft): CheckoutPriceRequest => ({
  lines: lines.map(({ sku, quantity }) => ({ sku, quantity })),
  destination: { departmentCode: draft.address.departmentCode, municipalityCode: draft.address.municipalityCode },
  ...(draft.shippingMethod ? { shippingMethod: draft.shippingMethod } : {}),
});

/** The price request of the payment step: the shipping step's, the buyer's document type (a method may not take it),
 * and the payment method once one is chosen. */
export const paymentRequest = (lines: readonly CartLineInput[], draft: CheckoutDraft): CheckoutPriceRequest => ({
  ...shippingRequest(lines, draft),
  ...(draft.customer.documentType ? { documentType: draft.customer.documentType } : {}),
  ...(draft.paymentMethod ? { paymentMethod: draft.paymentMethod } : {}),
  ...(draft.useGiftCredit ? { useGiftCredit: true } : {}),
});
