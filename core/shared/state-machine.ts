import { err, ok, type Result } from './result';

/** Allowed transitions as data: for each state, the events it accepts and the state each leads to. */
export type TransitionTable<S extends string, E extends string> = Readonly<Record<S, Readonly<Partial<Record<E, S>>>>>;

/** A state machine: its transitions, the states where an event has already taken effect (so receiving it again
 * changes nothing), and the (state, event) pairs that are refused but must be flagged, never lost. */
export type StateMachine<S extends string, E extends string> = {
  readonly transitions: TransitionTable<S, E>;
  readonly repeats: Readonly<Record<E, readonly S[]>>;
  readonly late: readonly (readonly [S, E])[];
};

export type TransitionError<S extends string, E extends string> = {
  /** `late-approval`: money was approved after the order or attempt closed; record it and flag it for an operator. */
  readonly kind: 'invalid-transition' | 'late-approval';
  readonly from: S;
  readonly event: E;
  readonly message: string;
};

/** Whether an event, received in a state, is a repeat of one already applied: accepted, with no change. */
export const isRepeat = <S extends string, E extends string>(
  machine: StateMachine<S, E>,
  state: S,
  event: E,
): boolean => machine.repeats[event].includes(state);

/** Applies an event: the next state when the table allows it, the same state for a repeat, otherwise an error. */
export const runTransition = <S extends string, E extends string>(
  machine: StateMachine<S, E>,
  state: S,
  event: E,
  describe: (from: S, event: E) => string,
): Result<S, TransitionError<S, E>> => {
  const next = machine.transitions[state][event];
  if (next !== undefined) return ok(next);
  if (isRepeat(machine, state, event)) return ok(state);
  const late = machine.late.some(([from, on]) => from === state && on === event);
  return err({
    kind: late ? 'late-approval' : 'invalid-transition',
    from: state,
    event,
    message: describe(state, event),
  });
};
