import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import { parseCalendarDate, type CalendarDate } from '../shared/calendar-date';
import type { InvalidInput } from '../shared/invalid-input';
import type { Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { OrderActionError, OrderAction } from './operate-order';
import type { OutboxEvent } from '../events/ports';
import type { Order, OrderTotals } from './order';
import { hasOrderMail, ORDER_MAIL_SUBSCRIBER } from './order-mail';
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

/** A line of an order as charged: what the slip says, with its price (IVA included). */
export type ChargedLine = {
  readonly sku: string;
  readonly quantity: number;
  readonly unitPrice: Pesos;
  readonly gross: Pesos;
};

/** A payment attempt as an operator reads it: the provider's name and reference, where it stands, and why. */
export type PaymentRow = {
  readonly provider: string;
  readonly method: string;
  readonly state: string;
  readonly amount: Pesos;
  readonly reference: string | null;
  readonly reason: string | null;
  readonly flagged: boolean;
  readonly createdAt: Date;
};

/** A mail of the order: the event that sends it, and whether it went out. */
export type OrderMailRow = {
  readonly eventId: number;
  readonly type: string;
  readonly at: Date;
  readonly sent: boolean;
};

/** An order in the console's detail: what the warehouse packs (the slip), who bought, what was charged and paid, the
 * mails it sent, and what happened to it (its audit log, operators' notes included). */
export type OrderDetail = {
  readonly slip: PackingSlip;
  readonly buyer: { readonly name: string; readonly email: string; readonly phone: string; readonly document: string };
  readonly paymentMethod: string;
  readonly total: Pesos;
  readonly lines: readonly ChargedLine[];
  readonly totals: OrderTotals;
  readonly payments: readonly PaymentRow[];
  readonly mails: readonly OrderMailRow[];
  readonly history: readonly AuditEntry[];
};

export type OrderNotFound = { readonly kind: 'order-not-found'; readonly message: string };
export type WrongOrderState = { readonly kind: 'invalid-transition'; readonly message: string };
export type ConsoleOrderError = Forbidden | OrderNotFound | WrongOrderState | InvalidOperatorInput;

export const NOT_FOUND: OrderNotFound = { kind: 'order-not-found', message: 'Ese pedido no existe.' };
export const STATES: ReadonlyMap<OrderState, string> = new Map<OrderState, string>([
  ['pending_payment', 'pendiente de pago'],
  ['paid', 'pagado'],
  ['confirmed', 'confirmado'],
  ['preparing', 'en preparación'],
  ['shipped', 'enviado'],
  ['delivered', 'entregado'],
  ['cancelled', 'cancelado'],
  ['reversed', 'reversado'],
  ['partially_returned', 'devuelto en parte'],
  ['returned', 'devuelto'],
]);
export const FULFIL_ACTIONS = ['prepare', 'ship', 'deliver'] as const;
export type FulfilAction = (typeof FULFIL_ACTIONS)[number];
const ACTIONS: ReadonlyMap<FulfilAction, string> = new Map<FulfilAction, string>([
  ['prepare', 'preparar'],
  ['ship', 'enviar'],
  ['deliver', 'entregar'],
]);

export const rowOf = (o: Order): OrderRow => ({
  number: o.number,
  placedAt: o.placedAt,
  state: o.state,
  paymentMethod: o.paymentMethod,
  total: o.totals.total,
  buyer: o.buyer.name,
  city: packingSlip(o).deliverTo.city,
});

type Deps = {
  readonly searchOrders: (filters: OrderFilters) => Promise<Result<readonly Order[], InvalidInput>>;
  readonly showOrder: (number: string) => Promise<Result<OrderRecord, unknown>>;
  readonly prepareOrder: (input: OrderAction) => Promise<Result<Order, OrderActionError>>;
  readonly shipOrder: (input: OrderAction & { readonly tracking: string }) => Promise<Result<Order, OrderActionError>>;
  readonly deliverOrder: (input: OrderAction) => Promise<Result<Order, OrderActionError>>;
  readonly eventsOf: (orderId: string) => Promise<readonly OutboxEvent[]>;
};

/** What the console filters orders by, as the page sends it: dates are Bogotá days written YYYY-MM-DD. */
export type ConsoleOrderFilters = {
  readonly search?: string;
  readonly state?: OrderState;
  readonly method?: string;
  readonly from?: string;
  readonly to?: string;
  readonly city?: string;
};

/** The search's own refusals (plain English, for the CLI) as the console words them, by the field they name. */
const FILTER_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['search', 'Busca con al menos 3 caracteres.'],
  ['method', 'Ese medio de pago no existe.'],
  ['to', 'El último día va antes del primero.'],
  ['city', 'Ningún municipio de Colombia se llama así: escribe su nombre o su código DANE.'],
]);

