/** One value kept in the browser's storage under a key, with a version so an old shape is never misread. */
export type Persisted<T> = {
  /** The storage key, to recognise another tab's changes in `storage` events. */
  readonly key: string;
  /** The stored value; null when there is none, or it is corrupt, foreign-shaped or of another version (then removed). */
  read(): T | null;
  /** Stores the value; false when storage is unavailable or full (Safari private mode): the page keeps working. */
  write(value: T): boolean;
  /** Forgets the stored value. */
  clear(): void;
};

/** Checks an unknown stored value and returns it typed, or null when it does not have the expected shape. */
export type Parse<T> = (data: unknown) => T | null;

type Envelope = { readonly v: number; readonly data: unknown };

const isEnvelope = (x: unknown): x is Envelope =>
  typeof x === 'object' && x !== null && typeof (x as Envelope).v === 'number' && 'data' in x;

// Reading `window.localStorage` itself throws where storage is blocked (sandboxed frames, some privacy settings).
const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** A versioned value in localStorage (or the given storage) that never throws and discards anything it cannot trust. */
export const persisted = <T>(
  key: string,
  version: number,
  parse: Parse<T>,
  storage: () => Storage | null = browserStorage,
): Persisted<T> => {
  const clear = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing stored can be removed: there is nothing to read back either.
    }
  };
  return {
    key,
    read: () => {
      let raw: string | null;
      try {
        raw = storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      let value: T | null;
      try {
        const envelope: unknown = JSON.parse(raw);
        value = isEnvelope(envelope) && envelope.v === version ? parse(envelope.data) : null;
      } catch {
        value = null;
      }
      if (value === null) clear();
      return value;
    },
    write: (value) => {
      try {
        const target = storage();
        if (!target) return false;
        target.setItem(key, JSON.stringify({ v: version, data: value } satisfies Envelope));
        return true;
      } catch {
        return false;
      }
    },
    clear,
  };
};
