import type { NotificationLog, StoredNotification } from '../../core/payments/notification-log';

/** Webhooks and callbacks in memory, with the SQL log's rules: ids from 1 in arrival order, newest first in lists. */
export const inMemoryNotificationLog = (): NotificationLog & { all(): readonly StoredNotification[] } => {
  const entries = new Map<number, StoredNotification>();
  let sequence = 0;
  return {
    add: async (entry) => {
      sequence += 1;
      entries.set(sequence, { id: sequence, ...entry, result: null, handledAt: null });
      return sequence;
    },
    settle: async (id, result, at) => {
      const entry = entries.get(id);
      if (entry) entries.set(id, { ...entry, result, handledAt: at });
    },
    find: async (id) => entries.get(id) ?? null,
    list: async ({ provider, limit }) =>
      [...entries.values()]
        .filter((e) => provider === undefined || e.provider === provider)
        .sort((a, b) => b.id - a.id)
        .slice(0, limit),
    latestValid: async (provider, reference) =>
      [...entries.values()]
        .filter(
          (e) => e.provider === provider && e.reference === reference && e.verdict === 'valid' && e.kept === 'whole',
        )
        .sort((a, b) => b.id - a.id)[0] ?? null,
    pruneDigests: async (before) => {
      const old = [...entries.values()].filter((e) => e.kept === 'digest' && e.receivedAt < before);
      for (const e of old) entries.delete(e.id);
      return old.length;
    },
    all: () => [...entries.values()],
  };
};
