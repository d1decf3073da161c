import { INTERRUPTED_AFTER_MS } from '../payments/attempt';
import type { Clock } from '../shared/ports';
import type { DisagreementLog } from './ports';
import { settleWithProvider, type SettleDeps, type Settlement } from './settle-payment';
import { undoUnanswered, type UndoneRequest } from './undo-unanswered';

export type ReconcileDeps = SettleDeps & {
  readonly clock: Clock;
  readonly disagreements: Pick<DisagreementLog, 'note'>;
};

export type ReconcileInput = {
  readonly provider?: string;
  /** Only attempts made since then. */
  readonly since?: Date;
  /** Skip attempts someone checked this recently (a shopper's page following its payment): 0 takes them all. */
  readonly skipCheckedWithinMs?: number;
  /** Who runs it, for the audit log: `sistema` for the server's timer, an operator's OS user for the CLI. */
  readonly actor: string;
};

export type ReconcileReport = {
  readonly checked: number;
  /** The attempts whose state moved. */
  readonly changed: readonly Settlement[];
  /** The attempts the store and the provider still disagree on. */
  readonly disagreements: readonly Settlement[];
  /** Unanswered requests whose time ran out, each withdrawn: reversed when the shopper had paid it. */
  readonly unanswered: readonly UndoneRequest[];
};

const BATCH = 50;

/** How far back the server's timer and an operator's "run now" look: a voucher or a bank transfer may take days to be
 * paid. */
export const RECONCILE_LOOK_BACK_MS = 8 * 24 * 60 * 60_000;

/** Brings every open attempt to its provider's state (and closes those whose call was cut short INTERRUPTED_AFTER_MS
 * ago): each is taken by one worker only (the store's claim), asked
 * about and settled, so `fornido payments reconcile` and the server's timer can run in several processes at once.
 * Then it withdraws the unanswered requests whose time ran out (./undo-unanswered.ts). What the providers still disagree
 * on is recorded for the operators' console, and what agrees again is forgotten. */
export const reconcilePayments =
  (deps: ReconcileDeps) =>
  async (input: ReconcileInput): Promise<ReconcileReport> => {
    const settled: Settlement[] = [];
    const start = deps.clock.now();
    const checkedBefore = new Date(start.getTime() - (input.skipCheckedWithinMs ?? 0));
    for (;;) {
      const batch = await deps.attempts.claimOpen({
        ...(input.provider !== undefined ? { provider: input.provider } : {}),
        ...(input.since !== undefined ? { since: input.since } : {}),
        // Rows this run stamped (at `start`) are not taken again: only rows checked before `checkedBefore` are.
        checkedBefore,
        interruptedBefore: new Date(start.getTime() - INTERRUPTED_AFTER_MS),
        now: start,
        limit: BATCH,
      });
      for (const stored of batch) settled.push(await settleWithProvider(deps, stored, input.actor));
      if (batch.length < BATCH) break;
    }
    await deps.disagreements.note(settled, deps.clock.now());
    const unanswered: UndoneRequest[] = [];
    for (;;) {
      const batch = await deps.attempts.claimUnanswered({
        ...(input.provider !== undefined ? { provider: input.provider } : {}),
        checkedBefore,
        now: start,
        limit: BATCH,
      });
      for (const stored of batch) unanswered.push(await undoUnanswered(deps, stored, start));
      if (batch.length < BATCH) break;
    }
    return {
      unanswered,
      checked: settled.length,
      changed: settled.filter((s) => s.to !== s.from),
      disagreements: settled.filter((s) => s.disagreement !== null),
    };
  };
