import { bogotaDateOf, epochMillisOf, type Instant } from './bogota-time';
import { weekdayOf, type CalendarDate } from './calendar-date';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const BOGOTA_OFFSET_MS = -5 * 60 * 60_000;

/** A moment as Colombians read it, in Bogotá time: "22 de noviembre de 2026, 7:05 a. m.". */
export const formatBogotaDateTime = (instant: Instant): string => {
  const { year, month, day } = bogotaDateOf(instant);
  const minuteOfDay = Math.floor(
    ((((epochMillisOf(instant) + BOGOTA_OFFSET_MS) % 86_400_000) + 86_400_000) % 86_400_000) / 60_000,
  );
  const hour24 = Math.floor(minuteOfDay / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const minute = String(minuteOfDay % 60).padStart(2, '0');
  return `${day} de ${MONTHS[month - 1]} de ${year}, ${hour12}:${minute} ${hour24 < 12 ? 'a. m.' : 'p. m.'}`;
};

/** A month as Colombians say it: "noviembre de 2026". */
export const formatMonthYear = (year: number, month: number): string => `${MONTHS[month - 1]} de ${year}`;

/** A date as a document's "updated" line says it: "22 de noviembre de 2026". */
export const formatLongDate = (date: CalendarDate): string =>
  `${date.day} de ${MONTHS[date.month - 1]} de ${date.year}`;

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** A calendar day as shoppers read it: "martes 24 de noviembre". */
export const formatDayText = (date: CalendarDate): string =>
  `${WEEKDAYS[weekdayOf(date) - 1]} ${date.day} de ${MONTHS[date.month - 1]}`;

/** A delivery estimate: "Llega el martes 24 de noviembre" or "Llega entre el martes 24 y el viernes 27 de noviembre". */
export const formatDeliveryEstimate = (earliest: CalendarDate, latest: CalendarDate): string => {
  if (earliest.year === latest.year && earliest.month === latest.month && earliest.day === latest.day)
    return `Llega el ${formatDayText(earliest)}`;
  const sameMonth = earliest.year === latest.year && earliest.month === latest.month;
  const first = sameMonth ? `${WEEKDAYS[weekdayOf(earliest) - 1]} ${earliest.day}` : formatDayText(earliest);
  return `Llega entre el ${first} y el ${formatDayText(latest)}`;
};
