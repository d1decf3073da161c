import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canWithdraw, withdrawalDeadline } from '../../../core/orders/withdrawal';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { isBusinessDay } from '../../../core/shared/business-days';
import { addDays, fromDayNumber, parseCalendarDate, toDayNumber } from '../../../core/shared/calendar-date';
import { RUNS } from '../support/runs';

const date = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const aDate = fc
  .integer({ min: toDayNumber(date('2024-01-01')), max: toDayNumber(date('2040-12-31')) })
  .map(fromDayNumber);

describe('right of withdrawal (Ley 1480: 5 business days)', () => {
  it('the deadline is a business day with exactly 5 business days after delivery up to it', () => {
    fc.assert(
      fc.property(aDate, (deliveredOn) => {
        const deadline = withdrawalDeadline(deliveredOn, defaultPolicy);
        expect(isBusinessDay(deadline)).toBe(true);
        let counted = 0;
        for (let day = toDayNumber(deliveredOn) + 1; day <= toDayNumber(deadline); day += 1)
          if (isBusinessDay(fromDayNumber(day))) counted += 1;
        expect(counted).toBe(5);
        expect(canWithdraw(deliveredOn, deadline, defaultPolicy)).toBe(true);
        expect(canWithdraw(deliveredOn, addDays(deadline, 1), defaultPolicy)).toBe(false);
      }),
      RUNS,
    );
  });

  it('delivered on Friday 5 June 2026: the two Monday holidays push the deadline to Tuesday 16 June', () => {
    expect(withdrawalDeadline(date('2026-06-05'), defaultPolicy)).toEqual(date('2026-06-16'));
    expect(canWithdraw(date('2026-06-05'), date('2026-06-04'), defaultPolicy)).toBe(false);
  });
});
