import { bogotaDateOf } from '../shared/bogota-time';
import { formatLongDate } from '../shared/bogota-time-text';
import { formatCalendarDate, toDayNumber, type CalendarDate } from '../shared/calendar-date';
import type { InvoiceNumbering } from './invoice';
import type { Clock } from '../shared/ports';
import type { InvoiceStore, NumberingUsage } from './ports';

/** Warn when less than this share of the authorised range is left… */
export const RANGE_LEFT_WARNING = 0.1;
/** …or fewer days of validity than this. */
export const VALIDITY_DAYS_WARNING = 30;

/** Something about the numbering an operator must act on (ask the DIAN for a new range), in English for `fornido` and
 * in Spanish for the console. */
export type NumberingWarning = {
  readonly kind: 'range-low' | 'range-spent' | 'validity-ending' | 'validity-over' | 'not-yet-valid' | 'waiting';
  readonly message: string;
  readonly mensaje: string;
};

/** A count as Spanish reads it, dots between thousands: "1.200 números". */
const plural = (n: number, one: string, many: string) =>
  `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ${n === 1 ? one : many}`;

/**
 * What is wrong, or soon will be, with the authorised numbering on `today` (a Bogotá date): under 10 % of the range
 * left or spent, under 30 days of validity left or past it, and documents of sales waiting for a range (they are
 * numbered and sent once a new one is configured). No warning: nothing to do.
 */
export const numberingHealth = (
  numbering: InvoiceNumbering,
  usage: NumberingUsage,
  today: CalendarDate,
): readonly NumberingWarning[] => {
  const warnings: NumberingWarning[] = [];
  const size = numbering.to - numbering.from + 1;
  const left = numbering.to - Math.max(usage.last ?? numbering.from - 1, numbering.from - 1);
  const range = `${numbering.prefix} ${numbering.from}–${numbering.to}`;
  if (left <= 0)
    warnings.push({
      kind: 'range-spent',
      message: `The authorised range ${range} is spent: ask the DIAN for a new one.`,
      mensaje: `El rango autorizado ${range} se agotó: solicita uno nuevo a la DIAN.`,
    });
  else if (left < size * RANGE_LEFT_WARNING)
    warnings.push({
      kind: 'range-low',
      message: `Only ${left} numbers of the range ${range} are left (under 10 %): ask the DIAN for a new range.`,
      mensaje: `Quedan ${plural(left, 'número', 'números')} del rango ${range} (menos del 10 %): solicita uno nuevo a la DIAN.`,
    });
  const daysLeft = toDayNumber(numbering.validTo) - toDayNumber(today);
  const until = formatCalendarDate(numbering.validTo);
  if (toDayNumber(today) < toDayNumber(numbering.validFrom))
    warnings.push({
      kind: 'not-yet-valid',
      message: `Resolution ${numbering.resolution} is valid from ${formatCalendarDate(numbering.validFrom)} only.`,
      mensaje: `La resolución ${numbering.resolution} rige desde el ${formatLongDate(numbering.validFrom)}.`,
    });
  else if (daysLeft < 0)
    warnings.push({
      kind: 'validity-over',
      message: `Resolution ${numbering.resolution} expired on ${until}: configure a new one.`,
      mensaje: `La resolución ${numbering.resolution} venció el ${formatLongDate(numbering.validTo)}: configura una nueva.`,
    });
  else if (daysLeft < VALIDITY_DAYS_WARNING)
    warnings.push({
      kind: 'validity-ending',
      message: `Resolution ${numbering.resolution} expires on ${until}, in ${daysLeft} days.`,
      mensaje: `La resolución ${numbering.resolution} vence el ${formatLongDate(numbering.validTo)}, en ${plural(daysLeft, 'día', 'días')}.`,
    });
  if (usage.waiting > 0)
    warnings.push({
      kind: 'waiting',
      message: `${usage.waiting} ${usage.waiting === 1 ? 'sale waits' : 'sales wait'} for a range to be invoiced.`,
      mensaje: `${plural(usage.waiting, 'venta espera', 'ventas esperan')} un rango para facturarse.`,
    });
  return warnings;
};

/** What the numbering's use cases read: the documents, the numbering configured now, and the time. */
export type NumberingDeps<K extends keyof InvoiceStore> = {
  readonly invoices: Pick<InvoiceStore, K>;
  readonly numbering: InvoiceNumbering;
  readonly clock: Clock;
};

/** The numbering's warnings today (Bogotá), from how much of the range the documents used: what `fornido invoices
 * numbering` and the console show. */
export const checkNumbering =
  (deps: NumberingDeps<'usage'>) =>
  async (): Promise<{ readonly usage: NumberingUsage; readonly warnings: readonly NumberingWarning[] }> => {
    const usage = await deps.invoices.usage(deps.numbering);
    return { usage, warnings: numberingHealth(deps.numbering, usage, bogotaDateOf(deps.clock.now())) };
  };
