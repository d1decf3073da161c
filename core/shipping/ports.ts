import type { ShippingMethod } from '../cart/shipping-cost';
import type { Pesos } from '../shared/money';

/** What a parcel is quoted on; the origin is always the store's (SHIPPING_ORIGIN_POSTAL_CODE, Bogotá). */
export type ShippingRequest = {
  /** 5-digit DANE (DIVIPOLA) municipality code, already checked with `parseDestination`. */
  readonly destination: string;
  /** Weight of the whole parcel in grams: a positive whole number. */
  readonly weightGrams: number;
  /** What the goods are worth, for the carrier's insurance. */
  readonly declaredValue: Pesos;
};

/** The carrier's price for one method, before any free-shipping rule. */
export type ShippingQuote = {
  readonly method: ShippingMethod;
  readonly price: Pesos;
  /** Which quoter priced it: the store's own table, or the hosted shipping-quote service. */
  readonly source: 'embedded' | 'hosted';
};

/** Prices parcels from the store to a Colombian municipality. */
export type ShippingQuoter = {
  /** One quote per shipping method (standard, then express) at the raw carrier price: free shipping over
   * FREE_SHIPPING_THRESHOLD is `shippingCost`'s rule, not the quoter's; an invalid request rejects with a RangeError. */
  quote(request: ShippingRequest): Promise<readonly ShippingQuote[]>;
};
