import { describe, expect, it } from 'vitest';
import {
  bogotaClockText,
  formatDeadline,
  formatDueBy,
  formatMinutesLeft,
  formatMoment,
} from '../../../core/shared/deadline-text';

// Tuesday 24 November 2026, 10:52 p.m. in Bogotá (UTC−5).
const NOW = '2026-11-24T22:52:00-05:00';

describe('deadline text', () => {
  it('says "hoy" for a deadline later the same Bogotá day', () => {
    expect(formatDeadline('2026-11-24T23:52:00-05:00', NOW)).toBe('hoy a las 11:52 p. m.');
  });

  it('says "mañana" for a deadline just past Bogotá midnight, never a bare "12:52 a. m." that reads as this morning', () => {
    expect(formatDeadline('2026-11-25T00:52:00-05:00', '2026-11-24T23:52:00-05:00')).toBe('mañana a las 12:52 a. m.');
    // An order's deadline names the day instead: a mail read the next morning stays right.
    expect(formatDueBy('2026-11-25T00:52:00-05:00', '2026-11-24T23:52:00-05:00')).toBe(
      'el miércoles 25 de noviembre a las 12:52 a. m.',
    );
    expect(formatDueBy('2026-11-24T23:52:00-05:00', NOW)).toBe('hoy a las 11:52 p. m.');
    expect(formatDueBy('2027-01-01T12:00:00-05:00', NOW)).toBe('el viernes 1 de enero de 2027 a las 12:00 p. m.');
  });

  it('reads the day in Bogotá, not in UTC: 05:30 UTC on the 25th is still the 24th there', () => {
    expect(formatDeadline('2026-11-25T04:30:00Z', '2026-11-24T15:00:00Z')).toBe('hoy a las 11:30 p. m.');
    expect(formatDeadline('2026-11-25T05:00:00Z', '2026-11-24T15:00:00Z')).toBe('mañana a las 12:00 a. m.');
  });

  it('names the weekday and date two days or more ahead, and the year when it is another one', () => {
    expect(formatDeadline('2026-11-26T09:00:00-05:00', NOW)).toBe('el jueves 26 de noviembre a las 9:00 a. m.');
    expect(formatDeadline('2027-01-01T12:00:00-05:00', NOW)).toBe('el viernes 1 de enero de 2027 a las 12:00 p. m.');
  });

  it('says "ayer" for a deadline of the day before', () => {
    expect(formatDeadline('2026-11-23T21:00:00-05:00', NOW)).toBe('ayer a las 9:00 p. m.');
  });

  it('counts the minutes of a short window, rounded up, and only while it is open', () => {
    expect(formatMinutesLeft('2026-11-24T23:52:00-05:00', NOW)).toBe('en 60 minutos');
    expect(formatMinutesLeft('2026-11-24T22:52:01-05:00', NOW)).toBe('en 1 minuto');
    expect(formatMinutesLeft('2026-11-25T00:22:00-05:00', NOW)).toBe('en 90 minutos');
    expect(formatMinutesLeft('2026-11-25T00:23:00-05:00', NOW)).toBeNull();
    expect(formatMinutesLeft(NOW, NOW)).toBeNull();
  });

  it('writes a moment for later reading (a mail, a printed voucher) with its weekday, date and year', () => {
    expect(formatMoment('2026-11-25T00:52:00-05:00')).toBe('el miércoles 25 de noviembre de 2026 a las 12:52 a. m.');
    expect(bogotaClockText('2026-11-24T12:05:00-05:00')).toBe('12:05 p. m.');
  });
});
