import { bogotaDateOf, epochMillisOf, type Instant } from './bogota-time';
import { formatDayText } from './bogota-time-text';
import { toDayNumber } from './calendar-date';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** Colombia has kept UTC−5 all year since 1993: no daylight saving time to account for. */
const BOGOTA_OFFSET_MS = -5 * 60 * MS_PER_MINUTE;
/** Up to this many minutes left, a deadline is also said as a count of minutes ("en 60 minutos"). */
export const SHORT_WINDOW_MINUTES = 90;

/** The clock time in Bogotá, as Colombians write it: "11:52 p. m.", "12:05 a. m.". */
export const bogotaClockText = (instant: Instant): string => {
  const minuteOfDay = Math.floor(
    ((((epochMillisOf(instant) + BOGOTA_OFFSET_MS) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_MINUTE,
  );
  const hour24 = Math.floor(minuteOfDay / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minuteOfDay % 60).padStart(2, '0')} ${hour24 < 12 ? 'a. m.' : 'p. m.'}`;
};

/** A moment with its weekday, date and year, never relative, for text read later than it was written (a mail, a printed
 * voucher): "el miércoles 25 de noviembre de 2026 a las 12:52 a. m.". */
export const formatMoment = (instant: Instant): string => {
  const date = bogotaDateOf(instant);
  return `el ${formatDayText(date)} de ${date.year} a las ${bogotaClockText(instant)}`;
};

/** A moment as the shopper reads it on screen (when a payment attempt last changed), relative to their now in Bogotá:
 * "hoy a las 11:52 p. m.", "mañana a las 12:52 a. m.", "ayer a las 9:00 a. m.", else "el jueves 26 de noviembre a las
 * 9:00 a. m." — so a time just after midnight is never shown beside a date that looks like today. */
export const formatDeadline = (deadline: Instant, now: Instant): string => {
  const days = toDayNumber(bogotaDateOf(deadline)) - toDayNumber(bogotaDateOf(now));
  if (days === 1) return `mañana a las ${bogotaClockText(deadline)}`;
  if (days === -1) return `ayer a las ${bogotaClockText(deadline)}`;
  return formatDueBy(deadline, now);
};

/** An order's deadline as every mail and page states it (orderDeadline in core/orders/order-deadline.ts), in Bogotá:
 * "hoy a las 6:28 p. m." the same day, else with its day named, "el lunes 30 de noviembre a las 11:59 p. m." (and the
 * year when it is another) — never "mañana", which a mail read the next morning would make wrong. */
export const formatDueBy = (deadline: Instant, now: Instant): string => {
  const date = bogotaDateOf(deadline);
  const clock = bogotaClockText(deadline);
  if (toDayNumber(date) === toDayNumber(bogotaDateOf(now))) return `hoy a las ${clock}`;
  const year = date.year === bogotaDateOf(now).year ? '' : ` de ${date.year}`;
  return `el ${formatDayText(date)}${year} a las ${clock}`;
};

/** A short window as a count of minutes, rounded up: "en 60 minutos", "en 1 minuto"; null when more than
 * SHORT_WINDOW_MINUTES are left or the deadline has passed. */
export const formatMinutesLeft = (deadline: Instant, now: Instant): string | null => {
  const left = epochMillisOf(deadline) - epochMillisOf(now);
  if (left <= 0) return null;
  const minutes = Math.ceil(left / MS_PER_MINUTE);
  if (minutes > SHORT_WINDOW_MINUTES) return null;
  return minutes === 1 ? 'en 1 minuto' : `en ${minutes} minutos`;
};
