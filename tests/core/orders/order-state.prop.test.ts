import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialOrderState,
  ORDER_EVENTS,
  transitionOrder,
  type OrderEvent,
  type OrderState,
} from '../../../core/orders/order-state';
import { RUNS } from '../support/runs';

/** POLICY.md's order transitions, written out again here so the table in core is checked against the rule book. */
const POLICY_EDGES: readonly (readonly [OrderState, OrderEvent, OrderState])[] = [
  ['pending_payment', 'approve-payment', 'paid'],
  ['pending_payment', 'payment-attempt-failed', 'pending_payment'],
  ['pending_payment', 'cancel', 'cancelled'],
  ['pending_payment', 'expire', 'cancelled'],
  ['paid', 'start-preparing', 'preparing'],
  ['paid', 'reverse', 'reversed'],
  ['preparing', 'ship', 'shipped'],
  ['shipped', 'deliver', 'delivered'],
  ['confirmed', 'start-preparing', 'preparing'],
  // Not in POLICY.md, which is silent on it: an operator cancels a cash-on-delivery order the buyer no longer
  // wants (or cannot be reached for) before it is prepared; nothing was paid, the stock goes back on sale.
  ['confirmed', 'cancel', 'cancelled'],
  // Returns after delivery (issue 34, the returns page): a refund of part of the order, or of all that is left.
  ['delivered', 'return-part', 'partially_returned'],
  ['delivered', 'return-all', 'returned'],
  ['partially_returned', 'return-part', 'partially_returned'],
  ['partially_returned', 'return-all', 'returned'],
  // The reversal of a shipped parcel that never arrived (Ley 1480 art. 51): the money back, the order reversed.
  ['shipped', 'reverse-undelivered', 'reversed'],
];
const edgeFrom = (state: OrderState, event: OrderEvent) =>
  POLICY_EDGES.find(([from, on]) => from === state && on === event);

/** `paid`: the order was paid at some point, so any later approval is a duplicate. */
type Model = { state: OrderState; paid: boolean };
type Real = { state: OrderState };

/** Sends one event to the real machine and checks it against the rule book. */
const send = (event: OrderEvent): fc.Command<Model, Real> => ({
  check: () => true,
  run(model: Model, real: Real): void {
    const result = transitionOrder(real.state, event);
    const edge = edgeFrom(model.state, event);
    if (edge) {
      expect(result).toEqual({ ok: true, value: edge[2] });
      model.state = edge[2];
      model.paid ||= edge[2] === 'paid';
    } else if (event === 'approve-payment' && model.paid) {
      expect(result).toEqual({ ok: true, value: model.state });
    } else if (result.ok) {
      // Accepted without an edge: only as a repeat, which changes nothing.
      expect(result.value).toBe(model.state);
    } else {
      expect(result.error.from).toBe(model.state);
      expect(result.error.event).toBe(event);
      expect(result.error.kind).toBe(
        model.state === 'cancelled' && event === 'approve-payment' ? 'late-approval' : 'invalid-transition',
      );
      expect(result.error.message).toMatch(/^El pedido está .+: no se puede .+\.$/);
    }
    real.state = result.ok ? result.value : real.state;
    expect(real.state).toBe(model.state);
  },
  toString: () => event,
});

const anyCommand = fc.constantFrom(...ORDER_EVENTS).map((event) => send(event));

describe('order state machine', () => {
  it('every reachable state is reached only through transitions POLICY.md allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('prepaid' as const, 'cash-on-delivery' as const),
        fc.commands([anyCommand], { maxCommands: 25 }),
        (payment, commands) => {
          const start = initialOrderState(payment);
          fc.modelRun(() => ({ model: { state: start, paid: false }, real: { state: start } }), commands);
        },
      ),
      RUNS,
    );
  });

  it('a cash-on-delivery order never becomes paid or reversed; a prepaid one is never confirmed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('prepaid' as const, 'cash-on-delivery' as const),
        fc.array(fc.constantFrom(...ORDER_EVENTS)),
        (payment, all) => {
          // The reversal of a parcel that never arrived is for electronic payments only (reversalWindow refuses cash):
          // a cash-on-delivery order never receives it.
          const events = payment === 'cash-on-delivery' ? all.filter((e) => e !== 'reverse-undelivered') : all;
          const states = events.reduce<OrderState[]>(
            (seen, event) => {
              const result = transitionOrder(seen[seen.length - 1], event);
              return result.ok ? [...seen, result.value] : seen;
            },
            [initialOrderState(payment)],
          );
          const allowed: OrderState[] =
            payment === 'cash-on-delivery'
              ? ['confirmed', 'preparing', 'shipped', 'delivered', 'cancelled']
              : ['pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'reversed'];
          // Either way, a delivered order may then be returned in part or whole.
          for (const state of states) expect([...allowed, 'partially_returned', 'returned']).toContain(state);
        },
      ),
      // Found by seed 372463075 once the return states existed: a delivered cash-on-delivery order returned whole.
      { ...RUNS, examples: [['cash-on-delivery', ['start-preparing', 'ship', 'deliver', 'return-all']]] },
    );
  });

  it('any accepted event received twice changes the order once (the second time is a no-op, not an error)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_EVENTS)), fc.constantFrom(...ORDER_EVENTS), (history, event) => {
        const state = history.reduce<OrderState>((current, next) => {
          const result = transitionOrder(current, next);
          return result.ok ? result.value : current;
        }, 'pending_payment');
        const once = transitionOrder(state, event);
        fc.pre(once.ok);
        expect(once.ok && transitionOrder(once.value, event)).toEqual(once);
      }),
      RUNS,
    );
  });
});
