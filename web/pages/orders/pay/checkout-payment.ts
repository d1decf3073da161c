import { parseMobilePhone } from '../../../../core/people/phone';
import type { InstrumentKind } from '../../../../core/payments/instrument';
import type { InstrumentRequest, OrderView, PaymentOptionView } from '../../../../contract/checkout';
import { checkoutApi } from '../../../lib/checkout-api';
import { orderLinkParts } from '../../../lib/order-link';
import { bankInstrument } from './bank-transfer-form';
import { voucherInstrument } from './cash-voucher-form';
import { redirectOf } from './pay-stage';
import { INSTRUMENT_TEXT } from './instruments';
import { failureText, paymentFailure, type PaymentFailure } from './payment-failure';
import type { CheckoutDraft } from '../../../state/checkout';

/** The phone the wallet's notification goes to: the one typed on the payment step, else the buyer step's. */
export const walletPhone = (draft: CheckoutDraft): string => draft.walletPhone ?? draft.customer.phone;

/** What the payment step still needs before "Confirmar pedido": the instrument of a method with several (Nequi's push
 * or QR), a Colombian mobile for a push, PSE's bank, a cash voucher's network. Null when nothing is missing. */
export type InstrumentProblem = {
  readonly field: 'instrument' | 'phone' | 'bank' | 'network';
  readonly message: string;
};

/** The cash network the voucher is for: the one chosen, or the method's only one. */
export const cashNetwork = (option: Pick<PaymentOptionView, 'networks'> | undefined, draft: CheckoutDraft): string =>
  draft.payDetails.network || (option?.networks.length === 1 ? option.networks[0].id : '');

const fromForm = (
  made: InstrumentRequest | PaymentFailure,
  field: 'bank' | 'network',
):
  | { readonly ok: true; readonly instrument: InstrumentRequest }
  | { readonly ok: false; readonly problem: InstrumentProblem } =>
  'kind' in made ? { ok: true, instrument: made } : { ok: false, problem: { field, message: failureText(made) } };

/** "Elige cómo quieres pagar con Nequi: notificación a tu celular o código QR.": the choice still missing, named with
 * its choices, so the shopper reads what to tap. */
export const chooseInstrumentMessage = (label: string, kinds: readonly InstrumentKind[]): string => {
  const names = kinds.map((k) => INSTRUMENT_TEXT[k].label.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()));
  const choices = names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names[names.length - 1]}` : names.join('');
  return `Elige cómo quieres pagar con ${label}: ${choices}.`;
};

/** The instrument the payment step starts right after placing the order (null: the order's page asks for it, as a
 * card's number is never typed in the checkout), or what is missing. PSE and cash are checked as the order's page
 * checks them. */
export const checkoutInstrument = (
  option: Pick<PaymentOptionView, 'instruments' | 'label' | 'networks'> | undefined,
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
      problem: { field: 'instrument', message: chooseInstrumentMessage(option?.label ?? 'este medio', kinds) },
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
    case 'bank-transfer':
      return fromForm(bankInstrument(draft.payDetails.bank, draft.payDetails.personType), 'bank');
    case 'cash-voucher':
      return fromForm(voucherInstrument(cashNetwork(option, draft)), 'network');
    case 'card':
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
 * connection is kept for the order's page, which shows the choice again with it: nothing is lost, the order exists.
 * Started, it answers where the shopper goes next when the payment continues on another site (PSE's bank). */
export const startCheckoutPayment = async (
  order: OrderView,
  method: string,
  instrument: InstrumentRequest,
): Promise<{ readonly started: boolean; readonly redirect: string | null }> => {
  const signature = orderLinkParts(order.link)?.signature ?? null;
  const paid = await checkoutApi.payOrder({
    number: order.number,
    method,
    instrument,
    ...(signature ? { signature } : {}),
  });
  notice = paid.ok ? null : { order: order.number, message: failureText(paymentFailure(paid.error)) };
  return paid.ok ? { started: true, redirect: redirectOf(paid.value) } : { started: false, redirect: null };
};
