import type { DocumentType } from '../people/documents';
import type { MobilePhone } from '../people/phone';
import type { Pesos } from '../shared/money';
import type { OpenAttemptsQuery, PaymentAttempt, PaymentAction, SentRequest, Unanswered } from './attempt';
import type { CashNetwork } from './cash-networks';
import type { PaymentMethodId } from './methods';
import type { RefundOutcome, RefundRequest, RefundTerms } from './refund';
import type { TestCards } from './sandbox-card';

/** What every gateway is told about the payment it takes: one attempt of one order. */
export type PaymentRequest = {
  readonly orderNumber: string;
  /** Our id of the attempt: the reference a provider sends back in its confirmations. */
  readonly attemptId: string;
  /** The id this call goes by at the provider (Nequi's MessageID), already recorded on the attempt; null for a provider
   * that keys its calls by `attemptId`. */
  readonly requestId: string | null;
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
  /** What was bought, line by line (IVA included in `unitPrice`; `iva` is the line's IVA), for providers that list the
   * items (MercadoPago's preference, Addi's application). With `shipping` and less `giftCredit` they make `amount`. */
  readonly items: readonly {
    readonly sku: string;
    readonly name: string;
    readonly quantity: number;
    readonly unitPrice: Pesos;
    readonly iva: Pesos;
  }[];
  /** Shipping charged, with cash on delivery's surcharge when there is one (never with an online payment). */
  readonly shipping: Pesos;
  /** The shopper's gift credit taken off the products ("saldo de regalo"). */
  readonly giftCredit: Pesos;
  /** Where the parcel goes, which pay-later providers ask for. */
  readonly address: {
    readonly line1: string;
    readonly line2: string;
    readonly municipality: string;
    readonly department: string;
  };
  /** Where a provider sends the shopper back after paying on its page. */
  readonly returnUrl: string;
  /** When the order stops waiting for its payment: no provider's hold should outlast it by much. */
  readonly orderExpiresAt: Date | null;
  /** The shopper's address as the store saw it, which card and PSE gateways send for their fraud checks. */
  readonly ip: string;
};

/** A provider's answer in the core's words (each adapter's map.ts translates its vendor's statuses once). `amount` and
 * `currency`, when the provider tells them, are checked against the attempt before anything is applied. */
export type PaymentOutcome =
  | {
      readonly status: 'approved';
      readonly reference: string;
      readonly amount?: Pesos;
      readonly currency?: string;
      readonly messageId?: string;
    }
  | {
      readonly status: 'pending';
      readonly reference: string | null;
      /** What the shopper must do next; null when there is nothing to do but wait. */
      readonly action: PaymentAction | null;
      /** When the provider stops waiting for the shopper (the push, QR, PSE session or voucher expires). */
      readonly expiresAt: Date | null;
      /** The provider's id of the request that created the payment, when a later call needs it (Nequi's reversal). */
      readonly messageId?: string;
      readonly amount?: Pesos;
      readonly currency?: string;
    }
  | {
      readonly status: 'rejected' | 'expired';
      readonly reference: string | null;
      readonly reason: string;
      readonly message: string;
    }
  /** The provider gave the money back (a refund or chargeback made on its side). */
  | { readonly status: 'reversed'; readonly reference: string }
  /** The provider could not be asked or did not answer usably: nothing is known to have happened — unless `ended`. */
  | {
      readonly status: 'failed';
      readonly reason: string;
      readonly message: string;
      /** The provider itself ended the attempt on an error of its own (Addi's INTERNAL_ERROR): the attempt closes as
       * failed, and the shopper pays with another method. */
      readonly ended?: true;
      /** A request that may have reached the provider though its answer never came (a time-out): what it would have
       * asked the shopper and until when, and its message id, so that money paid to it can be given back. */
      readonly unanswered?: Unanswered;
    };

/** A webhook or callback exactly as it arrived. */
export type IncomingNotification = {
  readonly headers: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** The raw body, as the signature was computed over it. */
  readonly body: string;
};

/** Whether a notification's signature was checked and held, failed, or could not be checked (no secret configured). */
export type SignatureVerdict = 'valid' | 'invalid' | 'unsigned';

/** A provider's notifications: which attempt one is about and whether it is genuine. Its content is never applied as
 * it stands: the store reads the attempt's status from the provider again. */
