import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, parseDocument, type DocumentType } from '../../../core/people/documents';
import { MAX_NIT_DIGITS, nitCheckDigit } from '../../../core/people/nit';
import { parseMobilePhone } from '../../../core/people/phone';
import { applyMask, documentMask, maskEdit, maskValue, PHONE_MASK, type FieldMask } from '../../../web/lib/input-mask';

const shown = (mask: FieldMask, typed: string) => maskValue(mask, typed).shown;
const raw = (mask: FieldMask, typed: string) => maskValue(mask, typed).raw;

describe('applyMask tokens', () => {
  it('# takes digits only and inserts the literals between them', () => {
    expect(applyMask('### ### ####', '3001234567')).toEqual({ shown: '300 123 4567', raw: '3001234567' });
    expect(applyMask('###-###', '12a3b4')).toEqual({ shown: '123-4', raw: '1234' });
  });

  it('X takes letters (any script) and digits; S takes letters only', () => {
    expect(applyMask('XXXX', 'a-1ñ_É')).toEqual({ shown: 'a1ñÉ', raw: 'a1ñÉ' });
    expect(applyMask('SSSS', 'ñ1á Ü9z')).toEqual({ shown: 'ñáÜz', raw: 'ñáÜz' });
  });

  it('A turns letters to upper case and a to lower case, accents kept', () => {
    expect(applyMask('AAA', 'ñá1b')).toEqual({ shown: 'ÑÁB', raw: 'ÑÁB' });
    expect(applyMask('aaa', 'ÑÁ1B')).toEqual({ shown: 'ñáb', raw: 'ñáb' });
    // "ß" has no one-letter capital: it stays as typed rather than growing to "SS".
    expect(applyMask('AA', 'ßa')).toEqual({ shown: 'ßA', raw: 'ßA' });
  });

  it('accepts literals the shopper types, shows a literal only once something follows it, and stops when full', () => {
    expect(applyMask('### ###', '123 4')).toEqual({ shown: '123 4', raw: '1234' });
    expect(applyMask('### ###', '123')).toEqual({ shown: '123', raw: '123' });
    expect(applyMask('### ###', '123 ')).toEqual({ shown: '123 ', raw: '123' });
    expect(applyMask('##', '12345')).toEqual({ shown: '12', raw: '12' });
    expect(applyMask('(###)', '123')).toEqual({ shown: '(123)', raw: '123' });
    expect(applyMask('(###)', '1234')).toEqual({ shown: '(123)', raw: '123' });
  });

  it('keeps an escaped literal in the raw value', () => {
    expect(applyMask('###\\-#', '1234')).toEqual({ shown: '123-4', raw: '123-4' });
  });
});

describe('store masks', () => {
  it('shows a mobile as 300 123 4567, whatever way it was written, and keeps its 10 digits', () => {
    for (const typed of [
      '3001234567',
      '300 123 4567',
      '(300) 123-4567',
      '300.123.4567',
      '+57 300 123 4567',
      '573001234567',
      '+ 57 (300) 123 45 67',
    ]) {
      expect(raw(PHONE_MASK, typed)).toBe('3001234567');
    }
    expect(shown(PHONE_MASK, '3001234567')).toBe('300 123 4567');
    expect(shown(PHONE_MASK, '+573001234567')).toBe('+57 300 123 4567');
    expect(shown(PHONE_MASK, '30012345678')).toBe('300 123 4567');
    expect(PHONE_MASK.inputMode).toBe('tel');
  });

  it('masks each document type to what core/people/documents.ts accepts', () => {
    expect(maskValue(documentMask('CC'), '1.020.304.050')).toEqual({ shown: '1020304050', raw: '1020304050' });
    expect(raw(documentMask('CE'), '12345678901')).toBe('1234567890');
    expect(raw(documentMask('TI'), '101234567890')).toBe('10123456789');
    expect(raw(documentMask('PPT'), '1234567')).toBe('1234567');
    expect(maskValue(documentMask('PP'), 'ab 123456')).toEqual({ shown: 'AB123456', raw: 'AB123456' });
    expect(maskValue(documentMask('NIT'), '900.123.456-8')).toEqual({ shown: '900123456-8', raw: '900123456-8' });
    expect(raw(documentMask('NIT'), '9001234568')).toBe('900123456-8');
    expect(raw(documentMask('NIT'), '10203040501')).toBe('1020304050-1');
    expect(raw(documentMask(''), 'ab-12.3')).toBe('AB123');
    expect(DOCUMENT_TYPES.map((t) => documentMask(t).inputMode)).toEqual([
      'numeric',
      'numeric',
      'numeric',
      'numeric',
      'text',
      'numeric',
    ]);
  });

  it('moves the NIT dash with the last digit, which is always the check digit', () => {
    expect(['9', '90', '900', '9001'].map((t) => shown(documentMask('NIT'), t))).toEqual(['9', '9-0', '90-0', '900-1']);
    // A dash typed after nine digits does no harm: the next digit still lands after it.
    expect(shown(documentMask('NIT'), '90012345-6-')).toBe('90012345-6');
    expect(shown(documentMask('NIT'), '90012345-68')).toBe('900123456-8');
  });
});

