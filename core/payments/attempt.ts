import type { Pesos } from '../shared/money';
import type { PaymentMethodId } from './methods';
import type { PaymentState } from './payment-state';

/** One try at paying an order with one method. */
export type PaymentAttempt = {
  readonly id: string;
  readonly method: PaymentMethodId;
  readonly state: PaymentState;
  readonly amount: Pesos;
  /** The provider's own reference for the attempt, once it has one. */
  readonly reference: string | null;
  /** An approval that arrived after the order was cancelled or the attempt expired: an operator must act. */
  readonly flagged: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

/** The attempts still waiting for the shopper or the provider. */
export const openAttempts = (attempts: readonly PaymentAttempt[]): readonly PaymentAttempt[] =>
  attempts.filter((p) => p.state === 'created' || p.state === 'pending');
