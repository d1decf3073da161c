import type { Handling } from '../events/ports';
import type { Pesos } from '../shared/money';
import type { Result } from '../shared/result';
import type { LedgerEntryKind } from './ledger';
import type { RewardPlan } from './rewards';

/** One line of a customer's gift-credit history, as the referral page and `fornido credit show` list it. */
export type CreditLine = {
  readonly kind: LedgerEntryKind;
  readonly amount: Pesos;
  readonly pending: Pesos;
  /** The order it is about (its number), null for an operator's adjustment. */
  readonly orderNumber: string | null;
  readonly reason: string | null;
  readonly actor: string | null;
  readonly at: Date;
};

export type CreditStatement = {
  readonly balance: Pesos;
  /** What a clawback larger than the balance still owes, taken from later credit. */
  readonly pending: Pesos;
  /** Newest first. */
  readonly lines: readonly CreditLine[];
};

export type AdjustmentError = { readonly kind: 'insufficient-credit'; readonly message: string };

/** Customers' gift credit and the rewards of their orders, kept in the database. */
export type GiftCreditStore = {
  /** Applies a happening's rewards in one transaction with the handling's record: a redelivered event changes nothing,
   * and the customers involved are locked first, so concurrent writers never overspend or double-count. */
  applyRewards(handling: Handling, plan: RewardPlan): Promise<void>;
  statement(customerId: string, limit: number): Promise<CreditStatement>;
  /** The balance now (what the customer could apply at checkout). */
  balance(customerId: string): Promise<Pesos>;
  /** An operator's correction (positive or negative, never below a zero balance), with its reason and actor. */
  adjust(adjustment: {
    readonly customerId: string;
    readonly amount: Pesos;
    readonly reason: string;
    readonly actor: string;
    readonly at: Date;
  }): Promise<Result<CreditStatement, AdjustmentError>>;
};
