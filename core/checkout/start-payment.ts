import { type RateLimited } from '../shared/rate-limit';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import type { Order } from '../orders/order';
import { UNANSWERED, type PaymentAction, type PaymentAttempt } from '../payments/attempt';
import type { OrderStore } from '../orders/ports';
import { pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { overPaymentLimits, type PaymentLimitDeps } from './payment-attempt-limits';
import { confirmationOf, confirmPayment, type ConfirmPaymentDeps } from './confirm-payment';
import { instrumentsOf, sendPayment, type GatewayRegistry } from '../payments/gateways';
import { parseInstrument, type PaymentInstrument } from '../payments/instrument';
import { parsePaymentMethod } from '../payments/methods';
import { whyNotOffered } from '../payments/payment-options';
import type { PaymentOutcome, PaymentRequest } from '../payments/ports';

/** The shopper's "Pagar" on an order waiting for its payment. */
export type StartPaymentInput = {
  readonly orderNumber: string;
  readonly method: string;
  /** How the shopper pays within the method, as the request sent it (core/payments/instrument.ts reads it). */
  readonly instrument: unknown;
  /** Where the request came from, for the limit on attempts per address. */
  readonly ip: string;
};

export type StartedPayment = {
  readonly order: Order;
  readonly attempt: PaymentAttempt;
  readonly outcome: PaymentOutcome;
};

/** Why a payment did not start: no such order, nothing left to pay, a method or a card it cannot take, a limit. */
export type StartPaymentError =
  | {
      readonly kind: 'order-not-found' | 'not-payable' | 'payment-method-unavailable';
      readonly message: string;
    }
  | InvalidInput
  | RateLimited;
export type StartPaymentErrorKind = StartPaymentError['kind'];

export type StartPaymentDeps = ConfirmPaymentDeps &
  PaymentLimitDeps & {
    readonly orders: OrderStore;
    /** The gateways configured: a method is taken only by its gateway. */
    readonly payments: GatewayRegistry;
    /** Where providers send the shopper back: the order's page, signed so a guest's browser opens it too. */
    readonly returnUrl: (order: Order) => Promise<string>;
  };

export const requestOf = (order: Order, attempt: PaymentAttempt, returnUrl: string, ip: string): PaymentRequest => ({
  orderNumber: order.number,
  attemptId: attempt.id,
  requestId: attempt.providerMessageId,
  amount: attempt.amount,
  tax: order.totals.tax,
  taxBase: order.totals.taxBase,
  description: `Pedido ${order.number} en Fornido`,
  items: order.lines.map((l) => ({
    sku: l.sku,
    name: [l.name, l.size, l.flavour].filter(Boolean).join(' '),
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    iva: l.iva,
  })),
  shipping: pesos(order.totals.shipping + order.totals.codSurcharge),
  giftCredit: order.totals.giftCredit,
  address: {
    line1: order.buyer.line1,
    line2: order.buyer.line2,
    municipality: order.buyer.municipalityName,
    department: order.buyer.departmentName,
  },
  buyer: {
    name: order.buyer.name,
    email: order.buyer.email,
    documentType: order.buyer.documentType,
    documentNumber: order.buyer.documentNumber,
    phone: order.buyer.phone,
  },
  returnUrl,
  orderExpiresAt: order.expiresAt,
  ip,
});

/** What a request asks of the shopper before any answer: a push reaches their phone; anything else shows them nothing
 * until the provider answers (a QR's code, a page's address, a voucher's number). */
const shopperActionOf = (instrument: PaymentInstrument): PaymentAction | null =>
  instrument.kind === 'wallet-push' ? { kind: 'push', phone: instrument.phone } : null;

/** The failure recorded for an answer whose reference another attempt at the provider holds (a sandbox reset, whose
 * references start again): a request that asks the shopper something (a push) is withdrawn by its message id like an
 * unanswered one, since it may reach them. */
const referenceTaken = (o: PaymentOutcome): PaymentOutcome => {
  const unanswered =
    o.status === 'pending' && o.messageId && o.action && o.expiresAt
      ? { messageId: o.messageId, action: o.action, expiresAt: o.expiresAt }
      : undefined;
  return {
    status: 'failed',
    reason: unanswered ? UNANSWERED : 'gateway-reference-taken',
    message:
      'El medio de pago respondió con una referencia que ya era de otro pago, así que anulamos este intento. Si te llega una solicitud de este pago, no la aceptes (si ya la aceptaste, te devolveremos el dinero). Inténtalo de nuevo o elige otro medio de pago.',
    ...(unanswered && { unanswered }),
  };
};

const UNAVAILABLE = {
  kind: 'payment-method-unavailable',
  message: 'Ese medio de pago no está disponible para este pedido.',
} as const;

const UNREACHABLE: PaymentOutcome = {
  status: 'failed',
  reason: 'gateway-unavailable',
  message:
    'No pudimos comunicarnos con el medio de pago. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
};

/** Pays an order that waits for its payment, with any configured method and the instrument the shopper chose (a
 * Nequi push or QR, a card token…): a new attempt for the order's total, sent to the method's gateway, whose answer
 * (the action the shopper must take, its expiry, an approval or a rejection) goes through confirmPayment like any
 * provider's, so a webhook arriving first changes nothing twice. Only a configured method is looked up, and at most
 * the policy's payment attempts are made per order, per buyer and per address (no card testing through the store). A gateway that cannot be
 * reached fails the attempt and leaves the order waiting for another try. */
export const startPayment =
  (deps: StartPaymentDeps) =>
  async (input: StartPaymentInput): Promise<Result<StartedPayment, StartPaymentError>> => {
    const order = await deps.orders.findByNumber(input.orderNumber);
    if (!order) return err({ kind: 'order-not-found', message: 'No encontramos ese pedido.' });
    if (order.state !== 'pending_payment')
      return err({ kind: 'not-payable', message: 'Este pedido ya no espera un pago.' });
    const method = parsePaymentMethod(input.method);
    const gateway = method === null ? undefined : deps.payments.forMethod(method);
    if (method === null || !gateway) return err(UNAVAILABLE);
    const outside = whyNotOffered(gateway, { total: order.totals.total, documentType: order.buyer.documentType });
    if (outside) return err({ kind: 'payment-method-unavailable', message: outside });
    const instrument = parseInstrument(input.instrument);
    if (!instrument.ok) return err(invalidInput(instrument.error));
    const request = (attempt: PaymentAttempt, returnUrl: string) =>
      sendPayment(gateway, requestOf(order, attempt, returnUrl, input.ip), instrument.value);
    // Checked before any attempt is stored: a card for Nequi is refused, not recorded.
    if (!instrumentsOf(gateway).includes(instrument.value.kind)) return err(UNAVAILABLE);
    const refused = await overPaymentLimits(deps, order, input.ip);
    if (refused) return err(refused);
    // The request's id is stored with the attempt before the call: a call cut short leaves an attempt reconciliation
    // follows (core/checkout/settle-payment.ts), and a push that reached the phone can still be withdrawn.
    const requestId = gateway.newRequestId?.();
    const attempt = await deps.attempts.add(order.id, {
      method,
      provider: gateway.provider,
      amount: order.totals.total,
      at: deps.clock.now(),
      ...(requestId !== undefined && {
        request: { messageId: requestId, action: shopperActionOf(instrument.value), expiresAt: order.expiresAt },
      }),
    });
    let outcome: PaymentOutcome;
    try {
      outcome = (await request(attempt, await deps.returnUrl(order))) ?? UNREACHABLE;
    } catch (error) {
      // A gateway answers its provider's failures as outcomes; anything thrown is an outage or a bug, logged here.
      deps.logger.error(
        { order: order.number, provider: gateway.provider, err: String(error) },
        'payment start failed',
      );
      outcome = UNREACHABLE;
    }
    const confirm = confirmPayment(deps);
    /** Records an answer, and answers what was recorded: a reference another attempt holds fails this one instead. */
    const say = async (o: PaymentOutcome): Promise<PaymentOutcome> => {
      const confirmed = await confirm(confirmationOf(attempt.id, o, gateway.provider));
      if (confirmed.ok || confirmed.error.kind === 'amount-mismatch') return o;
      if (confirmed.error.kind !== 'reference-taken')
        throw new Error(`Could not record ${o.status} for attempt ${attempt.id}: ${confirmed.error.message}`);
      deps.logger.error({ order: order.number, provider: gateway.provider, status: o.status }, confirmed.error.message);
      return say(referenceTaken(o));
    };
    // An answer other than a failure means the provider took the request: the attempt is pending first.
    if (outcome.status !== 'failed' && outcome.status !== 'pending')
      await say({ status: 'pending', reference: null, action: null, expiresAt: null });
    outcome = await say(outcome);
    const stored = (await deps.orders.findById(order.id))!;
    return ok({ order: stored, attempt: stored.payments.find((p) => p.id === attempt.id)!, outcome });
  };
