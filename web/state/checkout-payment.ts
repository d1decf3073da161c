import { parseMobilePhone } from '../../core/customers/phone';
import type { InstrumentKind } from '../../core/payments/instrument';
import type { InstrumentRequest, OrderView, PaymentOptionView } from '../lib/checkout-api';
import { checkoutApi, orderLinkParts } from '../lib/checkout-client';
import { failureText, paymentFailure } from '../pages/orders/pay/payment-failure';
import type { CheckoutDraft } from './checkout';

/** The phone the wallet's notification goes to: the one typed on the payment step, else the buyer step's. */
export const walletPhone = (draft: CheckoutDraft): string => draft.walletPhone ?? draft.customer.phone;

/** What the payment step still needs before "Confirmar pedido": the instrument of a method with several (Nequi's push
 * or QR), and a Colombian mobile for a push. Null when nothing is missing. */
export type InstrumentProblem = { readonly field: 'instrument' | 'phone'; readonly message: string };

/** The instrument the payment step starts right after placing the order (null: the order's page asks for it, as a
 * card's number is never typed in the checkout), or what is missing. */
export const checkoutInstrument = (
  option: Pick<PaymentOptionView, 'instruments' | 'label'> | undefined,
  draft: CheckoutDraft,
):
  | { readonly ok: true; readonly instrument: InstrumentRequest | null }
  | { readonly ok: false; readonly problem: InstrumentProblem } => {
  const kinds = option?.instruments ?? [];
  if (kinds.length === 0) return { ok: true, instrument: null };
  const kind: InstrumentKind | undefined =
    kinds.length === 1 ? kinds[0] : kinds.find((k) => k === draft.paymentInstrument);
  if (!kind)
    return {
      ok: false,
      problem: { field: 'instrument', message: `Elige cómo quieres pagar con ${option?.label ?? 'este medio'}.` },
    };
  switch (kind) {
    case 'wallet-push': {
      const phone = parseMobilePhone(walletPhone(draft));
      return phone.ok
        ? { ok: true, instrument: { kind, phone: phone.value } }
        : { ok: false, problem: { field: 'phone', message: phone.error.message } };
    }
    case 'wallet-qr':
    case 'pay-later':
    case 'hosted-checkout':
      return { ok: true, instrument: { kind } };
    case 'card':
    case 'bank-transfer':
    case 'cash-voucher':
      return { ok: true, instrument: null };
    default:
      return kind satisfies never;
  }
};

/** Why the payment could not start right after the order was placed, for the order's page to say (the order exists:
 * the shopper chooses again there). Kept in memory for the next page only. */
let notice: { readonly order: string; readonly message: string } | null = null;

/** The message for the order's page, if the checkout left one for this order. */
export const paymentNotice = (orderNumber: string): string | null =>
  notice?.order === orderNumber ? notice.message : null;

/** Forgets the message once the order's page has shown it. */
export const forgetPaymentNotice = (): void => {
  notice = null;
};

/** Starts the payment of an order just placed with the instrument chosen on the payment step. A refusal or a lost
 * connection is kept for the order's page, which shows the choice again with it: nothing is lost, the order exists. */
export const startCheckoutPayment = async (order: OrderView, method: string, instrument: InstrumentRequest) => {
  const signature = orderLinkParts(order.link)?.signature ?? null;
  const paid = await checkoutApi.pay(order.number, { method, instrument, ...(signature ? { signature } : {}) });
  notice = paid.ok ? null : { order: order.number, message: failureText(paymentFailure(paid.error)) };
  return paid.ok;
};
