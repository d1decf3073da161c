import { parseReturnNumber } from '../core/returns/return';

/** The id of the order page's returns section: a form sent without JavaScript comes back scrolled to it. */
export const RETURNS_ANCHOR = 'devoluciones';

/** How a return form sent without JavaScript went, told back to the order's page in its address: the return's number,
 * or the kind of refusal (never a text of the request: the page says a fixed sentence for each kind). */
export type ReturnFormOutcome =
  { readonly state: 'sent'; readonly number: string } | { readonly state: 'refused'; readonly kind: string };

/** What the page says for each refusal it can be told in its address. */
export const REFUSAL_TEXT: ReadonlyMap<string, string> = new Map([
  ['not-returnable', 'Puedes pedir una devolución cuando hayas recibido tu pedido.'],
  ['invalid-return-input', 'Revisa el motivo y cuéntanos lo que pasó (para otro motivo, al menos 10 caracteres).'],
  [
    'invalid-return-lines',
    'Revisa las unidades: elige al menos una, no más de las que puedes devolver, y para el retracto marca solo productos sellados.',
  ],
  ['return-window-closed', 'El plazo para ese motivo ya terminó o aún no empieza: revisa los plazos de arriba.'],
  ['invalid-evidence', 'Las fotos deben ser imágenes JPEG, PNG o WebP: máximo 3, de hasta 5 MB cada una.'],
  [
    'invalid-refund-destination',
    'Revisa cómo quieres recibir el dinero y, si es por transferencia, los datos de la cuenta.',
  ],
  ['picture-too-large', 'Las fotos pesan demasiado: adjunta máximo 3, de hasta 5 MB cada una.'],
  ['invalid-input', 'Revisa los datos del formulario.'],
]);

/** The order page's address after a form sent without JavaScript: its own (signed) path with the outcome. */
export const returnOutcomeAddress = (orderPath: string, outcome: ReturnFormOutcome): string => {
  const query =
    outcome.state === 'sent'
      ? `devolucion=${encodeURIComponent(outcome.number)}`
      : `devolucion-rechazada=${REFUSAL_TEXT.has(outcome.kind) ? outcome.kind : 'invalid-input'}`;
  return `${orderPath}${orderPath.includes('?') ? '&' : '?'}${query}#${RETURNS_ANCHOR}`;
};

/** The outcome an order page's address tells, or null for a page opened normally. */
export const returnOutcomeOf = (search: string): ReturnFormOutcome | null => {
  const params = new URLSearchParams(search);
  const number = parseReturnNumber(params.get('devolucion') ?? '');
  if (number) return { state: 'sent', number };
  const kind = params.get('devolucion-rechazada');
  return kind !== null && REFUSAL_TEXT.has(kind) ? { state: 'refused', kind } : null;
};
