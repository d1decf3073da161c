import { err, ok, type Result } from './result';

/** A date on the calendar, with no time and no zone: what business-day rules count. Month is 1–12. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

export type InvalidDate = { readonly kind: 'invalid-date'; readonly message: string };

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of the Gregorian calendar. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Whether three numbers name a real date (no 31 April, no 29 February outside leap years). */
export const isValidDate = ({ year, month, day }: CalendarDate): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  year >= 1 &&
  year <= 9999 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysInMonth(year, month);

/** Days since 1970-01-01 (negative before), by Howard Hinnant's days_from_civil: pure integer arithmetic. */
export const toDayNumber = ({ year, month, day }: CalendarDate): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
};

/** The date a day number stands for: the inverse of `toDayNumber` (Hinnant's civil_from_days). */
export const fromDayNumber = (dayNumber: number): CalendarDate => {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
};

/** ISO weekday: 1 Monday … 6 Saturday, 7 Sunday. */
export const weekdayOf = (date: CalendarDate): number => ((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1;

/** The date n calendar days later (or earlier when n is negative). */
export const addDays = (date: CalendarDate, days: number): CalendarDate => fromDayNumber(toDayNumber(date) + days);

/** Same calendar day. */
export const sameDate = (a: CalendarDate, b: CalendarDate): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** 'YYYY-MM-DD'. */
export const formatCalendarDate = ({ year, month, day }: CalendarDate): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Reads 'YYYY-MM-DD' into a real calendar date, refusing impossible days. */
export const parseCalendarDate = (text: string): Result<CalendarDate, InvalidDate> => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const date = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  return date && isValidDate(date)
    ? ok(date)
    : err({ kind: 'invalid-date', message: 'La fecha no es válida: escríbela como AAAA-MM-DD.' });
};
