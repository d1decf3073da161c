import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryWindow } from '../../../core/cart/delivery-window';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { isBusinessDay } from '../../../core/shared/business-days';
import { fromDayNumber, toDayNumber } from '../../../core/shared/calendar-date';
import { RUNS } from '../support/runs';

const aDate = fc
  .integer({ min: toDayNumber({ year: 2024, month: 1, day: 1 }), max: toDayNumber({ year: 2040, month: 12, day: 31 }) })
  .map(fromDayNumber);

describe('delivery window', () => {
  it('lands on business days, express never later than standard', () => {
    fc.assert(
      fc.property(aDate, (placedOn) => {
        const standard = deliveryWindow(placedOn, 'standard', defaultPolicy);
        const express = deliveryWindow(placedOn, 'express', defaultPolicy);
        for (const day of [standard.earliest, standard.latest, express.earliest, express.latest])
          expect(isBusinessDay(day)).toBe(true);
        expect(toDayNumber(standard.earliest)).toBeLessThanOrEqual(toDayNumber(standard.latest));
        expect(toDayNumber(express.latest)).toBeLessThanOrEqual(toDayNumber(standard.latest));
      }),
      RUNS,
    );
  });

  it('an order placed on Saturday 20 December 2025 by standard shipping arrives 23–29 December, skipping Christmas', () => {
    expect(deliveryWindow({ year: 2025, month: 12, day: 20 }, 'standard', defaultPolicy)).toEqual({
      earliest: { year: 2025, month: 12, day: 23 },
      latest: { year: 2025, month: 12, day: 29 },
    });
  });
});
