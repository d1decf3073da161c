import { sandboxFileState } from '../../payments/sandbox-file-state';
import type { SandboxMethod, StateCode } from './wire';

/** A refund (reversal) of part or all of a card payment, under the merchant's reference of it (`invoice`). */
export type SandboxRefund = {
  readonly id: number;
  readonly invoice: string;
  readonly value: number;
  readonly createdAt: string;
};

/** A payment the sandbox took (card charge, PSE debit, cash voucher or SafetyPay), with what the merchant sent. */
export type SandboxTransaction = {
  readonly refPayco: number;
  readonly transactionId: string;
  readonly method: SandboxMethod;
  /** `VS`, `MC`, `PSE`, `EF`…; the cash network or bank name goes in `bank`. */
  readonly franchise: string;
  readonly bank: string;
  readonly bankCode: string;
  readonly invoice: string;
  readonly description: string;
  /** The amounts exactly as the merchant sent them (`x_amount` must repeat them). */
  readonly value: string;
  readonly tax: string;
  readonly taxBase: string;
  readonly ico: string;
  readonly currency: string;
  readonly state: StateCode;
  readonly authorization: string;
  readonly receipt: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly customer: Readonly<Record<string, string>>;
  readonly ip: string;
  readonly test: boolean;
  readonly urlResponse: string;
  readonly urlConfirmation: string;
  readonly confirmationMethod: 'GET' | 'POST';
  readonly extras: Readonly<Record<string, string>>;
  readonly cardMask?: string;
  readonly dues?: string;
  readonly pin?: string;
  readonly projectCode?: string;
  readonly expiresAt?: string;
  readonly ticketId?: string;
  /** The refunds of a card payment, oldest first. */
  readonly refunds?: readonly SandboxRefund[];
};

/** A tokenized card: never its number, only its mask and what charging it does. */
export type SandboxCard = {
  readonly token: string;
  readonly mask: string;
  readonly franchise: string;
  readonly expMonth: string;
  readonly expYear: string;
  readonly name: string;
  readonly email: string;
  readonly outcome: 'approved' | 'rejected' | 'pending' | 'failed';
  readonly createdAt: string;
};

/** A customer (`/payment/v1/customer/create`) with the tokens of its cards, the default one first. */
export type SandboxCustomer = {
  readonly id: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly cards: readonly string[];
  readonly createdAt: string;
};

/** A plan (`/recurring/v1/plan/create`), keyed by the merchant's `id_plan`. */
export type SandboxPlan = {
  readonly id: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly createdAt: string;
};

/** A subscription of a customer to a plan. */
export type SandboxSubscription = {
  readonly id: string;
  readonly planId: string;
  readonly customerId: string;
  readonly token: string;
  readonly status: 'active' | 'canceled';
  readonly fields: Readonly<Record<string, string>>;
  readonly createdAt: string;
  readonly periodStart: string;
  readonly periodEnd: string;
};

/** Everything the sandbox keeps. */
export type SandboxState = {
  nextRef: number;
  transactions: SandboxTransaction[];
  cards: SandboxCard[];
  customers: SandboxCustomer[];
  plans: SandboxPlan[];
  subscriptions: SandboxSubscription[];
};

const empty = (): SandboxState => ({
  nextRef: 2_400_001,
  transactions: [],
  cards: [],
  customers: [],
  plans: [],
  subscriptions: [],
});
const KEPT = 1000;

/** The sandbox's state, shared with the `fornido` command through `file` (like Nequi's sandbox). */
export const sandboxState = (file?: string) =>
  sandboxFileState(file, empty, (state) => {
    state.transactions = state.transactions.slice(-KEPT);
    state.cards = state.cards.slice(-KEPT);
  });

export type SandboxStore = ReturnType<typeof sandboxState>;
