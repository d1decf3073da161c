import type { CustomerStore, PendingSignUp, PendingSignUpStore, PendingState } from '../../core/customers/ports';
import type { OrderStore } from '../../core/orders/ports';

/** Pending sign-ups in memory, one per email; `activate` does what the SQL store's transaction does: the token is taken
 * synchronously (concurrent callers cannot both see it valid) and given back when the customer conflicts. */
export const inMemoryPendingSignUpStore = (
  customers: Pick<CustomerStore, 'create'>,
  orders: Pick<OrderStore, 'claimGuestOrders'>,
): PendingSignUpStore => {
  const rows = new Map<string, PendingSignUp & { used: boolean }>();
  const stateOf = (tokenHash: string, now: Date): PendingState => {
    const row = rows.get(tokenHash);
    if (!row) return { state: 'unknown' };
    if (row.used) return { state: 'used' };
    if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
    const { used: _used, ...pending } = row;
    return { state: 'valid', pending };
  };
  return {
    save: async (pending) => {
      for (const [hash, row] of rows) if (row.email === pending.email) rows.delete(hash);
      rows.set(pending.tokenHash, { ...pending, used: false });
    },
    inspect: async (tokenHash, now) => stateOf(tokenHash, now),
    activate: async (tokenHash, customer, now) => {
      const seen = stateOf(tokenHash, now);
      if (seen.state !== 'valid') return seen;
      const row = rows.get(tokenHash)!;
      row.used = true;
      const created = await customers.create(customer);
      if (!created.ok) {
        row.used = false;
        return { state: 'conflict', conflict: created.conflict };
      }
      const claimedOrders = await orders.claimGuestOrders({ customerId: customer.id, email: customer.email, at: now });
      return { state: 'valid', claimedOrders };
    },
  };
};
