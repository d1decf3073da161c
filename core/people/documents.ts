import { err, ok, type Result } from '../shared/result';
import { MAX_NIT_DIGITS, nitCheckDigit } from './nit';

/** Identity documents the store accepts (POLICY.md, Customers and documents). */
export const DOCUMENT_TYPES = ['CC', 'CE', 'NIT', 'TI', 'PP', 'PPT'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Each document's name as a sentence says it ("solo con cédula de ciudadanía"). */
export const DOCUMENT_NAME: Readonly<Record<DocumentType, string>> = {
  CC: 'cédula de ciudadanía',
  CE: 'cédula de extranjería',
  NIT: 'NIT',
  TI: 'tarjeta de identidad',
  PP: 'pasaporte',
  PPT: 'Permiso por Protección Temporal',
};

/** A checked identity document; for a NIT, `number` is the base and `checkDigit` its verified DIAN digit. */
export type IdentityDocument =
  | { readonly type: Exclude<DocumentType, 'NIT'>; readonly number: string }
  | { readonly type: 'NIT'; readonly number: string; readonly checkDigit: number };

export type DocumentError = {
  readonly kind: 'invalid-document' | 'unknown-document-type';
  readonly type: string;
  readonly message: string;
};

/** Each type's format, after removing spaces and dots (and dashes, except a NIT's). */
const FORMATS: Readonly<Record<Exclude<DocumentType, 'NIT'>, { readonly pattern: RegExp; readonly message: string }>> =
  {
    CC: { pattern: /^[1-9]\d{2,9}$/, message: 'La cédula de ciudadanía debe tener entre 3 y 10 dígitos, sin letras.' },
    CE: { pattern: /^[1-9]\d{2,9}$/, message: 'La cédula de extranjería debe tener entre 3 y 10 dígitos, sin letras.' },
    TI: { pattern: /^\d{10,11}$/, message: 'La tarjeta de identidad debe tener 10 u 11 dígitos.' },
    PP: {
      pattern: /^(?=.*\d)[A-Z0-9]{5,12}$/,
      message: 'El pasaporte debe tener entre 5 y 12 letras o números, con al menos un número.',
    },
    PPT: {
      pattern: /^\d{5,10}$/,
      message: 'El Permiso por Protección Temporal (PPT) debe tener entre 5 y 10 dígitos.',
    },
  };

/** True for one of DOCUMENT_TYPES, exactly as written. */
export const isDocumentType = (type: string): type is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(type);

const invalid = (type: string, message: string): Result<never, DocumentError> =>
  err({ kind: 'invalid-document', type, message });

const NIT_SHAPE = new RegExp(`^(\\d{3,${MAX_NIT_DIGITS}})-(\\d)$`);

/** Reads a NIT written with its check digit after a dash ("900.123.456-7") and verifies the digit by the DIAN rule. */
const parseNit = (raw: string): Result<IdentityDocument, DocumentError> => {
  const compact = raw.replace(/[\s.]/g, '');
  const match = NIT_SHAPE.exec(compact);
  if (!match) {
    return /^\d+$/.test(compact)
      ? invalid('NIT', 'Escribe el NIT con su dígito de verificación, separado por un guion (ejemplo: 900123456-7).')
      : invalid('NIT', `El NIT debe tener entre 3 y ${MAX_NIT_DIGITS} dígitos, un guion y el dígito de verificación.`);
  }
  const [, base, digit] = match;
  const expected = nitCheckDigit(base);
  return Number(digit) === expected
    ? ok({ type: 'NIT', number: base, checkDigit: expected })
    : invalid('NIT', 'El dígito de verificación no corresponde a ese NIT. Revisa el número.');
};

/** Checks a document number against its type's format (and a NIT's check digit), keeping digits and capital letters only. */
export const parseDocument = (type: string, raw: string): Result<IdentityDocument, DocumentError> => {
  const upperType = type.trim().toUpperCase();
  if (!isDocumentType(upperType)) {
    return err({
      kind: 'unknown-document-type',
      type,
      message: 'Elige un tipo de documento: CC, CE, NIT, TI, PP o PPT.',
    });
  }
  if (upperType === 'NIT') return parseNit(raw);
  const compact = raw.replace(/[\s.-]/g, '').toUpperCase();
  const format = FORMATS[upperType];
  return format.pattern.test(compact) ? ok({ type: upperType, number: compact }) : invalid(upperType, format.message);
};

/** A document as it is printed back to the shopper and sent to providers: "CC 1020304050", "NIT 900123456-7". */
export const formatDocument = (document: IdentityDocument): string =>
  document.type === 'NIT' ? `NIT ${document.number}-${document.checkDigit}` : `${document.type} ${document.number}`;
