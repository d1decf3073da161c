import type { DocumentType } from '../customers/documents';
import type { Pesos } from '../shared/money';

/** What every gateway is told about the payment it takes: one attempt of one order. */
export type PaymentRequest = {
  readonly orderNumber: string;
  /** Our id of the attempt: the reference a provider sends back in its confirmations. */
  readonly attemptId: string;
  readonly amount: Pesos;
  /** IVA and its base, which Colombian gateways ask for (`iva`, `baseiva`). */
  readonly tax: Pesos;
  readonly taxBase: Pesos;
  readonly description: string;
  readonly buyer: {
    readonly name: string;
    readonly email: string;
    readonly documentType: DocumentType;
    readonly documentNumber: string;
    readonly phone: string;
  };
  /** Where a provider sends the shopper back after paying on its page. */
  readonly returnUrl: string;
};

/** What the shopper must do next for a pending payment. */
export type PaymentAction =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'qr'; readonly data: string }
  | { readonly kind: 'push'; readonly phone: string }
  | { readonly kind: 'voucher'; readonly network: string; readonly code: string; readonly expiresAt: Date };

/** A provider's answer in the core's words (each adapter's map.ts translates its vendor's statuses once). */
export type PaymentOutcome =
  | { readonly status: 'approved'; readonly reference: string }
  | { readonly status: 'pending'; readonly reference: string | null; readonly action: PaymentAction | null }
  | {
      readonly status: 'rejected';
      readonly reference: string | null;
      readonly reason: string;
      readonly message: string;
    }
  | { readonly status: 'failed'; readonly reason: string; readonly message: string };

/** Cards charged from a token made in the shopper's browser (card numbers never reach the store). */
export type CardGateway = {
  charge(
    request: PaymentRequest,
    card: { readonly token: string; readonly installments: number },
  ): Promise<PaymentOutcome>;
  status(reference: string): Promise<PaymentOutcome>;
};

/** Mobile wallets: a push notification to the shopper's phone, or a QR code to scan. */
export type WalletGateway = {
  requestPush(request: PaymentRequest, phone: string): Promise<PaymentOutcome>;
  createQr(request: PaymentRequest): Promise<PaymentOutcome>;
  status(reference: string): Promise<PaymentOutcome>;
  /** Gives an approved payment back to the shopper. */
  reverse(reference: string, amount: Pesos): Promise<PaymentOutcome>;
};

/** Debits from a bank account through the shopper's bank (PSE). */
export type BankTransferGateway = {
  start(
    request: PaymentRequest,
    bank: { readonly code: string; readonly personType: 'natural' | 'juridica' },
  ): Promise<PaymentOutcome>;
  status(reference: string): Promise<PaymentOutcome>;
};

/** A code to pay in cash at a payment network's counters (Efecty, Baloto, Gana…). */
export type CashVoucherGateway = {
  issue(request: PaymentRequest, network: string): Promise<PaymentOutcome>;
  status(reference: string): Promise<PaymentOutcome>;
};

/** Buy now, pay later: the shopper applies for credit on the provider's page. */
export type BnplGateway = {
  apply(request: PaymentRequest): Promise<PaymentOutcome>;
  status(reference: string): Promise<PaymentOutcome>;
};

/** A provider's own checkout page, opened with a prepared payment. */
export type HostedCheckoutGateway = {
  createCheckout(request: PaymentRequest): Promise<PaymentOutcome>;
  status(reference: string): Promise<PaymentOutcome>;
};
