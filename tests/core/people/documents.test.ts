import { describe, expect, it } from 'vitest';
import { formatDocument, parseDocument } from '../../../core/people/documents';
import { nitCheckDigit } from '../../../core/people/nit';

describe('identity document examples', () => {
  it('computes the check digits of well-known NITs', () => {
    expect(nitCheckDigit('800197268')).toBe(4); // DIAN
    expect(nitCheckDigit('899999068')).toBe(1); // Ecopetrol
    expect(nitCheckDigit('890903938')).toBe(8); // Bancolombia
    expect(nitCheckDigit('860034313')).toBe(7); // Davivienda
  });

  it('verifies a NIT written with dots and its digit', () => {
    const result = parseDocument('NIT', '800.197.268-4');
    expect(result).toEqual({ ok: true, value: { type: 'NIT', number: '800197268', checkDigit: 4 } });
    expect(result.ok && formatDocument(result.value)).toBe('NIT 800197268-4');
  });

  it('asks for the check digit instead of guessing which digit it is', () => {
    expect(parseDocument('NIT', '8001972684')).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('guion') },
    });
  });

  it('refuses a wrong check digit', () => {
    expect(parseDocument('NIT', '800197268-5')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-document', type: 'NIT' },
    });
  });

  it('shows the blind spot of the DIAN rule: these two NITs share check digit 1', () => {
    expect([nitCheckDigit('900123451'), nitCheckDigit('100123451')]).toEqual([1, 1]);
  });

  it('checks each type with its own format', () => {
    expect(parseDocument('CC', '1.020.304.050')).toEqual({ ok: true, value: { type: 'CC', number: '1020304050' } });
    expect(parseDocument('TI', '1020304050')).toMatchObject({ ok: true });
    expect(parseDocument('TI', '102030')).toMatchObject({ ok: false });
    expect(parseDocument('PPT', '1234567')).toMatchObject({ ok: true });
    expect(parseDocument('PP', 'AB123456')).toMatchObject({ ok: true });
    expect(parseDocument('PP', 'ABCDEFG')).toMatchObject({ ok: false });
    expect(parseDocument('CC', '0123456')).toMatchObject({ ok: false });
    expect(formatDocument({ type: 'CC', number: '1020304050' })).toBe('CC 1020304050');
  });

  it('refuses an unknown document type, in Spanish', () => {
    expect(parseDocument('DNI', '12345678')).toMatchObject({ ok: false, error: { kind: 'unknown-document-type' } });
  });
});
