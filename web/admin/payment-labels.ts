import type { NotificationFate } from '../../core/checkout/receive-notification';
import type { UnansweredPush } from '../../core/checkout/console-payments';
import { parsePaymentMethod, PAYMENT_METHOD_TEXT } from '../../core/payments/methods';
import type { PaymentState } from '../../core/payments/payment-state';
import type { SignatureVerdict } from '../../core/payments/ports';

/** A payment attempt's state as the console names it. */
export const PAYMENT_STATE_LABELS: ReadonlyMap<PaymentState, string> = new Map<PaymentState, string>([
  ['created', 'creado'],
  ['pending', 'pendiente'],
  ['approved', 'aprobado'],
  ['rejected', 'rechazado'],
  ['failed', 'fallido'],
  ['expired', 'vencido'],
  ['reversed', 'reversado'],
]);

/** A notification's signature, as checked when it arrived (or at its replay). */
export const VERDICT_LABELS: ReadonlyMap<SignatureVerdict, string> = new Map<SignatureVerdict, string>([
  ['valid', 'Firma válida'],
  ['invalid', 'Firma inválida'],
  ['unsigned', 'Sin firma que comprobar'],
]);

/** What a replayed notification led to. */
export const FATE_LABELS: ReadonlyMap<NotificationFate, string> = new Map<NotificationFate, string>([
  ['applied', 'se le preguntó de nuevo al proveedor por el pago'],
  ['unverified', 'el proveedor no respondió; la conciliación resolverá el pago'],
  ['invalid-signature', 'ignorada: la firma no es válida'],
  ['no-reference', 'ignorada: no nombra ningún pago'],
  ['invalid-reference', 'ignorada: su referencia es demasiado larga'],
  ['unknown-reference', 'ignorada: ningún intento de pago tiene esa referencia'],
]);

export const PUSH_STATUS_LABELS: ReadonlyMap<UnansweredPush['status'], string> = new Map<
  UnansweredPush['status'],
  string
>([
  ['waiting', 'Esperando que el cliente la apruebe en su celular'],
  ['lost', 'El proveedor no respondió: se retira al conciliar, cuando venza'],
]);

/** How long something has waited, in a few characters: "5 min", "3 h 20 min", "2 d 4 h". */
export const waitedFor = (minutes: number): string => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h${minutes % 60 > 0 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} d${hours % 24 > 0 ? ` ${hours % 24} h` : ''}`;
};

/** A payment method's id (as an order or an attempt keeps it) by its name, or the id itself when it is none. */
export const methodLabel = (raw: string): string => {
  const id = parsePaymentMethod(raw);
  return id ? PAYMENT_METHOD_TEXT[id].label : raw;
};

/** Why an attempt failed or was rejected, by the reason codes the providers' adapters give; any other code as it is. */
export const REASON_LABELS: ReadonlyMap<string, string> = new Map([
  ['abandoned', 'abandonado por el cliente'],
  ['account-blocked', 'cuenta bloqueada'],
  ['amount-mismatch', 'el monto no coincide'],
  ['amount-too-high', 'monto demasiado alto'],
  ['cancelled', 'cancelado'],
  ['card-declined', 'tarjeta rechazada'],
  ['card-token-refused', 'tarjeta no aceptada'],
  ['credit-in-process', 'crédito en estudio'],
  ['declined', 'rechazado'],
  ['expired', 'vencido'],
  ['gateway-interrupted', 'llamada interrumpida'],
  ['gateway-refused', 'rechazado por el proveedor'],
  ['gateway-unavailable', 'proveedor no disponible'],
  ['gateway-unknown-status', 'estado desconocido del proveedor'],
  ['gateway-unreadable', 'respuesta ilegible del proveedor'],
  ['insufficient-funds', 'fondos insuficientes'],
  ['no-coverage', 'sin cobertura'],
  ['no-nequi-account', 'el celular no tiene Nequi'],
  ['provider-error', 'error del proveedor'],
  ['reversed-at-provider', 'reversado en el proveedor'],
  ['gateway-unanswered', 'sin respuesta del cliente ni del proveedor'],
  ['withdrawn', 'retirado por el cliente'],
]);
