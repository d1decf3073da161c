import type { RateLimiter } from '../../core/shared/rate-limit';
import { LONGEST_LIMIT_WINDOW_SECONDS } from '../../core/customers/account-rules';
import type { Cart } from '../../core/cart/cart';
import type { CartStore, SavedCart } from '../../core/cart/ports';
import type {
  Address,
  Customer,
  CustomerStore,
  EmailVerificationStore,
  SingleUseTokenStore,
  TokenState,
  Session,
  SessionStore,
} from '../../core/customers/ports';
import type { Mailer, MailMessage } from '../../core/mail/ports';
import type { OrderStore } from '../../core/orders/ports';

/** Customers and addresses in memory, with the same uniqueness and default rules as the SQL store; `markVerified` is
 * what the SQL email-verification store does to the customers table inside its transaction. */
export type InMemoryCustomerStore = CustomerStore & { markVerified(id: string, at: Date): void };

export const inMemoryCustomerStore = (): InMemoryCustomerStore => {
  const customers = new Map<string, Customer>();
  const addresses = new Map<string, { customerId: string; address: Address }>();
  const find = (test: (c: Customer) => boolean) => [...customers.values()].find(test) ?? null;
  return {
    markVerified: (id, at) => {
      const current = customers.get(id);
      if (current) customers.set(id, { ...current, emailVerifiedAt: current.emailVerifiedAt ?? at });
    },
    create: async (customer) => {
      if (find((c) => c.email === customer.email)) return { ok: false, conflict: 'email-taken' };
      if (find((c) => c.referralCode === customer.referralCode)) return { ok: false, conflict: 'referral-code-taken' };
      customers.set(customer.id, customer);
      return { ok: true };
    },
    findByEmail: async (email) => find((c) => c.email === email.toLowerCase()),
    findById: async (id) => customers.get(id) ?? null,
    findByReferralCode: async (code) => find((c) => c.referralCode === code.toUpperCase()),
    listReferred: async (referrerId, limit) =>
      [...customers.values()]
        .filter((c) => c.referredBy === referrerId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, limit)
        .map(({ id, name, createdAt }) => ({ id, name, createdAt })),
    search: async (q, limit) =>
      [...customers.values()]
        .filter(
          (c) =>
            (q.email !== null && c.email.startsWith(q.email)) ||
            q.documents.some((d) => c.documentNumber === d || c.documentNumber?.startsWith(`${d}-`)) ||
            (q.phone !== null && c.phone === q.phone) ||
            (q.name !== null && c.name.toLowerCase().includes(q.name)),
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, limit),
    updateProfile: async (id, profile) => {
      const current = customers.get(id);
      if (current) customers.set(id, { ...current, ...profile });
      return current !== undefined;
    },
    setPasswordHash: async (id, passwordHash) => {
      const current = customers.get(id);
      if (current) customers.set(id, { ...current, passwordHash });
    },
    listAddresses: async (customerId) =>
      [...addresses.values()].filter((a) => a.customerId === customerId).map((a) => a.address),
    saveAddress: async (customerId, address) => {
      const owner = addresses.get(address.id)?.customerId;
      if (owner !== undefined && owner !== customerId) return false;
      if (address.isDefault) {
        for (const [id, row] of addresses)
          if (row.customerId === customerId && id !== address.id)
            addresses.set(id, { customerId, address: { ...row.address, isDefault: false } });
      }
      addresses.set(address.id, { customerId, address });
      return true;
    },
    deleteAddress: async (customerId, addressId) =>
      addresses.get(addressId)?.customerId === customerId && addresses.delete(addressId),
  };
};

/** Sessions in memory. */
export const inMemorySessionStore = (): SessionStore => {
  const sessions = new Map<string, Session>();
  return {
    create: async ({ tokenHash, customerId, expiresAt }) => {
      sessions.set(tokenHash, { customerId, expiresAt });
    },
    findValid: async (tokenHash, now) => {
      const session = sessions.get(tokenHash);
      return session && session.expiresAt.getTime() > now.getTime() ? session : null;
    },
    delete: async (tokenHash) => {
      sessions.delete(tokenHash);
    },
    deleteAllOf: async (customerId, except) => {
      for (const [hash, session] of sessions)
        if (session.customerId === customerId && hash !== except) sessions.delete(hash);
    },
  };
};

