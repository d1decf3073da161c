import type { NewTransaction } from './payments';

/** A body value as text (the SDK sends strings, our gateway may send numbers). */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const SPANISH: Readonly<Record<string, string>> = {
  banco: 'bank',
  factura: 'invoice',
  descripcion: 'description',
  valor: 'value',
  iva: 'tax',
  baseiva: 'tax_base',
  moneda: 'currency',
  tipo_persona: 'type_person',
  tipo_doc: 'doc_type',
  documento: 'doc_number',
  nombres: 'name',
  apellidos: 'last_name',
  pais: 'country',
  depto: 'department',
  ciudad: 'city',
  telefono: 'phone',
  celular: 'cell_phone',
  direccion: 'address',
  url_respuesta: 'url_response',
  url_confirmacion: 'url_confirmation',
  metodoconfirmacion: 'method_confirmation',
  fechaexpiracion: 'end_date',
};
const APIFY: Readonly<Record<string, string>> = {
  expirationDate: 'end_date',
  refPayco: 'ref_payco',
  taxBase: 'tax_base',
  docType: 'doc_type',
  document: 'doc_number',
  lastName: 'last_name',
  testMode: 'test',
  urlResponse: 'url_response',
  urlConfirmation: 'url_confirmation',
  methodConfirmation: 'method_confirmation',
  indCountry: 'ind_country',
};

/** A body's fields under the SDK's English names, whichever of ePayco's key sets (Spanish, Apify's) it used. */
export const englishFields = (body: Readonly<Record<string, unknown>>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    // A charge's extras come nested (`extras: {extra1…}`, as the SDKs' examples send them): read them as flat ones.
    if (key === 'extras' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [extra, v] of Object.entries(value))
        if (/^extra([1-9]|10)$/.test(extra) && !out[extra]) out[extra] = str(v);
      continue;
    }
    if (typeof value === 'object' && value !== null) continue;
    out[SPANISH[key] ?? APIFY[key] ?? key] = str(value);
  }
  return out;
};

const CUSTOMER_KEYS = [
  'doc_type',
  'doc_number',
  'name',
  'last_name',
  'email',
  'phone',
  'cell_phone',
  'city',
  'address',
  'country',
  'department',
  'type_person',
] as const;

/** The fields every payment keeps, from English fields: buyer, amounts, URLs, extras. */
export const transactionBase = (
  f: Readonly<Record<string, string>>,
): Omit<NewTransaction, 'method' | 'franchise' | 'bank' | 'bankCode' | 'state'> => ({
  invoice: f.invoice || f.bill || '',
  description: f.description ?? '',
  value: f.value ?? '',
  tax: f.tax || '0',
  taxBase: f.tax_base || '0',
  ico: f.ico || '0',
  currency: (f.currency || 'COP').toUpperCase(),
  customer: Object.fromEntries(CUSTOMER_KEYS.flatMap((k) => (f[k] ? [[k, f[k]]] : []))),
  ip: f.ip ?? '',
  test: (f.test ?? 'TRUE').toUpperCase() !== 'FALSE',
  urlResponse: f.url_response ?? '',
  urlConfirmation: f.url_confirmation ?? '',
  confirmationMethod: (f.method_confirmation ?? '').toUpperCase() === 'GET' ? 'GET' : 'POST',
  extras: Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => `extra${i + 1}`).flatMap((k) => (f[k] ? [[k, f[k]]] : [])),
  ),
});

/** The fields a payment must have, by their English names; the Spanish messages name the wire's field. */
export const missingFields = (f: Readonly<Record<string, string>>, required: readonly string[]) =>
  required
    .filter((k) => !f[k] || (k === 'value' && !/^\d+(\.\d{1,2})?$/.test(f[k])))
    .map((k) => ({ code: 'E035', message: `El campo ${k} es obligatorio o no es válido` }));
