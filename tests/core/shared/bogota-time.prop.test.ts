import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bogotaDateOf, epochMillisOf } from '../../../core/shared/bogota-time';
import { formatCalendarDate } from '../../../core/shared/calendar-date';
import { RUNS } from '../support/runs';

const anInstant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2150, 0, 1) });

describe('Bogotá time', () => {
  it('the Bogotá date is the UTC date five hours earlier, whatever zone the instant is written in', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: -12, max: 14 }), (millis, offsetHours) => {
        const expected = new Date(millis - 5 * 3_600_000).toISOString().slice(0, 10);
        const local = new Date(millis + offsetHours * 3_600_000).toISOString().slice(0, 23);
        const sign = offsetHours < 0 ? '-' : '+';
        const written = `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
        expect(epochMillisOf(written)).toBe(millis);
        expect(formatCalendarDate(bogotaDateOf(written))).toBe(expected);
        expect(formatCalendarDate(bogotaDateOf(millis))).toBe(expected);
      }),
      RUNS,
    );
  });

  it('refuses an instant without a zone, whose meaning would depend on the machine', () => {
    expect(() => epochMillisOf('2026-03-01T10:00:00')).toThrow(RangeError);
    expect(() => epochMillisOf('2026-02-30T10:00:00Z')).toThrow(RangeError);
  });
});
