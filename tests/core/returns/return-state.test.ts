import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextReturnState,
  RETURN_EVENTS,
  RETURN_STATES,
  returnMachine,
  type ReturnState,
} from '../../../core/returns/return-state';
import { RUNS } from '../support/runs';

const goods = { units: 2, reversalCause: null };

describe("a return's life (solicitada → aprobada | rechazada → recibida → reembolsada | cambiada)", () => {
  it('walks the usual way and refuses what skips a step, in Spanish', () => {
    let state: ReturnState = 'requested';
    for (const event of ['approve', 'receive', 'refund'] as const) {
      const next = nextReturnState({ ...goods, state }, event);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    expect(state).toBe('refunded');
    expect(nextReturnState({ ...goods, state: 'requested' }, 'receive')).toEqual({
      ok: false,
      error: expect.objectContaining({ message: 'No se puede recibir una devolución solicitada.' }),
    });
    expect(nextReturnState({ ...goods, state: 'rejected' }, 'refund').ok).toBe(false);
  });

  it('refunds an approved return before receipt only when nothing has to come back', () => {
    expect(nextReturnState({ ...goods, state: 'approved' }, 'refund')).toEqual({
      ok: false,
      error: expect.objectContaining({
        message: 'Primero hay que recibir los productos devueltos; después se reembolsa.',
      }),
    });
    expect(nextReturnState({ state: 'approved', units: 0, reversalCause: null }, 'refund')).toEqual({
      ok: true,
      value: 'refunded',
    });
    expect(nextReturnState({ state: 'approved', units: 1, reversalCause: 'no-recibido' }, 'refund')).toEqual({
      ok: true,
      value: 'refunded',
    });
    expect(nextReturnState({ state: 'approved', units: 1, reversalCause: 'defectuoso' }, 'refund').ok).toBe(false);
  });

  it('an event repeated (a double click) leaves the state as it is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RETURN_STATES), fc.constantFrom(...RETURN_EVENTS), (state, event) => {
        const once = nextReturnState({ state, units: 0, reversalCause: null }, event);
        if (!once.ok) return;
        expect(nextReturnState({ state: once.value, units: 0, reversalCause: null }, event)).toEqual(
          once.value === state ? once : { ok: true, value: once.value },
        );
      }),
      RUNS,
    );
  });

  it('closed returns accept nothing new', () => {
    for (const state of ['rejected', 'refunded', 'exchanged'] as const)
      expect(Object.keys(returnMachine.transitions[state])).toEqual([]);
  });
});