export type NotificationReader = {
  /** The provider expects its own JSON back as the answer to a notification it delivered (Addi); otherwise the store
   * answers with what it made of it. */
  readonly echo?: boolean;
  /** `unverified` says why the payment a genuine notification names could not be learned now (the provider's API did
   * not answer): it is kept and the provider asked to send it again. */
  read(notification: IncomingNotification): Promise<{
    readonly verdict: SignatureVerdict;
    readonly reference: string | null;
    readonly unverified?: string;
  }>;
};

/** What every gateway does besides starting a payment. */
type GatewayBase = {
  /** The provider's name as attempts, webhooks and the CLI know it (`nequi`, `sandbox-card`, `epayco`…). */
  readonly provider: string;
  /** The method the shopper chooses to reach it. */
  readonly method: PaymentMethodId;
  /** True when it talks to its local sandbox, not the real provider. */
  readonly sandbox: boolean;
  /** A new id for the next call that starts a payment, where the provider names each request (Nequi's MessageID): it is
   * recorded on the attempt before the call, so a call cut short (a shutdown, a crash) leaves an attempt that
   * reconciliation can follow and withdraw. Absent where the provider keys calls by the attempt's id. */
  newRequestId?(): string;
  /** The provider's word on an attempt now: it is asked, never the shopper's browser. */
  status(attempt: PaymentAttempt): Promise<PaymentOutcome>;
  /** Gives part or all of an approved payment back through the provider's API, within `refundTerms` (issue 34). */
  refund?(attempt: PaymentAttempt, request: RefundRequest): Promise<RefundOutcome>;
  readonly refundTerms?: RefundTerms;
  /** A refund's state at the provider now, by the reference its `refund` answered (reconciliation of pending ones). */
  refundStatus?(attempt: PaymentAttempt, reference: string): Promise<RefundOutcome>;
  /** Withdraws a payment still waiting for the shopper (a push they did not answer), where the provider allows it. */
  cancel?(attempt: PaymentAttempt): Promise<void>;
  /** What the provider's own records say about an attempt now, as labelled facts for operators (`fornido payments
   * show`): its state, response, franchise, authorization… Read-only; throws when the provider cannot be asked. */
  describe?(attempt: PaymentAttempt): Promise<readonly (readonly [label: string, value: string])[]>;
  /** Present when the provider sends webhooks or callbacks (`POST /api/v1/webhooks/{provider}`). */
  readonly notifications?: NotificationReader;
  /** The order totals it takes, when the provider limits them (Addi lends between its minimum and maximum); it is
   * offered for no other. */
  readonly amountRange?: { readonly min: Pesos; readonly max: Pesos };
  /** The buyer's identity documents it takes, when the provider limits them (Addi: the cédula de ciudadanía only); it
   * is offered to no other buyer. */
  readonly documentTypes?: readonly DocumentType[];
};

/** Mobile wallets: a push notification to the shopper's phone, or a QR code to scan. */
export type WalletGateway = GatewayBase & {
  readonly kind: 'wallet';
  push(request: PaymentRequest, phone: MobilePhone): Promise<PaymentOutcome>;
  qr(request: PaymentRequest): Promise<PaymentOutcome>;
};

/** The provider's script that turns the card form into a token in the shopper's browser, and the public key it is
 * given; the page knows each provider's script by the provider's name. */
export type CardTokenizer = {
  readonly provider: string;
  /** Its address: absolute for the real provider's, a path of the store's own for a sandbox's. */
  readonly script: string;
  readonly key: string;
  /** The origins the script sends the card to (the store's content security policy opens exactly these). */
  readonly connect: readonly string[];
};

/** A bank the shopper can debit from through PSE, as the provider lists it. */
export type Bank = { readonly code: string; readonly name: string };

/** Cards charged from a token made in the shopper's browser (card numbers never reach the store). */
export type CardGateway = GatewayBase & {
  readonly kind: 'card';
  /** The provider's tokenizer; absent for the store's own sandbox card, whose test numbers are their own token. */
  readonly tokenizer?: CardTokenizer;
  /** Against a sandbox, the cards that sandbox approves and declines (it declares them itself): the card form names
   * these and no others. Absent against the real provider. */
  readonly testCards?: TestCards;
  charge(
    request: PaymentRequest,
    card: { readonly token: string; readonly installments: number },
  ): Promise<PaymentOutcome>;
};

