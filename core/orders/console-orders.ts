import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import type { Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { OrderActionError, OrderAction } from './operate-order';
import type { Order } from './order';
import type { OrderRecord } from './order-queries';
import type { OrderState } from './order-state';
import { packingSlip, type PackingSlip } from './packing-slip';
import type { AuditEntry } from './ports';
import type { OrderFilters } from './search-orders';

/** An order in the console's list. */
export type OrderRow = {
  readonly number: string;
  readonly placedAt: Date;
  readonly state: OrderState;
  readonly paymentMethod: string;
  readonly total: Pesos;
  readonly buyer: string;
  readonly city: string;
};

/** An order in the console's detail: what the warehouse packs (the slip), who bought, and what happened to it. */
export type OrderDetail = {
  readonly slip: PackingSlip;
  readonly buyer: { readonly name: string; readonly email: string; readonly phone: string; readonly document: string };
  readonly paymentMethod: string;
  readonly total: Pesos;
  readonly history: readonly AuditEntry[];
};

export type OrderNotFound = { readonly kind: 'order-not-found'; readonly message: string };
export type WrongOrderState = { readonly kind: 'invalid-transition'; readonly message: string };
export type ConsoleOrderError = Forbidden | OrderNotFound | WrongOrderState | InvalidOperatorInput;

const NOT_FOUND: OrderNotFound = { kind: 'order-not-found', message: 'Ese pedido no existe.' };
const STATES: ReadonlyMap<OrderState, string> = new Map<OrderState, string>([
  ['pending_payment', 'pendiente de pago'],
  ['paid', 'pagado'],
  ['confirmed', 'confirmado'],
  ['preparing', 'en preparación'],
  ['shipped', 'enviado'],
  ['delivered', 'entregado'],
  ['cancelled', 'cancelado'],
  ['reversed', 'reversado'],
]);
export const FULFIL_ACTIONS = ['prepare', 'ship', 'deliver'] as const;
export type FulfilAction = (typeof FULFIL_ACTIONS)[number];
const ACTIONS: ReadonlyMap<FulfilAction, string> = new Map<FulfilAction, string>([
  ['prepare', 'preparar'],
  ['ship', 'enviar'],
  ['deliver', 'entregar'],
]);

const rowOf = (o: Order): OrderRow => ({
  number: o.number,
  placedAt: o.placedAt,
  state: o.state,
  paymentMethod: o.paymentMethod,
  total: o.totals.total,
  buyer: o.buyer.name,
  city: packingSlip(o).deliverTo.city,
});

type Deps = {
  readonly searchOrders: (filters: OrderFilters) => Promise<Result<readonly Order[], { readonly message: string }>>;
  readonly showOrder: (number: string) => Promise<Result<OrderRecord, unknown>>;
  readonly prepareOrder: (input: OrderAction) => Promise<Result<Order, OrderActionError>>;
  readonly shipOrder: (input: OrderAction & { readonly tracking: string }) => Promise<Result<Order, OrderActionError>>;
  readonly deliverOrder: (input: OrderAction) => Promise<Result<Order, OrderActionError>>;
};

/** The orders an operator looks for: by number, e-mail, document or phone, and by state; newest first. */
export const listOrdersFor =
  (deps: Deps) =>
  async (
    actor: Actor,
    filters: { readonly search?: string; readonly state?: OrderState },
  ): Promise<Result<readonly OrderRow[], Forbidden | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'orders.read');
    if (refused) return err(refused);
    const found = await deps.searchOrders({
      ...(filters.search?.trim() ? { search: filters.search } : {}),
      ...(filters.state ? { states: [filters.state] } : {}),
      limit: 100,
    });
    if (!found.ok) return err(invalidField('search', 'Busca con al menos 3 caracteres.'));
    return ok(found.value.map(rowOf));
  };

/** One order with its packing slip and its history. */
export const orderDetailFor =
  (deps: Deps) =>
  async (actor: Actor, number: string): Promise<Result<OrderDetail, Forbidden | OrderNotFound>> => {
    const refused = authorize(actor, 'orders.read');
    if (refused) return err(refused);
    const shown = await deps.showOrder(number);
    if (!shown.ok) return err(NOT_FOUND);
    const { order, history } = shown.value;
    const b = order.buyer;
    return ok({
      slip: packingSlip(order),
      buyer: { name: b.name, email: b.email, phone: b.phone, document: `${b.documentType} ${b.documentNumber}` },
      paymentMethod: order.paymentMethod,
      total: order.totals.total,
      history,
    });
  };

/** Prepares, ships (with its tracking code) or delivers an order as the warehouse does, through the same use cases as
 * the `fornido orders` commands, audited under the operator; refusals in the console's Spanish. */
export const fulfilOrderAs =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly number: string; readonly action: FulfilAction; readonly tracking?: string },
  ): Promise<Result<OrderRow, ConsoleOrderError>> => {
    const refused = authorize(actor, 'orders.fulfil');
    if (refused) return err(refused);
    const by = { number: input.number, actor: actor.name };
    const done =
      input.action === 'prepare'
        ? await deps.prepareOrder(by)
        : input.action === 'ship'
          ? await deps.shipOrder({ ...by, tracking: input.tracking ?? '' })
          : await deps.deliverOrder(by);
    if (done.ok) return ok(rowOf(done.value));
    const error = done.error;
    if (error.kind === 'order-not-found') return err(NOT_FOUND);
    if (error.kind === 'invalid-input')
      return err(
        invalidField('tracking', 'Escribe el número de guía de la transportadora (letras, números y guiones).'),
      );
    return err({
      kind: 'invalid-transition',
      message: `El pedido ${input.number} está ${STATES.get(error.from) ?? error.from}: no se puede ${ACTIONS.get(input.action) ?? input.action}.`,
    });
  };
