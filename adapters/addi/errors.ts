/**
 * Why a call to Addi failed, when Addi did not answer something the store can act on:
 * - `auth`: the token call was refused or unusable;
 * - `http`: an HTTP status the call does not expect (a 5xx, a 401), or a body that cannot be read;
 * - `network` / `timeout`: no answer at all.
 * Messages name the call and the status, never a credential or a token.
 */
export type AddiErrorKind = 'auth' | 'http' | 'network' | 'timeout';

export class AddiError extends Error {
  override readonly name = 'AddiError';
  constructor(
    readonly kind: AddiErrorKind,
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

/** A fetch that threw, as an AddiError (its cause is left out: it may quote the request). */
export const unanswered = (what: string, e: unknown): AddiError =>
  e instanceof AddiError
    ? e
    : isTimeout(e)
      ? new AddiError('timeout', `${what}: Addi did not answer in time`)
      : new AddiError('network', `${what}: Addi could not be reached (${e instanceof Error ? e.name : 'error'})`);
