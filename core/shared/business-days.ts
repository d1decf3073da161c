import {
  addDays,
  formatCalendarDate,
  fromDayNumber,
  isValidDate,
  parseCalendarDate,
  toDayNumber,
  weekdayOf,
  type CalendarDate,
} from './calendar-date';

/** A Colombian public holiday: its observed date and Spanish name. */
export type Holiday = { readonly date: CalendarDate; readonly name: string };

/** Ley 51 de 1983 (Ley Emiliani) applies from 1984: earlier years had other rules. */
const FIRST_YEAR = 1984;
const MONDAY = 1;

const FIXED: readonly (readonly [number, number, string])[] = [
  [1, 1, 'Año Nuevo'],
  [5, 1, 'Día del Trabajo'],
  [7, 20, 'Día de la Independencia'],
  [8, 7, 'Batalla de Boyacá'],
  [12, 8, 'Inmaculada Concepción'],
  [12, 25, 'Navidad'],
];

/** Moved to the following Monday when they fall on another day (Ley Emiliani). */
const MOVED_TO_MONDAY: readonly (readonly [number, number, string])[] = [
  [1, 6, 'Día de los Reyes Magos'],
  [3, 19, 'Día de San José'],
  [6, 29, 'San Pedro y San Pablo'],
  [8, 15, 'Asunción de la Virgen'],
  [10, 12, 'Día de la Raza'],
  [11, 1, 'Todos los Santos'],
  [11, 11, 'Independencia de Cartagena'],
];

/** Days after Easter Sunday. Ascensión (+39, a Thursday), Corpus Christi (+60, a Thursday) and
 * Sagrado Corazón (+68, a Friday) are observed on the next Monday: +43, +64 and +71. */
const EASTER_BASED: readonly (readonly [number, string])[] = [
  [-3, 'Jueves Santo'],
  [-2, 'Viernes Santo'],
  [43, 'Ascensión del Señor'],
  [64, 'Corpus Christi'],
  [71, 'Sagrado Corazón de Jesús'],
];

/** Easter Sunday of a Gregorian year (the anonymous Meeus/Jones/Butcher algorithm). */
export const easterSunday = (year: number): CalendarDate => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { year, month, day: ((h + l - 7 * m + 114) % 31) + 1 };
};

const nextMondayFrom = (date: CalendarDate): CalendarDate => addDays(date, (MONDAY - weekdayOf(date) + 7) % 7);

const computeHolidays = (year: number): readonly Holiday[] => {
  const easter = easterSunday(year);
  const holidays: Holiday[] = [
    ...FIXED.map(([month, day, name]) => ({ date: { year, month, day }, name })),
    ...MOVED_TO_MONDAY.map(([month, day, name]) => ({ date: nextMondayFrom({ year, month, day }), name })),
    ...EASTER_BASED.map(([offset, name]) => ({ date: addDays(easter, offset), name })),
  ];
  return Object.freeze(
    holidays
      .sort((a, b) => toDayNumber(a.date) - toDayNumber(b.date))
      .map(({ date, name }) => Object.freeze({ date: Object.freeze(date), name })),
  );
};

/** Holidays depend on the year only, so each year is computed once; the lists are frozen. */
const byYear = new Map<number, { readonly holidays: readonly Holiday[]; readonly days: ReadonlySet<number> }>();

const yearOf = (year: number) => {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > 9998) throw new RangeError(`Unsupported year: ${year}`);
  let known = byYear.get(year);
  if (!known) {
    const holidays = computeHolidays(year);
    known = { holidays, days: new Set(holidays.map((holiday) => toDayNumber(holiday.date))) };
    byYear.set(year, known);
  }
  return known;
};

/** The 18 Colombian public holidays of a year, sorted by date; two may share a day (30 June 2025). */
export const holidaysOf = (year: number): readonly Holiday[] => yearOf(year).holidays;

const toDate = (date: CalendarDate | string): CalendarDate => {
  if (typeof date !== 'string') {
    if (!isValidDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
    return date;
  }
  const parsed = parseCalendarDate(date);
  if (!parsed.ok) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed.value;
};

/** Whether a date is a Colombian public holiday. */
export const isHoliday = (date: CalendarDate | string): boolean => {
  const day = toDate(date);
  return yearOf(day.year).days.has(toDayNumber(day));
};

/** A business day is Monday to Friday and not a public holiday: what delivery estimates and the right of withdrawal count. */
export const isBusinessDay = (date: CalendarDate | string): boolean => {
  const weekday = weekdayOf(toDate(date));
  return weekday <= 5 && !isHoliday(date);
};

/** The date n business days after a date (the date itself not counted; n = 0 gives it back), skipping weekends and holidays. */
export function addBusinessDays(date: string, businessDays: number): string;
export function addBusinessDays(date: CalendarDate, businessDays: number): CalendarDate;
export function addBusinessDays(date: CalendarDate | string, businessDays: number): CalendarDate | string {
  if (!Number.isSafeInteger(businessDays) || businessDays < 0) {
    throw new RangeError(`Not a whole, non-negative number of business days: ${businessDays}`);
  }
  let dayNumber = toDayNumber(toDate(date));
  for (let left = businessDays; left > 0;) {
    dayNumber += 1;
    if (isBusinessDay(fromDayNumber(dayNumber))) left -= 1;
  }
  const result = fromDayNumber(dayNumber);
  return typeof date === 'string' ? formatCalendarDate(result) : result;
}
