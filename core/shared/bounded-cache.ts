/** A least-recently-used map bounded both in entries and in total size (rows of search matches, bytes of pages). */
export const boundedCache = <V>(maxEntries: number, maxSize: number) => {
  const entries = new Map<string, { value: V; size: number }>();
  let size = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry) size -= entry.size;
    entries.delete(key);
  };
  return {
    get: (key: string): V | undefined => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set: (key: string, value: V, entrySize: number) => {
      remove(key);
      if (entrySize > maxSize) return;
      entries.set(key, { value, size: entrySize });
      size += entrySize;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && size <= maxSize) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear: () => {
      entries.clear();
      size = 0;
    },
    get size() {
      return entries.size;
    },
  };
};
