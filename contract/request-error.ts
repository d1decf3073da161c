import type { ErrorBody, ErrorBodyKind, NetworkError } from './errors';

/** A refused or failed call to `/api/v1` (over HTTP in the browser, or in process on the server): its status (0 when the server could not be reached) and the error's body,
 * with what the shopper needs to know in Spanish. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | NetworkError,
  ) {
    super(body.message);
  }

  get kind(): ErrorBodyKind | NetworkError['kind'] {
    return this.body.kind;
  }

  /** Spanish message of each wrong field, by field name (400 `invalid-input`). */
  get fields(): Readonly<Record<string, string>> {
    return this.body.kind === 'invalid-input' ? this.body.fields : {};
  }

  /** Seconds to wait before trying again (429 `rate-limited`), or null. */
  get retryAfterSeconds(): number | null {
    return this.body.kind === 'rate-limited' ? this.body.retryAfterSeconds : null;
  }
}
