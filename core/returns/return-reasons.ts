/** Why a shopper gives something back (issue 34): the law's two rights, the store's faults, an exchange, or another
 * reason the store accepts as goodwill. */
export const RETURN_REASONS = ['retracto', 'reversion', 'defectuoso', 'error-despacho', 'cambio', 'otro'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A reason as the shopper and the operator read it. */
export const RETURN_REASON_LABELS: ReadonlyMap<ReturnReason, string> = new Map([
  ['retracto', 'Derecho de retracto'],
  ['reversion', 'Reversión del pago'],
  ['defectuoso', 'Producto defectuoso'],
  ['error-despacho', 'Error de despacho'],
  ['cambio', 'Cambio por otra presentación'],
  ['otro', 'Otro motivo'],
]);

/** The causes of a payment reversal (Ley 1480 art. 51, Decreto 587 de 2016 art. 2.2.2.51.2): only these open it. */
export const REVERSAL_CAUSES = ['fraude', 'no-solicitada', 'no-recibido', 'no-corresponde', 'defectuoso'] as const;
export type ReversalCause = (typeof REVERSAL_CAUSES)[number];

export const REVERSAL_CAUSE_LABELS: ReadonlyMap<ReversalCause, string> = new Map([
  ['fraude', 'Fui víctima de fraude'],
  ['no-solicitada', 'Yo no hice esta compra'],
  ['no-recibido', 'No recibí el pedido'],
  ['no-corresponde', 'Lo que recibí no corresponde a lo que compré'],
  ['defectuoso', 'El producto llegó defectuoso'],
]);

/** Whether the store is at fault: it then pays the return shipping and gives back the shipping the buyer paid. */
export const storeAtFault = (reason: ReturnReason): boolean =>
  reason === 'defectuoso' || reason === 'error-despacho' || reason === 'reversion';

/** A reason read from a request or a flag; null when it is none (never looked up among an object's properties). */
export const parseReturnReason = (text: string): ReturnReason | null =>
  RETURN_REASONS.find((r) => r === text.trim().toLowerCase()) ?? null;

export const parseReversalCause = (text: string): ReversalCause | null =>
  REVERSAL_CAUSES.find((c) => c === text.trim().toLowerCase()) ?? null;
