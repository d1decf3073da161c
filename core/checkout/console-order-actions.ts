import type { Reversible, ReverseOptions, ReversePaymentError } from './reverse-payment';
import type { EventOutbox, OrderHappeningType } from '../events/ports';
import type { Mailer, MailMessage } from '../mail/ports';
import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import type { Pesos } from '../shared/money';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { NOT_FOUND, STATES, type OrderNotFound, type WrongOrderState } from '../orders/console-orders';
import type { OrderAction, OrderActionError } from '../orders/operate-order';
import { parseOrderNumber, type Order } from '../orders/order';
import type { OrderStore } from '../orders/ports';

/** A refund the provider refused (its `code`), or could not be asked for: nothing changed. `detail` is the provider's
 * answer in the operators' plain English (the terminal's words). */
export type RefundRefused = {
  readonly kind: 'refund-refused';
  readonly message: string;
  readonly code: string;
  readonly detail: string;
};
export type ProviderUnavailable = {
  readonly kind: 'provider-unavailable';
  readonly message: string;
  readonly detail: string;
};
export type MailNotFound = { readonly kind: 'mail-not-found'; readonly message: string };

/** What the console asks the operator to confirm before a refund: the same facts as `fornido payments refund`. */
export type RefundPreview = {
  readonly number: string;
  readonly buyer: string;
  readonly amount: Pesos;
  readonly giftCredit: Pesos;
  readonly provider: string;
  readonly reference: string | null;
  /** Through the provider's API, back to the gift credit balance, or recorded after the provider's own procedure. */
  readonly by: Reversible['by'];
};

type Deps = {
  readonly orders: Pick<OrderStore, 'findByNumber' | 'note'>;
  readonly cancelOrder: (input: OrderAction & { readonly reason: string }) => Promise<Result<Order, OrderActionError>>;
  readonly findReversible: (
    number: string,
    options?: ReverseOptions,
  ) => Promise<Result<Reversible, ReversePaymentError>>;
  readonly reversePayment: (
    input: { readonly orderNumber: string; readonly actor: string } & ReverseOptions,
  ) => Promise<Result<Order, ReversePaymentError>>;
  readonly events: Pick<EventOutbox, 'forOrder'>;
  readonly mailer: Mailer;
  readonly composeMail: (type: OrderHappeningType, order: Order) => Promise<MailMessage | null>;
  readonly clock: Clock;
};

const findFor = async (deps: Deps, number: string): Promise<Result<Order, OrderNotFound>> => {
  const parsed = parseOrderNumber(number);
  const order = parsed ? await deps.orders.findByNumber(parsed) : null;
  return order ? ok(order) : err(NOT_FOUND);
};

/** A refund's refusal in the console's Spanish. */
const refundError = (
  number: string,
  error: ReversePaymentError,
): OrderNotFound | WrongOrderState | RefundRefused | ProviderUnavailable => {
  switch (error.kind) {
    case 'order-not-found':
      return NOT_FOUND;
    case 'not-reversible':
      return {
        kind: 'invalid-transition',
        message: `Solo se devuelve el dinero de un pedido pagado que aún no se prepara: ${number} no lo está.`,
      };
    case 'unsupported':
      return {
        kind: 'invalid-transition',
        message:
          'Este medio de pago no devuelve por su API: haz la devolución por el proceso del proveedor y luego regístrala aquí.',
      };
    case 'refused':
      return {
        kind: 'refund-refused',
        message: `El proveedor no aceptó la devolución (código ${error.code}): nada cambió, ${number} sigue pagado.`,
        code: error.code,
        detail: error.message,
      };
    case 'provider-error':
      return {
        kind: 'provider-unavailable',
        message: `No pudimos hablar con el proveedor: nada cambió, ${number} sigue pagado. Intenta de nuevo en unos minutos.`,
        detail: error.message,
      };
  }
};

/** Cancels an order before it is prepared (its stock goes back on sale), with the reason the shopper's mail and the
 * audit log keep: the use case of `fornido orders cancel`. */
