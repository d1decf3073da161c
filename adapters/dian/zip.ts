import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { InvoiceKind } from '../../core/invoicing/invoice';
import { bogotaDateOf } from '../../core/shared/bogota-time';

/** The names a document travels under: its XML inside the zip, and the zip itself. */
export type DocumentFileNames = { readonly xml: string; readonly zip: string };

// Anexo Técnico v1.9, "nombre de los archivos": {kind}{NIT, 10 digits}{ppp}{aa}{dddddddd}, where ppp is the
// technology provider's code (000: the store is its own biller), aa the year's last two digits and dddddddd the
// file's consecutive in hexadecimal, 8 digits; the zip is the same name after a `z`.
const OWN_SOFTWARE = '000';
const KIND_LETTERS: Readonly<Record<InvoiceKind, string>> = { 'invoice': 'fv', 'credit-note': 'nc' };
// Invoices and credit notes have consecutives of their own, but their zips share the `z` letter: a credit note's file
// number takes the top bit, so the two never meet.
const CREDIT_NOTE_FILES = 0x8000_0000;

/**
 * The file names of a document, the same on every attempt (a retry is the same file): its consecutive is the file's,
 * in the year it was numbered in Bogotá.
 */
export const documentFileNames = (
  kind: InvoiceKind,
  nit: string,
  consecutive: number,
  issuedAt: Date,
): DocumentFileNames => {
  if (!/^\d{1,10}$/.test(nit)) throw new Error(`A NIT of up to 10 digits is needed for a file name, not "${nit}"`);
  const file = consecutive + (kind === 'credit-note' ? CREDIT_NOTE_FILES : 0);
  if (!Number.isSafeInteger(consecutive) || consecutive < 1 || file > 0xffff_ffff)
    throw new Error(`A document's consecutive must fit 8 hexadecimal digits, not ${consecutive}`);
  const year = String(bogotaDateOf(issuedAt).year % 100).padStart(2, '0');
  const name = `${nit.padStart(10, '0')}${OWN_SOFTWARE}${year}${file.toString(16).padStart(8, '0')}`;
  return { xml: `${KIND_LETTERS[kind]}${name}.xml`, zip: `z${name}.zip` };
};

/** The XML, zipped alone under its name, in Base64 (the web service's `contentFile`). */
export const zipDocument = (xmlName: string, xml: string): string =>
  Buffer.from(zipSync({ [xmlName]: strToU8(xml) }, { level: 9, mtime: new Date('2020-01-01T00:00:00Z') })).toString(
    'base64',
  );

/** A zip's only file back from Base64: null when it is not a zip of exactly one XML file. */
export const unzipDocument = (base64: string): { readonly name: string; readonly xml: string } | null => {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(Buffer.from(base64, 'base64')));
  } catch {
    return null;
  }
  const entries = Object.entries(files);
  const only = entries.length === 1 ? entries[0] : undefined;
  if (!only || !only[0].toLowerCase().endsWith('.xml')) return null;
  return { name: only[0], xml: strFromU8(only[1]) };
};