/** Debits from a bank account through the shopper's bank (PSE). */
export type BankTransferGateway = GatewayBase & {
  readonly kind: 'bank-transfer';
  /** The banks the provider debits from now (PSE's list changes: it is asked, briefly cached by the adapter). */
  banks(): Promise<readonly Bank[]>;
  transfer(
    request: PaymentRequest,
    bank: { readonly bank: string; readonly personType: 'natural' | 'juridica' },
  ): Promise<PaymentOutcome>;
};

/** A code to pay in cash at a payment network's counters (Efecty, Baloto, Gana…). */
export type CashVoucherGateway = GatewayBase & {
  readonly kind: 'cash-voucher';
  /** The networks it issues vouchers for, in the order the shopper sees them. */
  readonly networks: readonly CashNetwork[];
  issue(request: PaymentRequest, network: CashNetwork): Promise<PaymentOutcome>;
};

/** Buy now, pay later: the shopper applies for credit on the provider's page. */
export type PayLaterGateway = GatewayBase & {
  readonly kind: 'pay-later';
  apply(request: PaymentRequest): Promise<PaymentOutcome>;
};

/** A provider's own checkout page, opened with a prepared payment. */
export type HostedCheckoutGateway = GatewayBase & {
  readonly kind: 'hosted-checkout';
  open(request: PaymentRequest): Promise<PaymentOutcome>;
};

/** A configured gateway: one provider taking one method. */
export type PaymentGateway =
  WalletGateway | CardGateway | BankTransferGateway | CashVoucherGateway | PayLaterGateway | HostedCheckoutGateway;

/** An attempt with the order it pays. */
export type StoredAttempt = {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly attempt: PaymentAttempt;
};

/** What a provider told about an attempt besides its state, recorded with it. Absent fields are left as they are. */
export type AttemptDetails = {
  readonly reference?: string;
  readonly action?: PaymentAction | null;
  readonly expiresAt?: Date | null;
  readonly reason?: string | null;
  readonly message?: string | null;
  readonly providerMessageId?: string;
  /** Something an operator must look at (an approval that cannot be applied, an amount that does not match). */
  readonly flagged?: boolean;
};

/** Payment attempts, for the providers' needs. Every write is one transaction. */
export type PaymentAttemptStore = {
  /** A new attempt, `created`, for an order, with the request about to be sent for it when the provider names requests
   * (its id, what it asks of the shopper, until when), so an interrupted call can still be followed. */
  add(
    orderId: string,
    attempt: {
      readonly method: PaymentMethodId;
      readonly provider: string;
      readonly amount: Pesos;
      readonly at: Date;
      readonly request?: SentRequest;
    },
  ): Promise<PaymentAttempt>;
  find(attemptId: string): Promise<StoredAttempt | null>;
  /** The attempt a provider's reference names (unique per provider). */
  findByReference(provider: string, reference: string): Promise<StoredAttempt | null>;
  /** Attempts with this reference at any provider (an operator's search). */
  listByReference(reference: string): Promise<readonly StoredAttempt[]>;
  /** Takes up to `limit` open attempts (created or pending) and stamps them checked, oldest first. Rows another worker
   * holds are skipped (`FOR UPDATE SKIP LOCKED`) and stamped rows wait until `checkedBefore` passes them, so several
   * workers at once never ask the provider about the same attempt. */
  claimOpen(query: OpenAttemptsQuery): Promise<readonly StoredAttempt[]>;
  /** Takes up to `limit` attempts that failed with an unanswered request (reason UNANSWERED) whose request has
   * expired by `now`, and stamps them checked, as `claimOpen` does. */
  claimUnanswered(query: Omit<OpenAttemptsQuery, 'since' | 'attemptId'>): Promise<readonly StoredAttempt[]>;
  /** Records what a provider said without moving the attempt's state. */
  record(attemptId: string, details: AttemptDetails, at: Date): Promise<void>;
  /** The attempts still waiting on a payment provider or on the shopper, in the order they were made, at most `limit`,
   * for operators to read (nothing is claimed or stamped): the open ones (created or pending) but cash on delivery's
   * (AT_THE_DOOR: paid when delivered), and those failed with an unanswered request (reason UNANSWERED) that
   * reconciliation has not withdrawn yet. */
  listAwaiting(limit: number): Promise<readonly StoredAttempt[]>;
};