const dayOf = (
  field: 'from' | 'to',
  text: string | undefined,
): Result<CalendarDate | undefined, InvalidOperatorInput> => {
  if (!text?.trim()) return ok(undefined);
  const day = parseCalendarDate(text);
  return day.ok ? day : err(invalidField(field, day.error.message));
};

/** The orders an operator looks for: by number, e-mail, document or phone, state, payment method, Bogotá days (both
 * ends included) and city; newest first, at most 100. */
export const listOrdersFor =
  (deps: Deps) =>
  async (
    actor: Actor,
    filters: ConsoleOrderFilters,
  ): Promise<Result<readonly OrderRow[], Forbidden | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'orders.read');
    if (refused) return err(refused);
    const [from, to] = [dayOf('from', filters.from), dayOf('to', filters.to)];
    if (!from.ok) return from;
    if (!to.ok) return to;
    const found = await deps.searchOrders({
      ...(filters.search?.trim() ? { search: filters.search } : {}),
      ...(filters.state ? { states: [filters.state] } : {}),
      ...(filters.method ? { methods: [filters.method] } : {}),
      ...(from.value ? { from: from.value } : {}),
      ...(to.value ? { to: to.value } : {}),
      ...(filters.city?.trim() ? { city: filters.city } : {}),
      limit: 100,
    });
    if (found.ok) return ok(found.value.map(rowOf));
    const field = Object.keys(found.error.fields)[0] ?? 'search';
    return err(invalidField(field, FILTER_MESSAGES.get(field) ?? 'Revisa los filtros.'));
  };

/** One order with its packing slip, its payments, its mails and its history. */
export const orderDetailFor =
  (deps: Deps) =>
  async (actor: Actor, number: string): Promise<Result<OrderDetail, Forbidden | OrderNotFound>> => {
    const refused = authorize(actor, 'orders.read');
    if (refused) return err(refused);
    const shown = await deps.showOrder(number);
    if (!shown.ok) return err(NOT_FOUND);
    const { order, history } = shown.value;
    const b = order.buyer;
    const events = await deps.eventsOf(order.id);
    return ok({
      slip: packingSlip(order),
      buyer: { name: b.name, email: b.email, phone: b.phone, document: `${b.documentType} ${b.documentNumber}` },
      paymentMethod: order.paymentMethod,
      total: order.totals.total,
      lines: order.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, unitPrice: l.unitPrice, gross: l.gross })),
      totals: order.totals,
      payments: order.payments.map((p) => ({
        provider: p.provider,
        method: p.method,
        state: p.state,
        amount: p.amount,
        reference: p.reference,
        reason: p.message ?? p.reason,
        flagged: p.flagged,
        createdAt: p.createdAt,
      })),
      mails: events
        .filter((e) => hasOrderMail(e.type))
        .map((e) => ({
          eventId: e.id,
          type: e.type,
          at: e.occurredAt,
          sent: e.handledBy.includes(ORDER_MAIL_SUBSCRIBER),
        })),
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
