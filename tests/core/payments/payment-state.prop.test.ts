import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_EVENTS,
  transitionPayment,
  type PaymentEvent,
  type PaymentState,
} from '../../../core/payments/payment-state';
import { RUNS } from '../support/runs';

/** POLICY.md's payment-attempt transitions (plus created → failed: the provider could not be asked). */
const POLICY_EDGES: readonly (readonly [PaymentState, PaymentEvent, PaymentState])[] = [
  ['created', 'submit', 'pending'],
  ['created', 'fail', 'failed'],
  // Not in POLICY.md: the order expired before the shopper ever sent the attempt to the provider.
  ['created', 'expire', 'expired'],
  ['pending', 'approve', 'approved'],
  ['pending', 'reject', 'rejected'],
  ['pending', 'fail', 'failed'],
  ['pending', 'expire', 'expired'],
  ['approved', 'reverse', 'reversed'],
];
const CLOSED_WITHOUT_MONEY: readonly PaymentState[] = ['expired', 'failed', 'rejected'];

type Model = { state: PaymentState };
type Real = { state: PaymentState };

const send = (event: PaymentEvent): fc.Command<Model, Real> => ({
  check: () => true,
  run(model: Model, real: Real): void {
    const result = transitionPayment(real.state, event);
    const edge = POLICY_EDGES.find(([from, on]) => from === model.state && on === event);
    if (edge) {
      expect(result).toEqual({ ok: true, value: edge[2] });
      model.state = edge[2];
    } else if (result.ok) {
      expect(result.value).toBe(model.state);
    } else {
      const late = event === 'approve' && CLOSED_WITHOUT_MONEY.includes(model.state);
      expect(result.error).toMatchObject({
        kind: late ? 'late-approval' : 'invalid-transition',
        from: model.state,
        event: event,
      });
    }
    real.state = result.ok ? result.value : real.state;
    expect(real.state).toBe(model.state);
  },
  toString: () => event,
});

describe('payment attempt state machine', () => {
  it('every reachable state is reached only through allowed transitions', () => {
    fc.assert(
      fc.property(
        fc.commands([fc.constantFrom(...PAYMENT_EVENTS).map((event) => send(event))], { maxCommands: 30 }),
        (commands) => {
          const created = (): { state: PaymentState } => ({ state: 'created' });
          fc.modelRun(() => ({ model: created(), real: created() }), commands);
        },
      ),
      RUNS,
    );
  });

  it('the same confirmation twice changes the attempt once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PAYMENT_EVENTS)),
        fc.constantFrom(...PAYMENT_EVENTS),
        (history, event) => {
          const state = history.reduce<PaymentState>((current, next) => {
            const result = transitionPayment(current, next);
            return result.ok ? result.value : current;
          }, 'created');
          const once = transitionPayment(state, event);
          fc.pre(once.ok);
          expect(once.ok && transitionPayment(once.value, event)).toEqual(once);
        },
      ),
      RUNS,
    );
  });
});