describe('maskEdit', () => {
  it('keeps the caret after a digit typed in the middle, past an inserted literal', () => {
    expect(maskEdit(PHONE_MASK, { before: '300 123 4567', value: '3009 123 4567', caret: 4 })).toEqual({
      shown: '300 912 3456',
      raw: '3009123456',
      caret: 5,
    });
    expect(maskEdit(PHONE_MASK, { before: '300 12', value: '300 123', caret: 7 })).toMatchObject({
      shown: '300 123',
      caret: 7,
    });
    expect(maskEdit(PHONE_MASK, { before: '300 123', value: '300 1234', caret: 8 })).toMatchObject({
      shown: '300 123 4',
      caret: 9,
    });
  });

  it('leaves the caret where it was when the character does not fit', () => {
    expect(maskEdit(PHONE_MASK, { before: '300 123', value: '30a0 123', caret: 3 })).toEqual({
      shown: '300 123',
      raw: '300123',
      caret: 2,
    });
  });

  it('Backspace over a literal deletes the character before it; Delete, the one after it', () => {
    expect(maskEdit(PHONE_MASK, { before: '300 123', value: '300123', caret: 3 })).toEqual({
      shown: '301 23',
      raw: '30123',
      caret: 2,
    });
    expect(maskEdit(PHONE_MASK, { before: '300 123', value: '300123', caret: 3, forward: true })).toEqual({
      shown: '300 23',
      raw: '30023',
      caret: 3,
    });
    expect(maskEdit(documentMask('NIT'), { before: '900123456-8', value: '9001234568', caret: 9 })).toEqual({
      shown: '90012345-8',
      raw: '90012345-8',
      caret: 8,
    });
  });

  it('Backspace after "+57 " takes the country code away', () => {
    expect(maskEdit(PHONE_MASK, { before: '+57 300', value: '+57300', caret: 3 })).toEqual({
      shown: '300',
      raw: '300',
      caret: 0,
    });
  });

  it('an ordinary Backspace deletes one digit and leaves the caret right after the digit before it', () => {
    expect(maskEdit(PHONE_MASK, { before: '300 123 4567', value: '300 23 4567', caret: 4 })).toEqual({
      shown: '300 234 567',
      raw: '300234567',
      caret: 3,
    });
    expect(maskEdit(documentMask('NIT'), { before: '900123456-8', value: '90013456-8', caret: 4 })).toEqual({
      shown: '90013456-8',
      raw: '90013456-8',
      caret: 4,
    });
  });
});

const PATTERN_CHARS = ['#', 'X', 'S', 'A', 'a', ' ', '-', '.', '/', '(', ')'];
const LITERALS = new Set([' ', '-', '.', '/', '(', ')']);
const aPattern = fc.array(fc.constantFrom(...PATTERN_CHARS), { maxLength: 16 }).map((cs) => cs.join(''));
const aTyped = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...'0123456789aZñÉß -.()+'), maxLength: 30 }),
);
const STORE_MASKS: readonly FieldMask[] = [PHONE_MASK, ...DOCUMENT_TYPES.map(documentMask), documentMask('')];

