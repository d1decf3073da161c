/**
 * The shopper's returns (issue 34) under /api/v1:
 *
 *   POST /api/v1/orders/:number/returns   multipart/form-data (the order page's form: RETURN_FIELDS, and up to
 *        MAX_PICTURES `pictures`) or JSON (AskReturnRequest, without pictures) → 201 ReturnView
 *        the order's owner signed in, or `firma`: the order's signed link, as GET /api/v1/orders/:number reads it
 *        404 order-not-found (also another's order or a wrong signature) · 400 invalid-return-input |
 *        invalid-return-lines | invalid-evidence | invalid-refund-destination | invalid-input · 409 not-returnable |
 *        return-window-closed · 413 picture-too-large (the pictures together over RETURN_BODY_LIMIT)
 *        A browser's own post of the form (no JavaScript, `Accept: text/html`) is answered 303 back to the order's page,
 *        which says how it went (returnFormOutcome).
 *
 * The order's returns come with the order itself (OrderView.returns, OrderView.returnForm): the order page and
 * /micuenta/ read them, and hear them change live, with the order.
 */
import { endpoint } from './endpoint';
import type { returnInputs } from './inputs/returns';

/** A refund made of a return: its amount (money and gift credit back to the buyer) and how it went. */
export type ReturnRefundView = {
  readonly amount: number;
  /** "a tu medio de pago original", "por transferencia bancaria", "como saldo de regalo". */
  readonly howText: string;
  /** Done, or asked and not yet confirmed. */
  readonly done: boolean;
  readonly atText: string;
};

/** A return of the order as its shopper reads it. */
export type ReturnView = {
  readonly number: string;
  readonly state: string;
  /** "solicitada", "aprobada"… */
  readonly stateLabel: string;
  readonly reasonLabel: string;
  readonly lines: readonly { readonly sku: string; readonly name: string; readonly quantity: number }[];
  readonly requestedAtText: string;
  /** The last day the store answers, `YYYY-MM-DD`, and as read: "viernes 18 de diciembre de 2026". */
  readonly answerBy: string;
  readonly answerByText: string;
  /** How to send the units back (approved), or why it was not approved (rejected). */
  readonly instructions: string | null;
  readonly rejection: string | null;
  readonly refunds: readonly ReturnRefundView[];
  /** "Reembolsamos $ 43.300 de $ 129.900" once something was refunded; null before. */
  readonly refundedText: string | null;
};

/** What the order page's form offers: the units still returnable per line, the windows and how the money can go. */
export type ReturnFormView = {
  readonly lines: readonly {
    readonly sku: string;
    readonly name: string;
    /** "2 lb · Chocolate". */
    readonly presentation: string;
    readonly returnable: number;
    /** The variants an exchange (`cambio`) of this line may ask for instead: same product and price, on sale now. */
    readonly exchanges: readonly { readonly sku: string; /** "2 lb · Fresa". */ readonly label: string }[];
  }[];
  /** A shipped order paid electronically whose delivery estimate has passed: the form only asks the reversal of a
   * parcel that never arrived (every unit), with the estimate's last day and the window's. Null otherwise. */
  readonly lostParcel: {
    /** "martes 24 de noviembre de 2026". */
    readonly estimateText: string;
    readonly untilText: string;
  } | null;
  readonly deliveredOnText: string | null;
  /** The last day of the right of withdrawal ("martes 1 de diciembre de 2026"), null when it is closed or not open yet. */
  readonly retractoUntilText: string | null;
  readonly retractoDays: number;
  /** Paid electronically: a payment reversal may be asked (Ley 1480 art. 51). */
  readonly reversal: boolean;
  /** Paid where no refund goes back by itself (cash on delivery, cash at a counter, PSE, SafetyPay): the store transfers
   * the money to the account the form asks for (or gives it as gift credit). */
  readonly byTransfer: boolean;
  /** The order belongs to an account, which can hold gift credit. */
  readonly giftCredit: boolean;
  /** The day the store would answer a request made today. */
  readonly answerByText: string;
};

/** The form's fields as the browser posts them (multipart): the line fields are `units.{sku}`, `sealed.{sku}` and
 * `exchange.{sku}` (the variant a cambio asks for instead). */
export const RETURN_FIELDS = {
  signature: 'firma',
  reason: 'reason',
  reversalCause: 'reversalCause',
  learnedOn: 'learnedOn',
  words: 'words',
  refundTo: 'refundTo',
  bank: 'bank',
  accountType: 'accountType',
  accountNumber: 'accountNumber',
  holderName: 'holderName',
  documentType: 'documentType',
  documentNumber: 'documentNumber',
  pictures: 'pictures',
} as const;
export const unitsField = (sku: string) => `units.${sku}`;
export const sealedField = (sku: string) => `sealed.${sku}`;
export const exchangeField = (sku: string) => `exchange.${sku}`;

/** The most a return's form may weigh: its pictures (3 × 5 MB) and a margin for its text fields. */
export const RETURN_BODY_LIMIT = 3 * 5 * 1024 * 1024 + 256 * 1024;

/** The shopper's return request, as the form sends it read by the server. */
export const returnEndpoints = {
  askReturn: endpoint<ReturnView, typeof returnInputs.askReturn>()({
    method: 'POST',
    path: '/api/v1/orders/:number/returns',
    status: 201,
    errors: [
      'order-not-found',
      'not-returnable',
      'invalid-return-input',
      'invalid-return-lines',
      'return-window-closed',
      'invalid-evidence',
      'invalid-refund-destination',
      'picture-too-large',
      'invalid-input',
    ],
  }),
};
