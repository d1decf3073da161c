import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../../../core/cart/shipping-cost';
import { departments, municipalitiesOf, shippingZoneOf, type ShippingZone } from '../../../core/geography/geography';
import { pesos } from '../../../core/shared/money';
import {
  EMBEDDED_RATES,
  billableKilograms,
  embeddedQuote,
  embeddedQuoter,
  embeddedRate,
} from '../../../core/shipping/embedded-rates';
import type { ShippingRequest } from '../../../core/shipping/ports';
import { RUNS } from '../support/runs';

const CODES = departments().flatMap((department) =>
  municipalitiesOf(department.code).map((municipality) => municipality.code),
);
const ZONES: readonly ShippingZone[] = ['same-city', 'main-city', 'rest', 'special'];
const METHODS: readonly ShippingMethod[] = ['standard', 'express'];

const aDestination = fc.constantFrom(...CODES);
const aZone = fc.constantFrom(...ZONES);
const aMethod = fc.constantFrom(...METHODS);
/** Up to 60 kg, the heaviest box a national carrier takes as a parcel. */
const aWeight = fc.integer({ min: 1, max: 60_000 });

const request = (destination: string, weightGrams: number): ShippingRequest => ({
  destination,
  weightGrams,
  declaredValue: pesos(129_900),
});
const priceOf = (destination: string, weightGrams: number, method: ShippingMethod) =>
  embeddedQuote(request(destination, weightGrams)).find((quote) => quote.method === method)!.price;

describe('embedded shipping rates', () => {
  it('quotes standard then express, each in whole positive pesos, from the embedded table', () => {
    fc.assert(
      fc.property(aDestination, aWeight, (destination, weight) => {
        const quotes = embeddedQuote(request(destination, weight));
        expect(quotes.map((quote) => quote.method)).toEqual(['standard', 'express']);
        for (const quote of quotes) {
          expect(Number.isSafeInteger(quote.price)).toBe(true);
          expect(quote.price).toBeGreaterThan(0);
          expect(quote.source).toBe('embedded');
        }
      }),
      RUNS,
    );
  });

  it('never charges less for a heavier parcel to the same place by the same method', () => {
    fc.assert(
      fc.property(aDestination, aMethod, aWeight, aWeight, (destination, method, a, b) => {
        const [lighter, heavier] = a <= b ? [a, b] : [b, a];
        expect(priceOf(destination, heavier, method)).toBeGreaterThanOrEqual(priceOf(destination, lighter, method));
      }),
      RUNS,
    );
  });

  it('bills every started kilogram: weights within the same kilogram cost the same', () => {
    fc.assert(
      fc.property(
        aZone,
        aMethod,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 1_000 }),
        (zone, method, kg, grams) => {
          const weight = (kg - 1) * 1_000 + grams;
          expect(billableKilograms(weight)).toBe(kg);
          expect(embeddedRate(zone, method, weight)).toBe(embeddedRate(zone, method, kg * 1_000));
        },
      ),
      RUNS,
    );
  });

  it('never makes express cheaper than standard', () => {
    fc.assert(
      fc.property(aDestination, aWeight, (destination, weight) => {
        expect(priceOf(destination, weight, 'express')).toBeGreaterThanOrEqual(
          priceOf(destination, weight, 'standard'),
        );
      }),
      RUNS,
    );
  });

  it('orders the zones by how hard they are to reach: special ≥ rest ≥ main city ≥ same city', () => {
    fc.assert(
      fc.property(aMethod, aWeight, (method, weight) => {
        const [sameCity, mainCity, rest, special] = ZONES.map((zone) => embeddedRate(zone, method, weight));
        expect(mainCity).toBeGreaterThanOrEqual(sameCity);
        expect(rest).toBeGreaterThanOrEqual(mainCity);
        expect(special).toBeGreaterThanOrEqual(rest);
      }),
      RUNS,
    );
  });

  it('prices a destination by the zone shippingZoneOf gives it', () => {
    fc.assert(
      fc.property(aDestination, aMethod, aWeight, (destination, method, weight) => {
        expect(priceOf(destination, weight, method)).toBe(embeddedRate(shippingZoneOf(destination), method, weight));
      }),
      RUNS,
    );
  });

  it('keeps express at standard × 1.6 rounded up to the hundred, as the table says', () => {
    const upToHundred = (amount: number) => Math.ceil((amount * 16) / 1_000) * 100;
    for (const zone of ZONES) {
      const { standard, express } = EMBEDDED_RATES[zone];
      expect(express).toEqual({ firstKg: upToHundred(standard.firstKg), extraKg: upToHundred(standard.extraKg) });
    }
  });

  it('gives the table figures for a few real parcels', () => {
    expect(embeddedQuote(request('11001', 1_000))).toEqual([
      { method: 'standard', price: 8_900, source: 'embedded' },
      { method: 'express', price: 14_300, source: 'embedded' },
    ]);
    // Medellín, 2.5 kg: billed 3 kg, the first plus two more.
    expect(embeddedQuote(request('05001', 2_500))).toEqual([
      { method: 'standard', price: 18_700, source: 'embedded' },
      { method: 'express', price: 30_100, source: 'embedded' },
    ]);
    // Leticia (Amazonas) is a special zone.
    expect(embeddedQuote(request('91001', 1_000))).toEqual([
      { method: 'standard', price: 34_900, source: 'embedded' },
      { method: 'express', price: 55_900, source: 'embedded' },
    ]);
    // 1.2 kg is billed as 2 kg.
    expect(embeddedQuote(request('91001', 1_200)).map((quote) => quote.price)).toEqual([43_800, 70_200]);
    // A municipality outside the main cities: Fusagasugá (Cundinamarca).
    expect(embeddedQuote(request('25290', 500)).map((quote) => quote.price)).toEqual([16_900, 27_100]);
  });

  it('refuses, with a RangeError, weights that are not positive whole grams, unknown destinations and negative values', async () => {
    for (const weight of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => embeddedQuote(request('11001', weight))).toThrow(RangeError);
    }
    expect(() => embeddedQuote(request('99999', 1_000))).toThrow(RangeError);
    expect(() => embeddedQuote({ destination: '11001', weightGrams: 1_000, declaredValue: pesos(-1) })).toThrow(
      RangeError,
    );
    // The port is asynchronous: the quoter rejects rather than throwing at the caller.
    await expect(embeddedQuoter().quote(request('00000', 1_000))).rejects.toThrow(RangeError);
    await expect(embeddedQuoter().quote(request('05001', 2_500))).resolves.toEqual(
      embeddedQuote(request('05001', 2_500)),
    );
  });
});
