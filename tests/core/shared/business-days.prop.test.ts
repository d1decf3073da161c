import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, holidaysOf, isBusinessDay, isHoliday } from '../../../core/shared/business-days';
import {
  addDays,
  formatCalendarDate,
  fromDayNumber,
  toDayNumber,
  weekdayOf,
  type CalendarDate,
} from '../../../core/shared/calendar-date';
import { RUNS } from '../support/runs';

const aDate: fc.Arbitrary<CalendarDate> = fc
  .integer({
    min: toDayNumber({ year: 1984, month: 1, day: 1 }),
    max: toDayNumber({ year: 2199, month: 12, day: 31 }) - 200,
  })
  .map(fromDayNumber);
const aYear = fc.integer({ min: 1984, max: 2199 });
const MOVED = [
  'Día de los Reyes Magos',
  'Día de San José',
  'San Pedro y San Pablo',
  'Asunción de la Virgen',
  'Día de la Raza',
  'Todos los Santos',
  'Independencia de Cartagena',
  'Ascensión del Señor',
  'Corpus Christi',
  'Sagrado Corazón de Jesús',
];

describe('calendar dates', () => {
  it('day numbers agree with the JavaScript UTC calendar, and weekdays too', () => {
    fc.assert(
      fc.property(aDate, (date) => {
        const utc = Date.UTC(date.year, date.month - 1, date.day);
        expect(toDayNumber(date)).toBe(utc / 86_400_000);
        expect(weekdayOf(date) % 7).toBe(new Date(utc).getUTCDay());
        expect(formatCalendarDate(date)).toBe(new Date(utc).toISOString().slice(0, 10));
      }),
      RUNS,
    );
  });
});

describe('Colombian business days', () => {
  it('n ≥ 1 business days after any date never lands on a weekend or a holiday', () => {
    fc.assert(
      fc.property(aDate, fc.integer({ min: 1, max: 30 }), (date, n) => {
        const result = addBusinessDays(date, n);
        expect(weekdayOf(result)).toBeLessThanOrEqual(5);
        expect(isHoliday(result)).toBe(false);
      }),
      RUNS,
    );
  });

  it('counts exactly n business days between the date and the result', () => {
    fc.assert(
      fc.property(aDate, fc.integer({ min: 0, max: 30 }), (date, n) => {
        const end = toDayNumber(addBusinessDays(date, n));
        let counted = 0;
        for (let day = toDayNumber(date) + 1; day <= end; day += 1) if (isBusinessDay(fromDayNumber(day))) counted += 1;
        expect(counted).toBe(n);
      }),
      RUNS,
    );
  });

  it('works the same on YYYY-MM-DD strings', () => {
    fc.assert(
      fc.property(aDate, fc.integer({ min: 0, max: 10 }), (date, n) => {
        expect(addBusinessDays(formatCalendarDate(date), n)).toBe(formatCalendarDate(addBusinessDays(date, n)));
      }),
      RUNS,
    );
  });

  it('every year has its 18 holidays: fixed dates, moved ones on Mondays, Holy Thursday and Friday 3 and 2 days before Easter', () => {
    fc.assert(
      fc.property(aYear, (year) => {
        const holidays = holidaysOf(year);
        expect(holidays).toHaveLength(18);
        for (const { date, name } of holidays) {
          expect(date.year).toBe(year);
          if (MOVED.includes(name)) expect(weekdayOf(date)).toBe(1);
        }
        const thursday = holidays.find((holiday) => holiday.name === 'Jueves Santo')!.date;
        const friday = holidays.find((holiday) => holiday.name === 'Viernes Santo')!.date;
        expect(weekdayOf(thursday)).toBe(4);
        expect(addDays(thursday, 1)).toEqual(friday);
        expect(weekdayOf(addDays(friday, 2))).toBe(7);
        for (const [month, day] of [
          [1, 1],
          [5, 1],
          [7, 20],
          [8, 7],
          [12, 8],
          [12, 25],
        ]) {
          expect(isHoliday({ year, month, day })).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('moves a holiday at most six days, never earlier than its date', () => {
    fc.assert(
      fc.property(aYear, (year) => {
        const sanJose = holidaysOf(year).find((holiday) => holiday.name === 'Día de San José')!.date;
        const gap = toDayNumber(sanJose) - toDayNumber({ year, month: 3, day: 19 });
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThanOrEqual(6);
      }),
      RUNS,
    );
  });
});
