import type { RuleBreach } from '../../core/invoicing/invoice';

/**
 * The rules the document checks answer, each with the DIAN's own rejection message and, for operators, a Spanish
 * explanation of what to correct. Codes and messages as the DIAN's validator answers them (Anexo Técnico v1.9 §7,
 * "Reglas de validación"; FAD06/CAD06, FAB27b/CAB27b and the range rules as worded in the DIAN's published validator,
 * ZE02 as its answers quote it). ZB01 (schema) and CAD09e (the credit note's FAD09e) are the ones not read verbatim.
 */
const RULES = {
  ZB01: {
    message: 'Fallo en el esquema XML del archivo',
    explanation:
      'Al documento le falta un elemento que el esquema de la DIAN exige. Es un error del programa de facturación: ' +
      'revise el registro del envío y reintente cuando esté corregido.',
  },
  FAD05b: {
    message: 'Número de factura es inferior al número inicial del rango de numeración autorizado',
    explanation:
      'El número de la factura es menor que el «desde» de la resolución. Revise DIAN_RANGE_FROM y reintente.',
  },
  FAD05c: {
    message: 'Número de factura es superior al número final del rango de numeración autorizado',
    explanation:
      'El rango de numeración autorizado se agotó o el número está por encima de su «hasta». Configure la ' +
      'resolución nueva (DIAN_RESOLUTION_NUMBER, DIAN_RANGE_FROM, DIAN_RANGE_TO) y reintente.',
  },
  FAD05d: {
    message: 'Número de factura no está contenido en el rango de numeración autorizado',
    explanation: 'El número de la factura no lleva el prefijo de la resolución. Revise DIAN_PREFIX y reintente.',
  },
  FAD06: {
    message: 'Valor del CUFE no está calculado correctamente.',
    explanation:
      'El CUFE de la factura no coincide con sus datos. Suele deberse a una clave técnica equivocada: revise ' +
      'DIAN_TECHNICAL_KEY contra la del rango de numeración y reintente.',
  },
  CAD06: {
    message: 'Valor del CUDE no está calculado correctamente.',
    explanation:
      'El CUDE de la nota crédito no coincide con sus datos. Suele deberse a un PIN del software equivocado: revise ' +
      'DIAN_SOFTWARE_PIN y reintente.',
  },
  FAD09a: {
    message: 'Fecha de emisión anterior a la fecha de inicio de la autorización de la numeración',
    explanation:
      'La factura se emitió antes de que empezara la vigencia de la resolución. Revise DIAN_VALID_FROM y ' +
      'reintente.',
  },
  FAD09b: {
    message: 'Fecha de emisión posterior a la fecha final de la autorización de la numeración',
    explanation:
      'La resolución de numeración ya venció cuando se emitió la factura. Configure una resolución vigente ' +
      '(DIAN_RESOLUTION_NUMBER, DIAN_VALID_FROM, DIAN_VALID_TO) y reintente.',
  },
  FAD09e: {
    message: 'La fecha de generación de la factura es diferente a la fecha de firma de la factura',
    explanation: 'La factura se firmó otro día distinto al de su emisión. Es un error del programa: reintente.',
  },
  CAD09e: {
    message: 'La fecha de generación de la nota crédito es diferente a la fecha de firma de la nota crédito',
    explanation: 'La nota crédito se firmó otro día distinto al de su emisión. Es un error del programa: reintente.',
  },
  ZE02: {
    message: 'Valor de la firma inválido.',
    explanation:
      'La firma digital no es válida para este documento, fue alterado después de firmarlo o su fecha de firma está ' +
      'en el futuro. Revise el certificado (DIAN_CERT_FILE, DIAN_CERT_PASSWORD) y el reloj del servidor, y reintente.',
  },
  FAB27b: {
    message: 'Huella no corresponde a un software autorizado para este OFE.',
    explanation:
      'El código de seguridad del software no corresponde al software registrado. Revise DIAN_SOFTWARE_ID y ' +
      'DIAN_SOFTWARE_PIN y reintente.',
  },
  CAB27b: {
    message: 'Huella no corresponde a un software autorizado para este OFE.',
    explanation:
      'El código de seguridad del software de la nota crédito no corresponde al software registrado. Revise ' +
      'DIAN_SOFTWARE_ID y DIAN_SOFTWARE_PIN y reintente.',
  },
} as const;

export type DianRule = keyof typeof RULES;

/** A breach of a rule, with the DIAN's message and, when given, what it is about. */
export const breach = (code: DianRule, detail?: string): RuleBreach => ({
  code,
  message: detail ? `${RULES[code].message} (${detail})` : RULES[code].message,
});

/** For operators: the Spanish explanation of each rule code the checks emit (what it means and what to correct). */
export const DIAN_RULE_TEXT: ReadonlyMap<string, string> = new Map(
  Object.entries(RULES).map(([code, rule]) => [code, rule.explanation]),
);
