import type { AppContainer } from '../adapters/container';
import { RequestError } from '../contract/request-error';
import type { StoreApi } from './api-client';
import { refusalInEnglish } from './api-refusals';
import type { CliIo } from './io';
import { apiReachOf } from './reach';
import { inStore } from './store';

/** How a command gets its data (or does its action) either way: from a running store's operators' API, or from the use
 * cases on the database itself. Both answer the same types, so the command prints one way. */
export type BothWays<R> = {
  readonly api: (api: StoreApi) => Promise<R>;
  readonly database: (c: AppContainer) => Promise<R>;
};

/**
 * Runs a command's work through the store beside it when one is named or serves on the embedded data dir (apiReachOf:
 * with FORNIDO_TOKEN, audited under the token's operator), else on the database (audited under the OS user). The API's
 * refusals become plain English errors (exit 1); `subject` is what the command named, for the refusals that say which.
 */
export const throughStore = async <R>(io: CliIo, ways: BothWays<R>, subject = ''): Promise<R> => {
  const reach = apiReachOf(io.env);
  if (!reach) return inStore(io, ways.database);
  // Loaded only for a command that goes through the API: the contract's tables and fetch, not the store.
  const { storeApi } = await import('./api-client');
  try {
    return await ways.api(storeApi(reach));
  } catch (error) {
    if (error instanceof RequestError) throw new Error(refusalInEnglish(error, reach, subject), { cause: error });
    throw error;
  }
};

/** The API's answer, or the command's own words for a refusal (`words` answers the error to throw for the kinds it words
 * itself, null for the others, which throughStore words). */
export const inOwnWords = async <R>(
  call: Promise<R>,
  words: (refusal: RequestError) => Error | null | Promise<Error | null>,
): Promise<R> => {
  try {
    return await call;
  } catch (error) {
    const own = error instanceof RequestError ? await words(error) : null;
    if (own) throw Object.assign(own, { cause: error });
    throw error;
  }
};
