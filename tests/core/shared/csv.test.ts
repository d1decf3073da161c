import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '../../../core/shared/csv';

const fields = (text: string) => {
  const read = readCsv(text);
  if (!read.ok) throw new Error(read.error.message.en);
  return read.value.map((r) => r.fields);
};

describe('CSV (RFC 4180)', () => {
  it('quotes only the fields that need it, doubling their quotes, and ends every record with CRLF', () => {
    expect(
      writeCsv([
        ['slug', 'name'],
        ['whey', 'Whey "Oro", 2 lb\nNuevo'],
      ]),
    ).toBe('slug,name\r\nwhey,"Whey ""Oro"", 2 lb\nNuevo"\r\n');
    // A record of one empty field is not a blank line.
    expect(writeCsv([[''], ['a', '']])).toBe('""\r\na,\r\n');
    // A first field starting with a byte order mark is not taken for the file's (found by csv.prop.test.ts).
    expect(readCsv(writeCsv([['\uFEFF', '']]))).toEqual({ ok: true, value: [{ line: 1, fields: ['\uFEFF', ''] }] });
  });

  it('reads quoted commas, quotes and line breaks, CRLF or LF, with or without a last line end', () => {
    expect(fields('a,"b,c","d ""e""",\r\n"f\r\ng",h\nlast,')).toEqual([
      ['a', 'b,c', 'd "e"', ''],
      ['f\r\ng', 'h'],
      ['last', ''],
    ]);
    expect(fields('\uFEFFslug,name\r\nwhey,Ñandú')).toEqual([
      ['slug', 'name'],
      ['whey', 'Ñandú'],
    ]);
    expect(fields('""\r\n')).toEqual([['']]);
  });

  it('counts lines as a spreadsheet counts rows: a quoted line break stays in its row, a blank line counts', () => {
    const read = readCsv('h1,h2\r\n"a\nb",c\r\n\r\nd,e\r\n');
    expect(read.ok && read.value.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('refuses a stray quote, text after a closing quote and a quote never closed, naming the line', () => {
    expect(readCsv('h\r\nab"c\r\n')).toEqual({
      ok: false,
      error: {
        line: 2,
        message: expect.objectContaining({
          en: 'a quote (") inside a field that does not start with one: quote the whole field',
        }),
      },
    });
    expect(readCsv('h\r\n"ab"c\r\n')).toEqual({
      ok: false,
      error: {
        line: 2,
        message: expect.objectContaining({ en: 'text after the closing quote of a field: quote the whole field' }),
      },
    });
    expect(readCsv('h\r\nok\r\n"never closed,\r\nx\r\n')).toEqual({
      ok: false,
      error: { line: 3, message: expect.objectContaining({ en: 'a quoted field is never closed (a " is missing)' }) },
    });
  });
});
