import type { RuleBreach } from '../../core/invoicing/invoice';
import type { IssuerAnswer } from '../../core/invoicing/ports';
import type { DianResponse } from './soap-answers';

// "Regla: FAD06, Rechazo: El valor…" refuses; "Regla: FAJ43b, Notificación: …" only warns.
const RULE_LINE = /^Regla:\s*([^,]+?)\s*,\s*(Rechazo|Notificaci[oó]n)\s*:\s*([\s\S]*)$/;

/** The refusing rules among a DianResponse's messages; a message not in the rule format is kept whole, codeless. */
export const rulesOf = (messages: readonly string[]): readonly RuleBreach[] =>
  messages.flatMap((line) => {
    const match = RULE_LINE.exec(line.trim());
    if (!match) return line.trim() ? [{ code: '', message: line.trim() }] : [];
    return match[2] === 'Rechazo' ? [{ code: match[1], message: match[3].trim() }] : [];
  });

/** A DianResponse's StatusCode for a document or key the service does not know (66; 90 for a GetStatusZip key). */
const UNKNOWN_CODES: ReadonlySet<string> = new Set(['66', '90']);

/** The core's word for what the service answered about one document. */
export const issuerAnswerOf = (response: DianResponse, at: Date): IssuerAnswer => {
  const applicationResponse = Buffer.from(response.xmlBase64Bytes, 'base64').toString('utf8');
  if (response.isValid && response.statusCode === '00') return { kind: 'accepted', response: applicationResponse, at };
  if (UNKNOWN_CODES.has(response.statusCode)) return { kind: 'unknown' };
  if (response.statusCode === '99' || response.errorMessages.length > 0) {
    const rules = rulesOf(response.errorMessages);
    return {
      kind: 'refused',
      rules: rules.length > 0 ? rules : [{ code: response.statusCode, message: response.statusDescription }],
      response: applicationResponse,
    };
  }
  // Anything else (a batch still being validated…) is not an answer yet: asked again later.
  return { kind: 'unreachable', error: `StatusCode ${response.statusCode}: ${response.statusDescription}` };
};
