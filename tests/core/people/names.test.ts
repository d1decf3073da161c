import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePersonName } from '../../../core/people/names';
import { RUNS } from '../support/runs';

describe('person names', () => {
  it('accepts Spanish names with accents, ñ and ü, trimmed and single-spaced', () => {
    const aWord = fc.stringMatching(/^[A-ZÁÉÍÓÚÑ]?[a-záéíóúñü]{1,12}$/);
    fc.assert(
      fc.property(fc.array(aWord, { minLength: 1, maxLength: 4 }), fc.constantFrom(' ', '  ', '\t'), (words, gap) => {
        const expected = words.join(' ');
        fc.pre(expected.length >= 2 && expected.length <= 60);
        expect(parsePersonName(`  ${words.join(gap)} `)).toEqual({ ok: true, value: expected });
      }),
      RUNS,
    );
  });

  it('keeps accents composed (NFC), whatever the keyboard sent', () => {
    expect(parsePersonName('Mari\u0301a Jose\u0301')).toEqual({ ok: true, value: 'María José' });
  });

  it.each(['María José', 'Ñusta', "D'Costa", 'Pérez-Gómez', 'Ma. Fernanda', 'Güiza'])('accepts %s', (name) => {
    expect(parsePersonName(name).ok).toBe(true);
  });

  it.each(['', 'A', 'R2D2', 'Camila!', '   ', 'x'.repeat(61), '--'])('refuses %j', (name) => {
    expect(parsePersonName(name)).toMatchObject({ ok: false, error: { kind: 'invalid-name' } });
  });
});
