import { fromDayNumber, isValidDate, toDayNumber, type CalendarDate } from './calendar-date';

/** A moment in time, given to the core by its caller (the Clock port): a Date, epoch milliseconds, or ISO-8601 with a zone. */
export type Instant = Date | number | string;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** Colombia has kept UTC−5 all year since 1993, with no daylight saving time. */
const BOGOTA_OFFSET_MINUTES = -5 * 60;

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Epoch milliseconds of an instant; a string without a zone is refused because its meaning would depend on the machine. */
export const epochMillisOf = (instant: Instant): number => {
  if (typeof instant !== 'string') {
    const millis = typeof instant === 'number' ? instant : instant.getTime();
    if (!Number.isFinite(millis)) throw new RangeError(`Not an instant: ${String(instant)}`);
    return millis;
  }
  const match = ISO_INSTANT.exec(instant.trim());
  if (!match) throw new RangeError(`Not an ISO-8601 instant with a zone: ${instant}`);
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone] = match;
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  if (!isValidDate(date) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) {
    throw new RangeError(`Not a real instant: ${instant}`);
  }
  const utc =
    toDayNumber(date) * MS_PER_DAY + (Number(hour) * 60 + Number(minute)) * MS_PER_MINUTE + Number(second) * 1000;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const offsetMinutes =
    zone.toUpperCase() === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  return utc + millis - offsetMinutes * MS_PER_MINUTE;
};

/** The calendar date in Bogotá at an instant: what "today" means for a Colombian shopper and for business days. */
export const bogotaDateOf = (instant: Instant): CalendarDate =>
  fromDayNumber(Math.floor((epochMillisOf(instant) + BOGOTA_OFFSET_MINUTES * MS_PER_MINUTE) / MS_PER_DAY));

/** The instant a Bogotá calendar day starts (midnight, UTC−5): the store's days begin there. */
export const bogotaDayStart = (date: CalendarDate): Date =>
  new Date(toDayNumber(date) * MS_PER_DAY - BOGOTA_OFFSET_MINUTES * MS_PER_MINUTE);
