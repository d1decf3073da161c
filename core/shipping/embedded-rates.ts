import type { ShippingMethod } from '../cart/shipping-cost';
import { shippingZoneOf, type ShippingZone } from '../geography/geography';
import { add, pesos, times, type Pesos } from '../shared/money';
import type { ShippingQuote, ShippingQuoter, ShippingRequest } from './ports';

/*
 * Fornido's own parcel rates from Bogotá (2026), used when no hosted shipping-quote service is configured
 * or when it fails. They are the store's rates, not a carrier's published tariff: set near what national
 * carriers charge a small shop for a 1–5 kg box, and to be reviewed once a year.
 *
 *   zone        standard: first kg   each further kg  │  express: first kg   each further kg
 *   same-city          $ 8.900          $ 1.900       │         $ 14.300         $ 3.100
 *   main-city         $ 12.900          $ 2.900       │         $ 20.700         $ 4.700
 *   rest              $ 16.900          $ 3.900       │         $ 27.100         $ 6.300
 *   special           $ 34.900          $ 8.900       │         $ 55.900        $ 14.300
 *
 * Every started kilogram is billed (1 001 g pays for 2 kg). Express is standard × 1.6 with each figure
 * rounded up to the next hundred. The declared value does not change the price: insurance is included.
 */

/** The price of the first kilogram and of each further started kilogram. */
export type ParcelRate = { readonly firstKg: Pesos; readonly extraKg: Pesos };

const rate = (firstKg: number, extraKg: number): ParcelRate =>
  Object.freeze({ firstKg: pesos(firstKg), extraKg: pesos(extraKg) });

/** The table above, by zone and method. */
export const EMBEDDED_RATES: Readonly<Record<ShippingZone, Readonly<Record<ShippingMethod, ParcelRate>>>> =
  Object.freeze({
    'same-city': Object.freeze({ standard: rate(8_900, 1_900), express: rate(14_300, 3_100) }),
    'main-city': Object.freeze({ standard: rate(12_900, 2_900), express: rate(20_700, 4_700) }),
    'rest': Object.freeze({ standard: rate(16_900, 3_900), express: rate(27_100, 6_300) }),
    'special': Object.freeze({ standard: rate(34_900, 8_900), express: rate(55_900, 14_300) }),
  });

const METHODS: readonly ShippingMethod[] = ['standard', 'express'];
const GRAMS_PER_KG = 1_000;

/** The kilograms a parcel is billed for, counting every started one; throws unless the weight is a positive whole number of grams. */
export const billableKilograms = (weightGrams: number): number => {
  if (!Number.isSafeInteger(weightGrams) || weightGrams <= 0)
    throw new RangeError(`Not a parcel weight in grams: ${weightGrams}`);
  const remainder = weightGrams % GRAMS_PER_KG;
  // Dividing an exact multiple keeps the quotient exact, where Math.ceil(weightGrams / 1000) could round.
  return (weightGrams - remainder) / GRAMS_PER_KG + (remainder > 0 ? 1 : 0);
};

/** The store's price for a parcel of this weight to a zone by a method: the first kilogram plus each further started one. */
export const embeddedRate = (zone: ShippingZone, method: ShippingMethod, weightGrams: number): Pesos => {
  const { firstKg, extraKg } = EMBEDDED_RATES[zone][method];
  return add(firstKg, times(extraKg, billableKilograms(weightGrams) - 1));
};

/** Both methods priced from the table; throws a RangeError for a destination outside DIVIPOLA (the use case checks it
 * first with `parseDestination`), a weight that is not a positive whole number of grams, or a negative declared value. */
export const embeddedQuote = (request: ShippingRequest): readonly ShippingQuote[] => {
  if (!Number.isSafeInteger(request.declaredValue) || request.declaredValue < 0) {
    throw new RangeError(`Not a declared value in pesos: ${request.declaredValue}`);
  }
  const zone = shippingZoneOf(request.destination);
  return METHODS.map((method) => ({
    method,
    price: embeddedRate(zone, method, request.weightGrams),
    source: 'embedded',
  }));
};

/** The embedded quoter: the store's own table, no I/O, so a valid request always gets both quotes. */
export const embeddedQuoter = (): ShippingQuoter => ({
  quote: async (request) => embeddedQuote(request),
});
