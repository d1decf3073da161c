/** The messages of the provider's integration guide, word for word. */
export const CONNECT_MESSAGE = 'Unable to connect to the provider, please check the information sent.';
export const AUTH_MESSAGE = 'Unable to auth to the provider, please check the information sent.';

/**
 * Why a call to Nequi failed:
 * - `status`: Nequi answered with a header status code other than "0" (`code` says which);
 * - `http`: an answer other than 200, or an empty or unreadable body;
 * - `network` / `timeout`: no answer at all (the request may or may not have reached Nequi);
 * - `auth`: the token call failed.
 */
export type NequiErrorKind = 'status' | 'http' | 'network' | 'timeout' | 'auth';

export class NequiError extends Error {
  override readonly name = 'NequiError';
  constructor(
    readonly kind: NequiErrorKind,
    /** Nequi's status code (`10-454`…) for `status`; the HTTP status for `http` when there was one. */
    readonly code: string | null,
    message: string,
    options?: { readonly cause?: unknown; readonly description?: string; readonly messageId?: string },
  ) {
    super(message, { cause: options?.cause });
    this.description = options?.description ?? null;
    this.messageId = options?.messageId ?? null;
  }
  /** Nequi's `StatusDesc` for `status`. */
  readonly description: string | null;
  /** The MessageID of the request that got no usable answer (`http`, `network`, `timeout`): Nequi may have acted on
   * it, and a payment it created can still be reversed by it. */
  readonly messageId: string | null;
}

/** A header status code other than "0": `Error {code} = {description}`. */
export const statusError = (code: string, description: string): NequiError =>
  new NequiError('status', code, `Error ${code} = ${description}`, { description });

export const connectError = (
  kind: 'http' | 'network' | 'timeout',
  code: string | null,
  cause?: unknown,
  messageId?: string,
) => new NequiError(kind, code, CONNECT_MESSAGE, { cause, ...(messageId ? { messageId } : {}) });

export const authError = (cause?: unknown): NequiError => new NequiError('auth', null, AUTH_MESSAGE, { cause });

/** True for a failure where Nequi never answered (worth one retry of a read, never of a payment). */
export const isUnanswered = (error: unknown): boolean =>
  error instanceof NequiError && (error.kind === 'network' || error.kind === 'timeout');