describe('mask properties', () => {
  it('masking the shown text again changes nothing', () => {
    fc.assert(
      fc.property(aPattern, aTyped, (pattern, typed) => {
        const once = applyMask(pattern, typed);
        expect(applyMask(pattern, once.shown)).toEqual(once);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...STORE_MASKS), aTyped, (mask, typed) => {
        const once = maskValue(mask, typed);
        expect(maskValue(mask, once.shown)).toEqual(once);
      }),
    );
  });

  it('the raw value holds no literal, and the shown text is never longer than the mask', () => {
    fc.assert(
      fc.property(aPattern, aTyped, (pattern, typed) => {
        const { shown: text, raw: value } = applyMask(pattern, typed);
        expect([...value].some((c) => LITERALS.has(c))).toBe(false);
        expect([...text].length).toBeLessThanOrEqual(pattern.length);
      }),
    );
  });

  it("the form's raw value is shown again as the same value (a saved value, a re-render)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORE_MASKS), aTyped, (mask, typed) => {
        const value = raw(mask, typed);
        // "+57 5…" is no mobile; read back alone, its 5 would be taken for the country code.
        if (mask === PHONE_MASK && value.startsWith('5')) return;
        expect(raw(mask, value)).toBe(value);
      }),
    );
  });

  it('every mobile of 10 digits starting with 3 round-trips, shown as 300 123 4567', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^3\d{9}$/), (phone) => {
        expect(maskValue(PHONE_MASK, phone)).toEqual({
          shown: `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
          raw: phone,
        });
      }),
    );
  });

  it('never blocks a mobile the core accepts, however it is written', () => {
    const separated = (text: string) =>
      fc
        .array(fc.constantFrom('', '', ' ', '-', '.', '(', ')'), { minLength: text.length, maxLength: text.length })
        .map((seps) => [...text].map((c, k) => seps[k] + c).join(''));
    const written = fc
      .tuple(fc.constantFrom('', '57', '+57'), fc.stringMatching(/^3\d{9}$/))
      .chain(([code, phone]) => separated(code + phone));
    fc.assert(
      fc.property(written, (typed) => {
        const core = parseMobilePhone(typed);
        expect(core.ok).toBe(true);
        expect(parseMobilePhone(raw(PHONE_MASK, typed))).toEqual(core);
      }),
    );
  });

  it('never blocks a document the core accepts: its raw value parses to the same document', () => {
    const digits = (min: number, max: number, first = '0-9') =>
      fc.stringMatching(new RegExp(`^[${first}]\\d{${min - 1},${max - 1}}$`));
    const nit = fc
      .stringMatching(new RegExp(`^\\d{3,${MAX_NIT_DIGITS}}$`))
      .map((base) => `${base}-${nitCheckDigit(base)}`);
    const byType: Record<DocumentType, fc.Arbitrary<string>> = {
      CC: digits(3, 10, '1-9'),
      CE: digits(3, 10, '1-9'),
      TI: digits(10, 11),
      PPT: digits(5, 10),
      PP: fc
        .stringMatching(/^[A-Za-z0-9]{4,11}$/)
        .chain((s) => fc.nat(s.length).map((k) => `${s.slice(0, k)}7${s.slice(k)}`)),
      NIT: nit,
    };
    const dotted = (text: string) => fc.constantFrom(text, text.replace(/(\d)(?=(\d{3})+(?!\d))/g, '$1.'), ` ${text} `);
    const aDocument = fc
      .constantFrom(...DOCUMENT_TYPES)
      .chain((type) => byType[type].chain(dotted).map((number) => ({ type, number })));
    fc.assert(
      fc.property(aDocument, ({ type, number }) => {
        const core = parseDocument(type, number);
        expect(core.ok).toBe(true);
        expect(parseDocument(type, raw(documentMask(type), number))).toEqual(core);
      }),
    );
  });
});
