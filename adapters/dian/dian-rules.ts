import type { RuleBreach } from '../../core/invoicing/invoice';

/**
 * The rules the document checks answer, each with the DIAN's own rejection message (Anexo Técnico v1.9, §7 "Reglas
 * de validación"), and for operators a Spanish explanation of what to correct.
 */
const RULES = {
  ZB01: {
    message: 'Fallo en el esquema XML del archivo',
    explanation:
      'Al documento le falta un elemento que el esquema de la DIAN exige. Es un error del programa de facturación: ' +
      'revise el registro del envío y reintente cuando esté corregido.',
  },
  FAD06: {
    message: 'Valor del CUFE no está calculado correctamente',
    explanation:
      'El CUFE de la factura no coincide con sus datos. Suele deberse a una clave técnica equivocada: revise ' +
      'DIAN_TECHNICAL_KEY contra la del rango de numeración y reintente.',
  },
  CAD06: {
    message: 'Valor del CUDE no está calculado correctamente',
    explanation:
      'El CUDE de la nota crédito no coincide con sus datos. Suele deberse a un PIN del software equivocado: revise ' +
      'DIAN_SOFTWARE_PIN y reintente.',
  },
  ZE02: {
    message: 'Valor de la firma inválido.',
    explanation:
      'La firma digital no es válida para este documento o fue alterado después de firmarlo. Revise el certificado ' +
      '(DIAN_CERT_FILE y DIAN_CERT_PASSWORD) y reintente.',
  },
  FAD05c: {
    message: 'Número de factura no está dentro del rango de numeración autorizado',
    explanation:
      'El número de la factura está fuera del rango de la resolución (prefijo, desde, hasta). Configure un rango ' +
      'vigente con DIAN_RESOLUTION_* y reintente.',
  },
  FAD09a: {
    message: 'Fecha de emisión no está dentro de la vigencia de la resolución de numeración',
    explanation:
      'La factura se emitió fuera de las fechas de vigencia de la resolución. Configure la resolución vigente y ' +
      'reintente.',
  },
  FAD09e: {
    message: 'La fecha de emisión de la factura es posterior a la fecha de recepción',
    explanation: 'La fecha de emisión está en el futuro: revise el reloj del servidor y reintente.',
  },
  CAD09e: {
    message: 'La fecha de emisión de la nota crédito es posterior a la fecha de recepción',
    explanation: 'La fecha de emisión está en el futuro: revise el reloj del servidor y reintente.',
  },
  FAB27b: {
    message: 'Huella no corresponde a un software autorizado para este OFE',
    explanation:
      'El código de seguridad del software no corresponde al software registrado. Revise DIAN_SOFTWARE_ID y ' +
      'DIAN_SOFTWARE_PIN y reintente.',
  },
  CAB27b: {
    message: 'Huella no corresponde a un software autorizado para este OFE',
    explanation:
      'El código de seguridad del software de la nota crédito no corresponde al software registrado. Revise ' +
      'DIAN_SOFTWARE_ID y DIAN_SOFTWARE_PIN y reintente.',
  },
} as const;

export type DianRule = keyof typeof RULES;

/** A breach of a rule, with the DIAN's message and, when given, what it is about. */
export const breach = (code: DianRule, detail?: string): RuleBreach => ({
  code,
  message: detail ? `${RULES[code].message}: ${detail}` : RULES[code].message,
});

/** For operators: the Spanish explanation of each rule code the checks emit (what it means and what to correct). */
export const DIAN_RULE_TEXT: ReadonlyMap<string, string> = new Map(
  Object.entries(RULES).map(([code, rule]) => [code, rule.explanation]),
);
