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

/** Why a refund was not made: no such payment, not a card's (PSE, cash and SafetyPay have no refund API), not
 * accepted (pending, refused, already reversed), a value that is not whole pesos above 0, or more than is left. */
export type RefundError = 'not-found' | 'not-card' | 'not-accepted' | 'bad-value' | 'exceeds';

/** What a card payment has given back so far. */
export const refundedOf = (tx: SandboxTransaction) => (tx.refunds ?? []).reduce((sum, r) => sum + r.value, 0);

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
    /** Gives back `value` of an accepted card payment under the merchant's `invoice`: the same invoice again answers
     * its first refund and gives nothing more. The last of it reverses the payment (state 6), confirmed as ePayco
     * does. */
    refund: (ref: string, value: unknown, invoice: string) => {
      const current = find(ref);
      if (!current) return 'not-found' satisfies RefundError;
      const before = (current.refunds ?? []).find((r) => r.invoice === invoice);
      if (before) return { tx: current, refund: before };
      if (current.method !== 'card') return 'not-card' satisfies RefundError;
      if (current.state !== 1) return 'not-accepted' satisfies RefundError;
      const asked = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(asked) || asked <= 0) return 'bad-value' satisfies RefundError;
      if (asked > Number(current.value) - refundedOf(current)) return 'exceeds' satisfies RefundError;
      const made = deps.store.write((s) => {
        const i = s.transactions.findIndex((t) => t.refPayco === current.refPayco);
        const refund = { id: s.nextRef++, invoice, value: asked, createdAt: now() };
        const refunds = [...(s.transactions[i].refunds ?? []), refund];
        const whole = refunds.reduce((sum, r) => sum + r.value, 0) >= Number(current.value);
        const tx: SandboxTransaction = { ...s.transactions[i], refunds, state: whole ? 6 : 1, updatedAt: now() };
        s.transactions[i] = tx;
        return { tx, refund, whole };
      });
      if (made.whole) deps.changed(made.tx);
      return { tx: made.tx, refund: made.refund };
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
