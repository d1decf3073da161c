import type { Pesos } from '../../core/shared/money';

/** The namespaces of the DIAN's UBL 2.1 documents (Anexo Técnico v1.9). */
export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  attached: 'urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
} as const;

/** The DIAN as an agency (schemeAgencyID 195), as every DIAN identifier carries it. */
export const DIAN_AGENCY =
  'schemeAgencyID="195" schemeAgencyName="CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)"';

// Characters XML 1.0 cannot carry at all (controls other than tab and line ends, U+FFFE, U+FFFF, lone surrogates).
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or an attribute value with the five XML specials escaped, and characters XML cannot carry left out. */
export const esc = (text: string): string =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** An element with escaped text: `el('cbc:ID', 'SETP1')`, attributes written as given (already escaped). */
export const el = (name: string, text: string, attributes = ''): string =>
  `<${name}${attributes ? ` ${attributes}` : ''}>${esc(text)}</${name}>`;

/** Whole pesos as the Anexo writes amounts: two decimals, no thousands separator (`129900.00`). */
export const amount = (pesos: Pesos | number): string => `${pesos}.00`;

/** An amount element in Colombian pesos. */
export const money = (name: string, pesos: Pesos | number): string => el(name, amount(pesos), 'currencyID="COP"');

/** A rate as a percentage with two decimals (0.19 → `19.00`). */
export const percent = (rate: number): string => (Math.round(rate * 10_000) / 100).toFixed(2);

// Colombia keeps UTC−5 all year (no daylight saving since 1993), so Bogotá's wall clock is a fixed shift.
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

/** An instant as the DIAN writes it: the date and the time in Bogotá (`2026-11-29`, `10:53:10-05:00`). */
export const bogota = (instant: Date): { readonly date: string; readonly time: string } => {
  const shifted = new Date(instant.getTime() - BOGOTA_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: `${shifted.slice(11, 19)}-05:00` };
};

/** Text kept verbatim inside CDATA: a `]]>` in it is split across two sections. */
export const cdata = (text: string): string => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
