import { DOCUMENT_TYPES, type DocumentType } from '../../../core/people/documents';

const DOCUMENT_LABELS: Readonly<Record<DocumentType, string>> = {
  CC: 'Cédula de ciudadanía (CC)',
  CE: 'Cédula de extranjería (CE)',
  NIT: 'NIT',
  TI: 'Tarjeta de identidad (TI)',
  PP: 'Pasaporte (PP)',
  PPT: 'Permiso por Protección Temporal (PPT)',
};

/** The document types as a select offers them. */
export const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_LABELS[value] }));

/** How each document number is written, with an example, under its field. */
export const DOCUMENT_HINT: Readonly<Record<DocumentType, string>> = {
  CC: 'Solo números, sin puntos. Ejemplo: 1020304050',
  CE: 'Solo números, sin puntos. Ejemplo: 123456',
  NIT: 'Con el dígito de verificación al final; el guion se pone solo. Ejemplo: 900123456-7',
  TI: '10 u 11 dígitos. Ejemplo: 1012345678',
  PP: 'Letras y números, como aparece en tu pasaporte. Ejemplo: AB123456',
  PPT: 'Solo números. Ejemplo: 1234567',
};