/** Reset tokens in memory. */
export const inMemoryTokenStore = (): SingleUseTokenStore => {
  const resets = new Map<string, { customerId: string; expiresAt: Date; used: boolean }>();
  const stateOf = (tokenHash: string, now: Date): TokenState => {
    const reset = resets.get(tokenHash);
    if (!reset) return { state: 'unknown' };
    if (reset.used) return { state: 'used' };
    return reset.expiresAt.getTime() <= now.getTime()
      ? { state: 'expired' }
      : { state: 'valid', customerId: reset.customerId };
  };
  return {
    create: async ({ tokenHash, customerId, expiresAt }) => {
      resets.set(tokenHash, { customerId, expiresAt, used: false });
    },
    inspect: async (tokenHash, now) => stateOf(tokenHash, now),
    // Synchronous between reading and marking, so concurrent callers cannot both see the token valid.
    take: async (tokenHash, now) => {
      const state = stateOf(tokenHash, now);
      if (state.state === 'valid') resets.get(tokenHash)!.used = true;
      return state;
    },
    invalidateAllOf: async (customerId) => {
      for (const reset of resets.values()) if (reset.customerId === customerId) reset.used = true;
    },
  };
};

/** Email verifications in memory: the tokens, and `confirm` doing what the SQL store's transaction does, in one
 * synchronous step after the token is taken (so nothing interleaves). */
export const inMemoryEmailVerificationStore = (
  customers: InMemoryCustomerStore,
  orders: Pick<OrderStore, 'claimGuestOrders'>,
): EmailVerificationStore => {
  const tokens = inMemoryTokenStore();
  return {
    ...tokens,
    confirm: async (tokenHash, email, now) => {
      const taken = await tokens.take(tokenHash, now);
      if (taken.state !== 'valid') return taken;
      customers.markVerified(taken.customerId, now);
      await tokens.invalidateAllOf(taken.customerId, now);
      const claimedOrders = await orders.claimGuestOrders({ customerId: taken.customerId, email, at: now });
      return { state: 'valid', customerId: taken.customerId, claimedOrders };
    },
  };
};

/** Fixed windows in memory. */
export const inMemoryRateLimiter = (): RateLimiter => {
  const windows = new Map<string, { start: number; hits: number }>();
  const current = (key: string, windowSeconds: number, now: Date) => {
    const w = windows.get(key);
    return w && w.start + windowSeconds * 1000 > now.getTime() ? w : null;
  };
  const refusal = (w: { start: number }, windowSeconds: number, now: Date) => ({
    allowed: false as const,
    retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowSeconds * 1000 - now.getTime()) / 1000)),
  });
  return {
    hit: async (key, limit, windowSeconds, now, amount = 1) => {
      if (windowSeconds > LONGEST_LIMIT_WINDOW_SECONDS) throw new Error('A rate limit window is at most a day');
      const w = current(key, windowSeconds, now) ?? { start: now.getTime(), hits: 0 };
      w.hits = Math.min(w.hits + amount, 2_147_483_647);
      windows.set(key, w);
      return w.hits <= limit ? { allowed: true } : refusal(w, windowSeconds, now);
    },
    peek: async (key, limit, windowSeconds, now) => {
      const w = current(key, windowSeconds, now);
      return !w || w.hits < limit ? { allowed: true } : refusal(w, windowSeconds, now);
    },
    clear: async (key) => {
      windows.delete(key);
    },
    prune: async (now) => {
      let pruned = 0;
      for (const [key, w] of windows)
        if (w.start + LONGEST_LIMIT_WINDOW_SECONDS * 1000 <= now.getTime()) pruned += Number(windows.delete(key));
      return { pruned };
    },
  };
};

/** Saved carts in memory, versioned like the SQL store. */
export const inMemoryCartStore = (): CartStore => {
  const carts = new Map<string, SavedCart>();
  return {
    load: async (customerId) => carts.get(customerId) ?? { lines: [], mergeKey: null, version: 0 },
    save: async (customerId, cart: { lines: Cart; mergeKey: string | null }, expectedVersion) => {
      if ((carts.get(customerId)?.version ?? 0) !== expectedVersion) return false;
      carts.set(customerId, {
        lines: cart.lines.map((l) => ({ ...l })),
        mergeKey: cart.mergeKey,
        version: expectedVersion + 1,
      });
      return true;
    },
  };
};

/** A mailer that keeps what it was given; `failing` makes it throw like an SMTP server that is down. */
export const recordingMailer = (opts: { failing?: boolean } = {}): Mailer & { readonly sent: MailMessage[] } => {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      if (opts.failing) throw new Error('SMTP down');
      sent.push(message);
    },
  };
};
