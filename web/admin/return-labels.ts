import type { AsJson } from '../../contract/endpoint';
import type { AccountType, RefundDestination, RefundState, RefundWay, Return } from '../../core/returns/return';
import { unitsOf } from '../../core/returns/return';
import { RETURN_STATE_LABELS, type ReturnState } from '../../core/returns/return-state';
import { capitalized } from '../../core/payments/payment-names';
import { formatPesos } from '../../core/shared/format';

/** A return's state as the console names it: the core's words, capitalized. */
export const RETURN_STATE_NAMES: ReadonlyMap<ReturnState, string> = new Map(
  [...RETURN_STATE_LABELS].map(([state, label]) => [state, capitalized(label)]),
);

/** How the shopper asked for the money. */
export const DESTINATION_NAMES: ReadonlyMap<RefundDestination, string> = new Map<RefundDestination, string>([
  ['original', 'Al medio de pago original'],
  ['gift-credit', 'Como saldo de regalo en su cuenta'],
  ['bank-transfer', 'Por transferencia a su cuenta bancaria'],
]);

export const ACCOUNT_TYPE_NAMES: ReadonlyMap<AccountType, string> = new Map<AccountType, string>([
  ['ahorros', 'Ahorros'],
  ['corriente', 'Corriente'],
]);

/** How a refund's money went back. */
export const REFUND_WAY_NAMES: ReadonlyMap<RefundWay, string> = new Map<RefundWay, string>([
  ['provider', 'Por la pasarela de pago'],
  ['transfer', 'Transferencia bancaria de la tienda'],
  ['recorded', 'Registrado por un operador (reembolso del proveedor)'],
  ['gift-credit', 'Saldo de regalo'],
]);

/** A refund's state, said plainly: a pending or flagged one is not money back yet. */
export const REFUND_STATE_NAMES: ReadonlyMap<RefundState, string> = new Map<RefundState, string>([
  ['refunded', 'Hecho'],
  ['pending', 'Pendiente: el proveedor aún no lo confirma; la conciliación vuelve a preguntar'],
  ['flagged', 'Marcado para revisar: el proveedor devolvió un valor distinto del pedido'],
]);

/** What a return gives back, in one cell: its units, or a goodwill refund's amount. */
export const returnSize = (r: Pick<AsJson<Return>, 'lines' | 'goodwill'>): string => {
  if (r.goodwill !== null) return `${formatPesos(r.goodwill)} (cortesía)`;
  const units = unitsOf(r);
  return units === 1 ? '1 unidad' : `${units} unidades`;
};

/** The value of the products a return gives back, at the prices they were sold at (or its goodwill amount). */
export const returnValue = (r: Pick<AsJson<Return>, 'lines' | 'goodwill'>): number =>
  r.goodwill ?? r.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
