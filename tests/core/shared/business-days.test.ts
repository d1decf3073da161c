import { describe, expect, it } from 'vitest';
import { addBusinessDays, easterSunday, holidaysOf, isBusinessDay } from '../../../core/shared/business-days';
import { formatCalendarDate } from '../../../core/shared/calendar-date';

const datesOf = (year: number) => [...new Set(holidaysOf(year).map((holiday) => formatCalendarDate(holiday.date)))];

describe('Colombian holidays', () => {
  it('knows Easter Sunday', () => {
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 });
  });

  it('lists the 2026 holidays as published', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('lists the 2025 holidays, with Sagrado Corazón and San Pedro both on 30 June', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-03-24',
      '2025-04-17',
      '2025-04-18',
      '2025-05-01',
      '2025-06-02',
      '2025-06-23',
      '2025-06-30',
      '2025-07-20',
      '2025-08-07',
      '2025-08-18',
      '2025-10-13',
      '2025-11-03',
      '2025-11-17',
      '2025-12-08',
      '2025-12-25',
    ]);
  });
});

describe('business days', () => {
  it('skips the weekend and the Monday holiday', () => {
    expect(addBusinessDays('2026-01-09', 1)).toBe('2026-01-13'); // Friday → Tuesday, Monday 12 is Reyes
  });

  it('skips Holy Week', () => {
    expect(addBusinessDays('2026-04-01', 1)).toBe('2026-04-06');
  });

  it('gives the same date back for zero days', () => {
    expect(addBusinessDays('2026-01-10', 0)).toBe('2026-01-10');
  });

  it('counts the 5 business days of the right of withdrawal across a holiday', () => {
    expect(addBusinessDays('2026-06-05', 5)).toBe('2026-06-16'); // 8 and 15 June are holidays
  });

  it('knows weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2026-12-26')).toBe(false);
    expect(isBusinessDay('2026-12-28')).toBe(true);
  });

  it('refuses impossible dates and negative counts', () => {
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-02-02', -1)).toThrow(RangeError);
  });
});
