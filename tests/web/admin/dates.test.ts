import { describe, expect, it } from 'vitest';
import { bogotaDay, bogotaMonth, calendarDay, dayKey, dayName, monthName, shortDate } from '../../../web/admin/dates';

describe("the console's dates, in Spanish and Bogotá time", () => {
  it('a moment: day, month in words, year and time in Bogotá (5 hours behind UTC)', () => {
    expect(shortDate('2026-11-29T15:05:00.000Z')).toBe('29 de nov de 2026, 10:05 a. m.');
    expect(shortDate('2026-12-01T03:30:00.000Z')).toBe('30 de nov de 2026, 10:30 p. m.');
  });

  it('a month and a day', () => {
    expect(bogotaMonth(new Date('2026-12-01T03:30:00.000Z'))).toBe('2026-11');
    expect(monthName('2026-03')).toBe('marzo de 2026');
    expect(dayName('2026-03-05')).toBe('5 de mar');
  });

  it("a calendar day (a return's answer-by date), and today in Bogotá to compare it with", () => {
    expect(calendarDay({ year: 2026, month: 12, day: 1 })).toBe('1 de dic de 2026');
    expect(dayKey({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
    // 03:30 UTC on 1 December is still 30 November in Bogotá.
    expect(bogotaDay(new Date('2026-12-01T03:30:00.000Z'))).toBe('2026-11-30');
  });
});