export const cancelOrderAs =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly number: string; readonly reason: string },
  ): Promise<Result<Order, Forbidden | OrderNotFound | WrongOrderState | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'orders.cancel');
    if (refused) return err(refused);
    const done = await deps.cancelOrder({ number: input.number, actor: actor.name, reason: input.reason });
    if (done.ok) return done;
    if (done.error.kind === 'order-not-found') return err(NOT_FOUND);
    if (done.error.kind === 'invalid-input')
      return err(invalidField('reason', 'Escribe por qué se cancela (de 3 a 300 caracteres).'));
    return err({
      kind: 'invalid-transition',
      message: `El pedido ${input.number} está ${STATES.get(done.error.from) ?? done.error.from}: ya no se puede cancelar.`,
    });
  };

/** What a refund of the order would do, for the operator to confirm. */
export const refundPreviewFor =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly number: string; readonly recorded: boolean },
  ): Promise<Result<RefundPreview, Forbidden | ReturnType<typeof refundError>>> => {
    const refused = authorize(actor, 'payments.refund');
    if (refused) return err(refused);
    const found = await deps.findReversible(input.number, { recorded: input.recorded });
    if (!found.ok) return err(refundError(input.number, found.error));
    const { order, attempt, by } = found.value;
    return ok({
      number: order.number,
      buyer: `${order.buyer.name} <${order.buyer.email}>`,
      amount: attempt.amount,
      giftCredit: order.totals.giftCredit,
      provider: attempt.provider,
      reference: attempt.reference,
      by,
    });
  };

/** Gives a paid order's money back and reverses it (the use case of `fornido payments refund`), audited under the
 * operator; the shopper's mail and the gift credit follow from its event. */
export const refundOrderAs =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly number: string; readonly recorded: boolean },
  ): Promise<Result<Order, Forbidden | ReturnType<typeof refundError>>> => {
    const refused = authorize(actor, 'payments.refund');
    if (refused) return err(refused);
    const done = await deps.reversePayment({
      orderNumber: input.number,
      actor: actor.name,
      recorded: input.recorded,
    });
    return done.ok ? done : err(refundError(input.number, done.error));
  };

/** Adds an operator's note to the order's audit log (a call with the shopper, a parcel's damage). */
export const noteOrderAs =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly number: string; readonly text: string },
  ): Promise<Result<Order, Forbidden | OrderNotFound | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'notes.write');
    if (refused) return err(refused);
    const text = input.text.trim();
    if (text.length < 3 || text.length > 1000)
      return err(invalidField('text', 'Escribe la nota (de 3 a 1000 caracteres).'));
    const found = await findFor(deps, input.number);
    if (!found.ok) return found;
    const order = found.value;
    await deps.orders.note(order.id, {
      actor: actor.name,
      action: 'note',
      at: deps.clock.now(),
      before: order.state,
      after: order.state,
      detail: text,
    });
    return ok(order);
  };

/** Sends one of the order's mails again, composed from the order as it is now, to the buyer's address; audited. */
export const resendOrderMailAs =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly number: string; readonly eventId: number },
  ): Promise<Result<{ readonly to: string; readonly subject: string }, Forbidden | OrderNotFound | MailNotFound>> => {
    const refused = authorize(actor, 'mail.resend');
    if (refused) return err(refused);
    const found = await findFor(deps, input.number);
    if (!found.ok) return found;
    const order = found.value;
    const event = (await deps.events.forOrder(order.id)).find((e) => e.id === input.eventId);
    const mail = event ? await deps.composeMail(event.type, order) : null;
    if (!mail) return err({ kind: 'mail-not-found', message: `El pedido ${order.number} no tiene ese correo.` });
    await deps.mailer.send(mail);
    await deps.orders.note(order.id, {
      actor: actor.name,
      action: 'mail-resent',
      at: deps.clock.now(),
      before: order.state,
      after: order.state,
      detail: `${mail.subject} → ${mail.to}`,
    });
    return ok({ to: mail.to, subject: mail.subject });
  };
