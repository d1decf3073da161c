import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeControlCharacters,
  hasControlCharacters,
  removeControlCharacters,
} from '../../../core/shared/control-characters';

// What the probe sent as an ePayco reference and a browser error: a window title, a cleared screen, a fake green line.
const FORGED = '\u001b]0;pwned\u0007\u001b[2J\u001b[32mFO-2026-000001 paid\u001b[0m\u009b31m \u202Eevil\u2066';

describe('control characters', () => {
  it('are written out where a terminal would act on them, so the forged text is seen for what it is', () => {
    expect(escapeControlCharacters(FORGED)).toBe(
      '\\x1B]0;pwned\\x07\\x1B[2J\\x1B[32mFO-2026-000001 paid\\x1B[0m\\x9B31m \\u202Eevil\\u2066',
    );
  });

  it('keep tabs and line feeds only where a text may have lines', () => {
    expect(escapeControlCharacters('a\tb\nc\rd')).toBe('a\\x09b\\x0Ac\\x0Dd');
    expect(escapeControlCharacters('a\tb\nc\rd', { keepLines: true })).toBe('a\tb\nc\\x0Dd');
    expect(removeControlCharacters('a\u202Eb\u0000\nc', { keepLines: true })).toBe('ab\nc');
  });

  it('leave every other text as it is: Spanish, emoji, other scripts', () => {
    const text = 'Proteína Ñandú 100 % — “sabor” 🍫 العربية 中文';
    expect(escapeControlCharacters(text)).toBe(text);
    expect(hasControlCharacters(text)).toBe(false);
  });

  it('never leave one behind, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        expect(hasControlCharacters(escapeControlCharacters(text))).toBe(false);
        expect(hasControlCharacters(removeControlCharacters(text))).toBe(false);
        const kept = escapeControlCharacters(text, { keepLines: true }).replace(/[\t\n]/g, '');
        expect(hasControlCharacters(kept)).toBe(false);
      }),
    );
  });
});
