import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDeadline, formatMinutesLeft } from '../../../core/shared/deadline-text';
import { RUNS } from '../support/runs';

const HOUR = 3_600_000;
const anInstant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
/** The Bogotá calendar day of an instant, read with the platform's own time-zone data (an independent oracle). */
const bogotaDay = (millis: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(millis));
const bogotaClock = (millis: number) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Bogota',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(millis));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('hour')}:${part('minute')} ${part('dayPeriod') === 'AM' ? 'a. m.' : 'p. m.'}`;
};

describe('deadline text (properties)', () => {
  it('says "hoy" exactly when both instants fall on the same Bogotá day, "mañana" exactly on the next one', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: 0, max: 72 * 60 }), (now, minutesAhead) => {
        const deadline = now + minutesAhead * 60_000;
        const text = formatDeadline(deadline, now);
        const nextDay = bogotaDay(new Date(`${bogotaDay(now)}T12:00:00-05:00`).getTime() + 24 * HOUR);
        expect(text.startsWith('hoy ')).toBe(bogotaDay(deadline) === bogotaDay(now));
        expect(text.startsWith('mañana ')).toBe(bogotaDay(deadline) === nextDay);
        expect(text.endsWith(` a las ${bogotaClock(deadline)}`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the day boundary is Bogotá midnight (05:00 UTC) all year: no daylight saving time moves it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_500 }), fc.integer({ min: 1, max: 59 }), (day, minute) => {
        const midnight = Date.UTC(2000, 0, 1) + day * 24 * HOUR + 5 * HOUR;
        expect(formatDeadline(midnight - minute * 60_000, midnight - 2 * HOUR)).toMatch(/^hoy a las 11:\d\d p\. m\.$/);
        expect(formatDeadline(midnight + minute * 60_000, midnight - 2 * HOUR)).toMatch(
          /^mañana a las 12:\d\d a\. m\.$/,
        );
      }),
      RUNS,
    );
  });

  it('a short window counts the whole minutes left, rounded up, and nothing once it is over', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: -HOUR, max: 2 * HOUR }), (now, left) => {
        const text = formatMinutesLeft(now + left, now);
        const minutes = Math.ceil(left / 60_000);
        if (left <= 0 || minutes > 90) expect(text).toBeNull();
        else expect(text).toBe(minutes === 1 ? 'en 1 minuto' : `en ${minutes} minutos`);
      }),
      RUNS,
    );
  });
});
