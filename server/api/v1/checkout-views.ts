import { lineProductOf } from '../../../core/cart/ports';
import { SHIPPING_METHOD_LABEL } from '../../../core/cart/shipping-cost';
import type { CheckoutSummary } from '../../../core/checkout/price-checkout';
import type { Order } from '../../../core/orders/order';
import { orderStateLabel } from '../../../core/orders/order-state';
import type { PaymentAction, PaymentAttempt } from '../../../core/payments/attempt';
import type { GatewayRegistry } from '../../../core/payments/gateways';
import { CASH_NETWORK_NAME, parseCashNetwork } from '../../../core/payments/cash-networks';
import { paidWithText, parsePaymentMethod, PAYMENT_METHOD_TEXT } from '../../../core/payments/methods';
import { howToPay, whyNotOffered } from '../../../core/payments/payment-options';
import { isFinalPaymentState, paymentStateLabel } from '../../../core/payments/payment-state';
import { formatMobilePhone } from '../../../core/people/phone';
import { formatBogotaDateTime, formatDeliveryEstimate } from '../../../core/shared/bogota-time-text';
import { orderDeadline } from '../../../core/orders/order-deadline';
import { formatDeadline, formatDueBy, formatMinutesLeft } from '../../../core/shared/deadline-text';
import { formatCalendarDate } from '../../../core/shared/calendar-date';
import { times } from '../../../core/shared/money';
import type {
  CheckoutView,
  OrderView,
  PayOptionView,
  PaymentActionView,
  PaymentAttemptView,
} from '../../../contract/checkout';

/** A checkout step's figures as the API sends them. */
export const checkoutView = (s: CheckoutSummary): CheckoutView => ({
  lines: s.items.map((i) => ({
    ...lineProductOf(i),
    quantity: i.quantity,
    unitPrice: i.price,
    compareAt: i.compareAt,
    lineTotal: times(i.price, i.quantity),
  })),
  destination: s.destination
    ? { code: s.destination.code, name: s.destination.name, departmentCode: s.destination.departmentCode }
    : null,
  shippingOptions:
    s.shippingOptions?.map((o) => ({
      method: o.method,
      label: o.label,
      price: o.price,
      free: o.free,
      earliest: formatCalendarDate(o.earliest),
      latest: formatCalendarDate(o.latest),
      estimate: o.estimate,
    })) ?? null,
  shippingMethod: s.shipping?.method ?? null,
  paymentOptions: s.paymentOptions ? [...s.paymentOptions] : null,
  paymentMethod: s.paymentMethod,
  cashOnDelivery: s.codTerms,
  totals: {
    subtotal: s.breakdown.subtotal,
    giftCredit: s.breakdown.giftCredit,
    shipping: s.breakdown.shipping,
    freeShipping: s.breakdown.freeShipping,
    codSurcharge: s.breakdown.codSurcharge,
    total: s.breakdown.total,
    tax: s.breakdown.tax,
    taxBase: s.breakdown.taxBase,
    savings: s.breakdown.savings,
  },
  giftCreditBalance: s.giftCreditBalance,
});

const methodLabel = (method: string) => {
  const known = parsePaymentMethod(method);
  return known === null ? method : PAYMENT_METHOD_TEXT[known].label;
};

const paidText = (method: string) => {
  const known = parsePaymentMethod(method);
  return known === null ? `Pagado con ${method}.` : paidWithText(known);
};

const actionView = (action: PaymentAction): PaymentActionView => {
  if (action.kind === 'push') return { kind: 'push', phone: formatMobilePhone(action.phone) };
  if (action.kind !== 'voucher') return action;
  const network = parseCashNetwork(action.network);
  return { ...action, networkName: network ? CASH_NETWORK_NAME[network] : action.network };
};

/** Why an attempt closed without the money, in the shopper's words; null while it is open or once approved. */
const closedMessage = (p: PaymentAttempt): string | null => {
  if (p.state === 'rejected' || p.state === 'failed' || p.state === 'expired')
    return p.reason === 'amount-mismatch' ? null : (p.message ?? 'El pago no se completó.');
  return null;
};

/** A payment attempt as the order's page shows it at `now` (its last change written relative to it). */
export const attemptView = (
  p: PaymentAttempt,
  now: Date,
  payments: Pick<GatewayRegistry, 'hostedBy'>,
): PaymentAttemptView => {
  const open = !isFinalPaymentState(p.state);
  return {
    id: p.id,
    method: p.method,
    methodLabel: methodLabel(p.method),
    paidText: paidText(p.method),
    payAt: payments.hostedBy(p) ?? methodLabel(p.method),
    state: p.state,
    stateLabel: paymentStateLabel(p.state),
    amount: p.amount,
    open,
    action: open && p.action ? actionView(p.action) : null,
    expiresAt: open ? (p.expiresAt?.toISOString() ?? null) : null,
    expiresAtText: open && p.expiresAt ? formatDueBy(p.expiresAt, now) : null,
    changedAtText: formatDeadline(p.updatedAt, now),
    message: closedMessage(p),
  };
};

/** The methods an order waiting for its payment can be paid with now: the configured gateways' that take its total
 * and its buyer's document (cash on delivery is chosen at checkout, never afterwards). */
const payOptionsOf = (o: Order, payments: GatewayRegistry): PayOptionView[] =>
  o.state !== 'pending_payment'
    ? []
    : payments.gateways
        .filter((g) => whyNotOffered(g, { total: o.totals.total, documentType: o.buyer.documentType }) === null)
        .map((g) => ({
          method: g.method,
          label: PAYMENT_METHOD_TEXT[g.method].label,
          conditions: PAYMENT_METHOD_TEXT[g.method].conditions,
          ...howToPay(g),
        }));

/** An order as its owner (or the holder of its signed link) sees it at `now`: its one deadline (orderDeadline, the
 * same its mails state) is written relative to it; its returns as server/api/v1/return-views.ts shows them. */
export const orderView = (
  o: Order,
  link: string,
  payments: GatewayRegistry,
  now: Date,
  returned: Pick<OrderView, 'returns' | 'returnForm'>,
  invoices: OrderView['invoices'] = [],
): OrderView => {
  const deadline = orderDeadline(o);
  return {
    number: o.number,
    state: o.state,
    stateLabel: orderStateLabel(o.state),
    placedAt: o.placedAt.toISOString(),
    placedAtText: formatBogotaDateTime(o.placedAt),
    expiresAt: deadline?.toISOString() ?? null,
    expiresAtText: deadline ? formatDueBy(deadline, now) : null,
    expiresInText: deadline ? formatMinutesLeft(deadline, now) : null,
    buyer: { ...o.buyer, consent: true },
    shipping: {
      method: o.shipping.method,
      label: SHIPPING_METHOD_LABEL[o.shipping.method],
      charged: o.shipping.charged,
      estimate: formatDeliveryEstimate(o.shipping.earliest, o.shipping.latest),
      tracking: o.shipping.tracking,
    },
    paymentMethod: o.paymentMethod,
    paymentMethodLabel: methodLabel(o.paymentMethod),
    lines: o.lines.map((l) => ({
      ...lineProductOf(l),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      compareAt: l.compareAt,
      lineTotal: l.gross,
      iva: l.iva,
    })),
    totals: { ...o.totals },
    payments: o.payments.map((p) => attemptView(p, now, payments)),
    payable: o.state === 'pending_payment',
    payOptions: payOptionsOf(o, payments),
    link,
    ...returned,
    invoices,
  };
};
