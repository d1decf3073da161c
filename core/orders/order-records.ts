import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden, InvalidOperatorInput } from '../operators/operator-errors';
import type { InvalidInput } from '../shared/invalid-input';
import { err, ok, type Result } from '../shared/result';
import type { OrderNotFound } from './console-orders';
import type { Order } from './order';
import type { OrderRecord } from './order-queries';
import type { OrderFilters } from './search-orders';

type Deps = {
  readonly searchOrders: (filters: OrderFilters) => Promise<Result<readonly Order[], InvalidInput>>;
  readonly showOrder: (number: string) => Promise<Result<OrderRecord, { readonly message: string }>>;
};

// The filters' refusals in the API's Spanish (the search speaks the terminal's English), by the field refused.
const FILTER_REFUSALS: ReadonlyMap<string, string> = new Map([
  ['search', 'Busca con al menos 3 caracteres.'],
  ['method', 'Ese medio de pago no existe.'],
  ['to', 'El último día va antes del primero.'],
  ['city', 'Ningún municipio de Colombia se llama así (un nombre o un código DANE).'],
]);

/** Whole orders as the `fornido orders list` command reads them, by every filter it has (number, e-mail, document or
 * phone, states, payment methods, Bogotá days, city), newest first: for an operator who reads orders. */
export const orderRecordsFor =
  (deps: Deps) =>
  async (actor: Actor, filters: OrderFilters): Promise<Result<readonly Order[], Forbidden | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'orders.read');
    if (refused) return err(refused);
    const found = await deps.searchOrders(filters);
    if (found.ok) return found;
    const fields = new Map(
      Object.keys(found.error.fields).map((field) => [field, FILTER_REFUSALS.get(field) ?? 'Ese filtro no es válido.']),
    );
    return err({ kind: 'invalid-input', message: [...fields.values()][0] ?? '', fields: Object.fromEntries(fields) });
  };

/** One whole order with its audit log, as `fornido orders show` reads it: for an operator who reads orders. */
export const orderRecordFor =
  (deps: Deps) =>
  async (actor: Actor, number: string): Promise<Result<OrderRecord, Forbidden | OrderNotFound>> => {
    const refused = authorize(actor, 'orders.read');
    if (refused) return err(refused);
    const shown = await deps.showOrder(number);
    return shown.ok ? ok(shown.value) : err({ kind: 'order-not-found', message: 'Ese pedido no existe.' });
  };
