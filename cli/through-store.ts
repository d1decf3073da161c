import type { AppContainer } from '../adapters/container';
import { RequestError } from '../contract/request-error';
import type { StoreApi } from './api-client';
import { databaseActor } from '../core/operators/operator';
import type { Result } from '../core/shared/result';
import { refusalInEnglish, refusalText } from './api-refusals';
import type { CliIo, Writer } from './io';
import { operatorName } from './operator';
import { apiReachOf } from './reach';
import { withStore } from './store';

/** How a command gets its data (or does its action) either way: from a running store's operators' API, or from the use
 * cases on the database itself. Both answer the same types, so the command prints one way. */
export type BothWays<R> = {
  readonly api: (api: StoreApi) => Promise<R>;
  readonly database: (c: AppContainer) => Promise<R>;
  /** The command's own words for a refusal, by its kind, before the general ones (api-refusals.ts). */
  readonly english?: (refusal: Refusal) => string | undefined;
  /** Where the store's log goes when the command opens the database (the command's stderr unless given). */
  readonly log?: Writer;
};

/** A refusal as the operators' API answers it, or as its use case returns it on the database. */
export type Refusal = RequestError['body'];

/** A use case's answer on the database: its value, or its refusal in the command's English (exit 1), as the same
 * refusal through the API would read (`english` first, then the general words). */
export const settled = <V>(
  result: Result<V, Refusal>,
  subject = '',
  english?: (refusal: Refusal) => string | undefined,
): V => {
  if (result.ok) return result.value;
  throw new Error(english?.(result.error) ?? refusalText(result.error, subject) ?? result.error.message);
};

/** The OS user running the command, as the operator a use case run on the database acts as (audited so). */
export const osActor = (io: CliIo) => databaseActor(operatorName(io.env));

/**
 * Runs a command's work through the store beside it when one is named or serves on the embedded data dir (apiReachOf:
 * with FORNIDO_TOKEN, audited under the token's operator), else on the database (audited under the OS user). The API's
 * refusals become plain English errors (exit 1); `subject` is what the command named, for the refusals that say which.
 */
export const throughStore = async <R>(io: CliIo, ways: BothWays<R>, subject = ''): Promise<R> => {
  const reach = apiReachOf(io.env);
  if (!reach) return withStore(io.env, ways.database, { log: ways.log ?? io.err });
  // Loaded only for a command that goes through the API: the contract's tables and fetch, not the store.
  const { storeApi } = await import('./api-client');
  try {
    return await ways.api(storeApi(reach));
  } catch (error) {
    if (error instanceof RequestError)
      throw new Error(ways.english?.(error.body) ?? refusalInEnglish(error, reach, subject), { cause: error });
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
