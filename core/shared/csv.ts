import { err, ok, type Result } from './result';

/** One record of a CSV file and its line, counted as a spreadsheet counts rows (the file's first is line 1), so a
 * quoted field holding line breaks does not move the numbers of the records after it. */
export type CsvRecord = { readonly line: number; readonly fields: readonly string[] };

/** A message for operators, in the CLI's English and the console's Spanish. */
export type Said = { readonly en: string; readonly es: string };
export type Language = keyof Said;

export type CsvError = { readonly line: number; readonly message: Said };

// A leading byte order mark is quoted too: unquoted at the start of a file, a reader takes it for the file's.
const NEEDS_QUOTES = /[",\r\n]|^\uFEFF/;

/** A field as RFC 4180 writes it: quoted (its quotes doubled) when it holds a quote, comma or line break; a lone empty
 * field is quoted too, so its record is not read back as a blank line. */
const field = (value: string, alone: boolean) =>
  NEEDS_QUOTES.test(value) || (alone && value === '') ? `"${value.replaceAll('"', '""')}"` : value;

/** Writes records as RFC 4180 CSV: fields separated by commas, each record ended by CRLF. */
export const writeCsv = (records: readonly (readonly string[])[]): string =>
  records.map((r) => `${r.map((v) => field(v, r.length === 1)).join(',')}\r\n`).join('');

/**
 * Reads RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF or a lone LF
 * (as some editors save), the last one with or without it. A byte order mark (as spreadsheets save UTF-8) is skipped and
 * blank lines are not records. A quote inside an unquoted field, text after a closing quote, or a quote never closed is
 * an error at the line of its record. Blank lines count as lines, as in a spreadsheet.
 */
export const readCsv = (text: string): Result<CsvRecord[], CsvError> => {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let value = '';
  let line = 1;
  let fieldBegun = false;
  let recordBegun = false;
  const strayQuote = () =>
    err({
      line,
      message: {
        en: 'a quote (") inside a field that does not start with one: quote the whole field',
        es: 'hay una comilla (") dentro de un campo que no empieza con una: pon todo el campo entre comillas',
      },
    });
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length;) {
    const c = text[i];
    if (c === '"') {
      if (fieldBegun) return strayQuote();
      const closed = closingQuote(text, i + 1);
      if (closed === null)
        return err({
          line,
          message: {
            en: 'a quoted field is never closed (a " is missing)',
            es: 'un campo entre comillas nunca se cierra (falta una ")',
          },
        });
      value = text.slice(i + 1, closed).replaceAll('""', '"');
      fieldBegun = recordBegun = true;
      i = closed + 1;
      if (i < text.length && !',\r\n'.includes(text[i]))
        return err({
          line,
          message: {
            en: 'text after the closing quote of a field: quote the whole field',
            es: 'hay texto después de la comilla que cierra un campo: pon todo el campo entre comillas',
          },
        });
    } else if (c === ',') {
      fields.push(value);
      value = '';
      fieldBegun = false;
      recordBegun = true;
      i += 1;
    } else if (c === '\r' || c === '\n') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      if (recordBegun) records.push({ line, fields: [...fields, value] });
      // A blank line is a row of a spreadsheet too: it counts, though it is no record.
      line += 1;
      fields = [];
      value = '';
      fieldBegun = recordBegun = false;
    } else {
      const start = i;
      while (i < text.length && !'",\r\n'.includes(text[i])) i += 1;
      value += text.slice(start, i);
      fieldBegun = recordBegun = true;
      if (text[i] === '"') return strayQuote();
    }
  }
  if (recordBegun) records.push({ line, fields: [...fields, value] });
  return ok(records);
};

/** Where the quoted field starting at `from` closes (its quote not doubled), or null when it never does. */
const closingQuote = (text: string, from: number): number | null => {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] !== '"') continue;
    if (text[i + 1] === '"') i += 1;
    else return i;
  }
  return null;
};
