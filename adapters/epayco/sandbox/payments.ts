import { randomInt } from 'node:crypto';
import type { Clock } from '../../../core/shared/ports';
import type { SandboxStore, SandboxTransaction } from './state';
import type { StateCode } from './wire';

/** What a new payment carries; the sandbox adds its reference, ids, authorization and dates. */
export type NewTransaction = Omit<
  SandboxTransaction,
  'refPayco' | 'transactionId' | 'authorization' | 'receipt' | 'createdAt' | 'updatedAt'
>;

/** Why a payment could not move to another state. */
export type SettleError = 'not-found' | 'not-pending';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const authorizationFor = (state: StateCode) => (state === 1 ? String(randomInt(100_000, 1_000_000)) : '000000');

/**
 * The payments the sandbox holds and the only ways they change: created, looked up by `ref_payco`, cash PIN or transaction
 * id, and settled. Every change after creation calls `changed`, which sends the confirmation as ePayco would.
 */
export const sandboxPayments = (deps: {
  readonly store: SandboxStore;
  readonly clock: Clock;
  readonly changed: (tx: SandboxTransaction) => void;
}) => {
  const now = () => deps.clock.now().toISOString();
  const find = (ref: string | number): SandboxTransaction | null => {
    const key = String(ref).trim();
    if (!key) return null;
    return deps.store.read(
      (s) => s.transactions.find((t) => String(t.refPayco) === key || t.transactionId === key || t.pin === key) ?? null,
    );
  };
  return {
    find,
    /** Every payment of a method, newest first. */
    list: (method?: SandboxTransaction['method']): readonly SandboxTransaction[] =>
      deps.store.read((s) => s.transactions.filter((t) => !method || t.method === method).reverse()),
    /** Records a new payment; `confirm` also sends its confirmation now (card charges, whose answer is final). */
    create: (input: NewTransaction, confirm = false): SandboxTransaction => {
      const tx = deps.store.write((s) => {
        const refPayco = s.nextRef++;
        const created: SandboxTransaction = {
          ...input,
          refPayco,
          transactionId: `${refPayco}${digits(6)}`,
          authorization: authorizationFor(input.state),
          receipt: `${digits(4)}${refPayco}`,
          createdAt: now(),
          updatedAt: now(),
        };
        s.transactions.push(created);
        return created;
      });
      if (confirm) deps.changed(tx);
      return tx;
    },
    /** Moves a pending payment (any payment with `force`, as a reversal of an approved one) to `state`. */
    settle: (ref: string | number, state: StateCode, force = false): SandboxTransaction | SettleError => {
      const current = find(ref);
      if (!current) return 'not-found';
      if (current.state !== 3 && !force) return 'not-pending';
      const next = deps.store.write((s) => {
        const i = s.transactions.findIndex((t) => t.refPayco === current.refPayco);
        const updated: SandboxTransaction = {
          ...s.transactions[i],
          state,
          authorization: state === 1 ? authorizationFor(1) : s.transactions[i].authorization,
          updatedAt: now(),
        };
        s.transactions[i] = updated;
        return updated;
      });
      deps.changed(next);
      return next;
    },
  };
};

export type SandboxPayments = ReturnType<typeof sandboxPayments>;
