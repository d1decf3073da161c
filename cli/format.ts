import { escapeControlCharacters } from '../core/shared/control-characters';
import { bogotaDayStart } from '../core/shared/bogota-time';
import { parseCalendarDate } from '../core/shared/calendar-date';

/** "2026-11-22 07:05": Bogotá's wall clock (UTC−5 all year). */
export const bogota = (date: Date) =>
  new Date(date.getTime() - 5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Left-aligned columns two spaces apart; the first row is the header. A cell is one line: a line break or any other
 * character that acts on a terminal is written out (`\x0A`), so a value cannot draw a row of its own. */
export const table = (cells: string[][]) => {
  const rows = cells.map((r) => r.map((cell) => escapeControlCharacters(cell)));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

/** A parser for a whole-number argument from 1 to `max`, refusing anything else by name. */
export const positive = (name: string, max: number) => (raw: string) => {
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}".`);
  return Number(raw);
};

/** A parser for a YYYY-MM-DD argument, a Bogotá calendar day, refusing impossible dates. */
export const calendarDay = (name: string) => (raw: string) => {
  const date = parseCalendarDate(raw);
  if (!date.ok) throw new Error(`${name} must be a real date written YYYY-MM-DD, got "${raw}".`);
  return date.value;
};

/** A parser for a YYYY-MM-DD argument, read as midnight in Bogotá (the store's day), refusing impossible dates. */
export const bogotaMidnight = (name: string) => (raw: string) => bogotaDayStart(calendarDay(name)(raw));

/** "1 order", "3 orders". */
export const count = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n === 1 ? singular : plural}`;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A parser for a duration argument (`30m`, `24h`, `7d`) into milliseconds, from one minute to `maxDays` days. */
export const duration = (name: string, maxDays: number) => (raw: string) => {
  const match = /^(\d+)([mhd])$/.exec(raw.trim());
  const ms = match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : 0;
  if (ms < UNIT_MS.m || ms > maxDays * UNIT_MS.d)
    throw new Error(`${name} must be a duration like 30m, 24h or 7d (at most ${maxDays}d), got "${raw}".`);
  return ms;
};

// JSON.stringify writes the C0 controls as escapes itself; DEL, the C1 controls and the bidirectional formatting
// characters go out as they are, and act on a terminal that shows the answer.
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Prints a command's answer for scripts: indented JSON, dates as ISO 8601, every control character as a `\u` escape
 * (the same JSON to a parser). */
export const json = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(
    RAW_IN_JSON,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
