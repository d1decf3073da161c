// Spelled out: es-CO's `dateStyle: 'medium'` writes 29/11/2026, which reads as numbers, not Spanish.
const SHORT = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "29 de nov de 2026, 10:05 a. m.": a moment in Bogotá's time, in Spanish. */
export const shortDate = (iso: string): string => SHORT.format(new Date(iso));

const MONTH_KEY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit' });
const MONTH_NAME = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const DAY_NAME = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** "2026-03": the month it is now in Bogotá. */
export const bogotaMonth = (now = new Date()): string => MONTH_KEY.format(now).slice(0, 7);

/** "marzo de 2026": a month (`YYYY-MM`) in Spanish. */
export const monthName = (month: string): string => MONTH_NAME.format(new Date(`${month}-01T12:00:00Z`));

/** "5 de mar": a calendar day (`YYYY-MM-DD`) in Spanish. */
export const dayName = (date: string): string => DAY_NAME.format(new Date(`${date}T12:00:00Z`));

const FULL_DAY = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const DAY_KEY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' });

type Day = { readonly year: number; readonly month: number; readonly day: number };
const isoOf = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** "5 de mar de 2026": a calendar day (the core's CalendarDate) in Spanish. */
export const calendarDay = (d: Day): string => FULL_DAY.format(new Date(`${isoOf(d)}T12:00:00Z`));

/** "2026-03-05": a calendar day as text that sorts and compares; `bogotaDay()` is today in Bogotá. */
export const dayKey = (d: Day): string => isoOf(d);
export const bogotaDay = (now = new Date()): string => DAY_KEY.format(now);
