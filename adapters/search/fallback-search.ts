import type { ProductSearch } from '../../core/catalog/ports';

/** After the hosted search fails, how long searches go straight to the database before it is tried again. */
export const REST_MS = 30_000;

export type FallbackOptions = {
  /** Told of each failure of the hosted search (the operators' log). */
  readonly failed: (error: unknown) => void;
  readonly now?: () => number;
};

/**
 * The hosted search (Algolia) with the store's own database search behind it: when the hosted one fails (down, slow
 * past its time-out, refusing the key), the shopper is answered from the database, and for the next 30 s searches go
 * there directly rather than wait on it again. The database search reads the same catalogue, so a shopper sees the
 * same products, only without the hosted index's typo ranking.
 */
export const searchWithFallback = (
  hosted: ProductSearch,
  database: ProductSearch,
  { failed, now = Date.now }: FallbackOptions,
): ProductSearch => {
  let restingUntil = 0;
  const either = async <R>(call: (s: ProductSearch) => Promise<R>): Promise<R> => {
    if (now() < restingUntil) return call(database);
    try {
      return await call(hosted);
    } catch (error) {
      restingUntil = now() + REST_MS;
      failed(error);
      return call(database);
    }
  };
  return {
    search: (query) => either((s) => s.search(query)),
    suggest: (text, limit) => either((s) => s.suggest(text, limit)),
    warmUp: () => Promise.all([hosted.warmUp(), database.warmUp()]),
  };
};
