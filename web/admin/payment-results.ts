import type { OrderState } from '../../core/orders/order-state';
import type { PaymentState } from '../../core/payments/payment-state';
import { STATE_LABELS } from './order-states';
import { PAYMENT_STATE_LABELS } from './payment-labels';

// The payments' use cases tell operators what they did in plain English, for `fornido` (core/checkout/
// receive-notification.ts, settle-payment.ts), and keep it so. The console reads each wording back into its kind and
// says it in Spanish; a wording it does not know is shown as it is.

type Reading<K extends string> = readonly [kind: K, pattern: RegExp];

const paymentState = (s: string) => PAYMENT_STATE_LABELS.get(s as PaymentState) ?? s;

type DisagreementKind =
  'not-closed' | 'not-configured' | 'unreachable-because' | 'unreachable' | 'not-applied' | 'flagged';

const DISAGREEMENTS: readonly Reading<DisagreementKind>[] = [
  ['not-closed', /^not closed: (.*)$/s],
  ['not-configured', /^provider (.*) is not configured here$/],
  ['unreachable-because', /^the provider could not be asked: (.*)$/s],
  ['unreachable', /^the provider could not be asked$/],
  ['not-applied', /^(\w+) not applied: (.*)$/s],
  ['flagged', /^the provider approved it but the order is (\w+): flagged for an operator$/],
];

const DISAGREEMENT_TEXTS: ReadonlyMap<DisagreementKind, (p: readonly string[]) => string> = new Map<
  DisagreementKind,
  (p: readonly string[]) => string
>([
  ['not-closed', ([why]) => `no se pudo cerrar el intento: ${why}`],
  ['not-configured', ([provider]) => `el proveedor ${provider} no está configurado en esta tienda`],
  ['unreachable-because', ([why]) => `no se le pudo preguntar al proveedor: ${why}`],
  ['unreachable', () => 'no se le pudo preguntar al proveedor'],
  ['not-applied', ([state, why]) => `el proveedor dice «${paymentState(state)}», pero no se pudo aplicar: ${why}`],
  [
    'flagged',
    ([state]) =>
      `el proveedor lo aprobó, pero el pedido está ${STATE_LABELS.get(state as OrderState)?.toLowerCase() ?? state}: queda marcado para que un operador lo revise`,
  ],
]);

type ResultKind =
  | 'invalid-signature'
  | 'unverified'
  | 'no-reference'
  | 'invalid-reference'
  | 'unknown-reference'
  | 'unchanged'
  | 'moved';

const RESULTS: readonly Reading<ResultKind>[] = [
  ['invalid-signature', /^ignored: invalid signature$/],
  ['unverified', /^not verified yet: (.*); reconciliation settles its payment$/s],
  ['no-reference', /^ignored: it names no payment$/],
  ['invalid-reference', /^ignored: its reference is longer than (\d+) characters \((\d+)\)$/],
  ['unknown-reference', /^ignored: no attempt with reference (.*)$/s],
  ['unchanged', /^(\S+): (\w+), unchanged(?: \((.*)\))?$/s],
  ['moved', /^(\S+): (\w+) → (\w+)(?: \((.*)\))?$/s],
];

/** A disagreement between the store and a provider, in Spanish. */
export const disagreementText = (text: string): string => {
  for (const [kind, pattern] of DISAGREEMENTS) {
    const m = pattern.exec(text);
    if (m) return DISAGREEMENT_TEXTS.get(kind)!(m.slice(1));
  }
  return text;
};

const besides = (disagreement: string | undefined) => (disagreement ? ` (${disagreementText(disagreement)})` : '');

const RESULT_TEXTS: ReadonlyMap<ResultKind, (p: readonly (string | undefined)[]) => string> = new Map<
  ResultKind,
  (p: readonly (string | undefined)[]) => string
>([
  ['invalid-signature', () => 'ignorada: la firma no es válida'],
  ['unverified', ([why]) => `sin verificar todavía (${why}); la conciliación resolverá el pago`],
  ['no-reference', () => 'ignorada: no nombra ningún pago'],
  ['invalid-reference', ([max, length]) => `ignorada: su referencia tiene ${length} caracteres (el máximo es ${max})`],
  ['unknown-reference', ([reference]) => `ignorada: ningún intento de pago tiene la referencia ${reference}`],
  ['unchanged', ([order, state, d]) => `${order}: sigue ${paymentState(state!)}${besides(d)}`],
  ['moved', ([order, from, to, d]) => `${order}: ${paymentState(from!)} → ${paymentState(to!)}${besides(d)}`],
]);

/** What the store made of a provider's notification (or of its replay), in Spanish. */
export const notificationResultText = (text: string): string => {
  const replayed = text.startsWith('replayed: ');
  const handled = replayed ? text.slice('replayed: '.length) : text;
  for (const [kind, pattern] of RESULTS) {
    const m = pattern.exec(handled);
    if (m) return `${replayed ? 'repetida: ' : ''}${RESULT_TEXTS.get(kind)!(m.slice(1))}`;
  }
  return text;
};
