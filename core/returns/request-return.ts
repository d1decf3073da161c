import type { CartCatalogue } from '../cart/ports';
import type { Order } from '../orders/order';
import type { OrderStore } from '../orders/ports';
import type { StorePolicy } from '../policy/store-policy';
import { bogotaDateOf } from '../shared/bogota-time';
import type { CalendarDate } from '../shared/calendar-date';
import type { Clock, IdGenerator } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { checkEvidence, type EvidenceRefusal } from './evidence';
import type { ReturnStore } from './ports';
import { refundDestinationOf, type BankAccountAsk, type DestinationRefusal } from './refund-destination';
import type { Return } from './return';
import { checkExchanges, returnLinesOf, type ReturnLineAsk, type ReturnLinesRefusal } from './return-lines';
import { parseReturnReason, parseReversalCause, type ReversalCause } from './return-reasons';
import { answerDeadline, retractoWindow, reversalWindow, type WindowRefusal } from './return-windows';

export type RequestReturnDeps = {
  readonly returns: ReturnStore;
  readonly orders: Pick<OrderStore, 'findByNumber' | 'history'>;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly policy: Pick<StorePolicy, 'withdrawalBusinessDays'>;
  /** Today's variants, for the one an exchange (`cambio`) asks for instead. */
  readonly catalogue: CartCatalogue;
};

/** Who asks: the order's account, or a guest whose signed link to the order the edge verified. */
export type Requester = { readonly kind: 'customer'; readonly customerId: string } | { readonly kind: 'signed-link' };

/** A shopper's request as their form sends it. */
export type ReturnRequest = {
  readonly orderNumber: string;
  readonly reason: string;
  /** The cause of a payment reversal, and the day the buyer learned it (for fraud or a purchase they did not make). */
  readonly reversalCause: string | null;
  readonly learnedOn: CalendarDate | null;
  readonly words: string;
  readonly lines: readonly ReturnLineAsk[];
  readonly refundTo: string;
  readonly bankAccount: BankAccountAsk | null;
  readonly pictures: readonly { readonly bytes: Uint8Array }[];
};

type Refusal = {
  readonly kind: 'order-not-found' | 'not-returnable' | 'invalid-return-input';
  readonly message: string;
};
export type RequestReturnError = Refusal | ReturnLinesRefusal | WindowRefusal | EvidenceRefusal | DestinationRefusal;

const NOT_FOUND: Refusal = { kind: 'order-not-found', message: 'No encontramos ese pedido.' };
const refuse = (kind: Refusal['kind'], message: string): Result<never, Refusal> => err({ kind, message });

/** The orders a shopper can return from: delivered, or already returned in part. */
const RETURNABLE = new Set(['delivered', 'partially_returned']);

/** Whether a request may be taken from an order in its state: a delivered one (or returned in part) for any reason; a
 * shipped one only for the reversal of a parcel that never arrived (its window, from the delivery estimate, says when).
 * The order page's form offers what this takes. */
export const takesRequest = (state: Order['state'], cause: ReversalCause | null): boolean =>
  RETURNABLE.has(state) || (state === 'shipped' && cause === 'no-recibido');

/** A parcel that never arrived is missing whole: its reversal names every unit the order has, whatever was ticked. */
const linesAsked = (order: Order, ask: ReturnRequest, cause: ReversalCause | null): readonly ReturnLineAsk[] =>
  cause === 'no-recibido' && order.state === 'shipped'
    ? order.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, sealed: true, exchangeSku: null }))
    : ask.lines;

/** The day the order was delivered in Bogotá, from its history. */
const deliveredOn = async (orders: RequestReturnDeps['orders'], order: Order): Promise<CalendarDate | null> => {
  const delivered = (await orders.history(order.id)).findLast((e) => e.after === 'delivered');
  return delivered ? bogotaDateOf(delivered.at) : null;
};

/**
 * A shopper asks to give back units of their delivered order (issue 34): the right of withdrawal only within its
 * business days and for sealed units, a payment reversal only for its causes and within its window (of a shipped order
 * whose delivery estimate has passed, for a parcel that never arrived: all its units), any other reason
 * for the store to answer; pictures checked to be pictures; how the money goes back checked against how they paid. The
 * store answers within 15 business days, the date kept with the return and said in its mail.
 */
export const requestReturn =
  (deps: RequestReturnDeps) =>
  async (by: Requester, ask: ReturnRequest): Promise<Result<Return, RequestReturnError>> => {
    const order = await deps.orders.findByNumber(ask.orderNumber.trim().toUpperCase());
    if (!order || (by.kind === 'customer' && order.customerId !== by.customerId)) return err(NOT_FOUND);
    const reason = parseReturnReason(ask.reason);
    const cause = reason === 'reversion' ? parseReversalCause(ask.reversalCause ?? '') : null;
    if (!takesRequest(order.state, cause))
      return refuse(
        'not-returnable',
        order.state === 'shipped'
          ? 'Tu pedido va en camino: puedes pedir una devolución cuando lo recibas. Si ya pasó la fecha de entrega ' +
              'y no llegó, pide la reversión del pago con la causa «No recibí el pedido».'
          : 'Puedes pedir una devolución cuando hayas recibido tu pedido.',
      );
    if (!reason) return refuse('invalid-return-input', 'Elige el motivo de la devolución.');
    const words = ask.words.trim();
    if (words.length > 2000)
      return refuse('invalid-return-input', 'Cuéntanos lo que pasó en menos de 2.000 caracteres.');
    if (reason === 'otro' && words.length < 10)
      return refuse('invalid-return-input', 'Cuéntanos por qué devuelves el producto.');
    const now = deps.clock.now();
    const today = bogotaDateOf(now);
    const facts = {
      placedOn: bogotaDateOf(order.placedAt),
      deliveredOn: await deliveredOn(deps.orders, order),
      latestDelivery: order.shipping.latest,
      paymentMethod: order.paymentMethod,
    };
    if (reason === 'reversion' && !cause) return refuse('invalid-return-input', 'Elige la causa de la reversión.');
    const window =
      reason === 'retracto'
        ? retractoWindow(facts, today, deps.policy)
        : cause
          ? reversalWindow(cause, facts, ask.learnedOn ?? today, today)
          : ok(null);
    if (!window.ok) return window;
    const lines = returnLinesOf(
      order.lines,
      await deps.returns.listForOrder(order.id),
      linesAsked(order, ask, cause),
      reason,
    );
    if (!lines.ok) return lines;
    const wanted = lines.value.flatMap((l) => (l.exchangeSku ? [l.exchangeSku] : []));
    const exchanges =
      wanted.length > 0
        ? checkExchanges(order.lines, lines.value, await deps.catalogue.findVariantsBySku(wanted))
        : lines;
    if (!exchanges.ok) return exchanges;
    // An exchange gives back no money: how it would go back is not asked.
    const destination =
      reason === 'cambio' ? ok({ refundTo: 'original' as const, bankAccount: null }) : refundDestinationOf(ask, order);
    if (!destination.ok) return destination;
    const pictures = checkEvidence(ask.pictures, () => deps.ids.newId());
    if (!pictures.ok) return pictures;
    const added = await deps.returns.add(
      {
        id: deps.ids.newId(),
        orderId: order.id,
        reason,
        reversalCause: cause,
        words,
        lines: lines.value,
        goodwill: null,
        ...destination.value,
        answerBy: answerDeadline(today),
        requestedAt: now,
      },
      pictures.value,
    );
    return ok(added);
  };
