import type { PaymentState } from '../payments/payment-state';
import type { Settlement } from './settle-payment';

/** An attempt the store and its provider disagree on, as the last reconciliation that checked it found it. */
export type Disagreement = {
  readonly attemptId: string;
  readonly orderNumber: string;
  readonly provider: string;
  readonly reference: string | null;
  readonly state: PaymentState;
  /** Plain English, for operators (`fornido payments show`). */
  readonly disagreement: string;
  readonly seenAt: Date;
};

/** What reconciliations found, kept for the operators' console (a web process never runs the reconciler itself). */
export type DisagreementLog = {
  /** Records what one reconciliation settled: each disagreement is kept (its newest wording), and an attempt that now
   * agrees with its provider is forgotten. */
  note(settlements: readonly Settlement[], at: Date): Promise<void>;
  /** The attempts still disagreeing, the latest seen first. */
  list(limit: number): Promise<readonly Disagreement[]>;
};

/** The row a settlement leaves in the log: its disagreement seen `at`, or null when the store and the provider agree. */
export const disagreementOf = (s: Settlement, at: Date): Disagreement | null =>
  s.disagreement === null
    ? null
    : {
        attemptId: s.attemptId,
        orderNumber: s.orderNumber,
        provider: s.provider,
        reference: s.reference,
        state: s.to,
        disagreement: s.disagreement,
        seenAt: at,
      };
