import type { CoreError } from '../../contract/refusals';
import type { ErrorBody, Failure } from '../../contract/errors';
import { RequestError } from '../../contract/request-error';
import { OFFLINE_MESSAGE } from './messages';
import { err, ok, type Result } from '../../core/shared/result';

export { OFFLINE_MESSAGE };
const UNKNOWN_MESSAGE = 'Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.';

/** The error of an answer: the body the server built from the same types (server/errors.ts), or, when the answer is not
 * such a body (a proxy's page, a cut connection), a failure of ours in the shopper's words. */
const errorOf = (parsed: unknown): ErrorBody => {
  const error = (parsed as { error?: Partial<ErrorBody> } | null)?.error;
  return typeof error?.kind === 'string' && typeof error.message === 'string'
    ? (error as ErrorBody)
    : { kind: 'internal', message: UNKNOWN_MESSAGE };
};

/** Sends JSON to the store's API with the session cookie and returns the answer's body; throws a RequestError otherwise. */
export const callApi = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new RequestError(0, { kind: 'network', message: OFFLINE_MESSAGE });
  }
  if (res.status === 204) return undefined as T;
  const parsed: unknown = await res.json().catch(() => null);
  if (res.ok && parsed !== null) return parsed as T;
  throw new RequestError(res.status, errorOf(parsed));
};

/** Calls an endpoint whose use case refuses with E, and hands back its answer or its refusal as a value, for the page to
 * switch on the kind. Anything but a RequestError is a bug and still throws. */
export const askApi = async <T, E extends CoreError>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Result<T, Failure<E>>> => {
  try {
    return ok(await callApi<T>(method, path, body));
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    // The endpoint answers only E's kinds and the edge's (contract/errors.ts), so its body is one of them.
    return err(error.body as Failure<E>);
  }
};
