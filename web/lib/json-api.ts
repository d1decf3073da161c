/** A refused or failed call to `/api/v1`, with what the shopper needs to know in Spanish. */
export class RequestError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly kind: string,
    message: string,
    /** Spanish message of each wrong field, by field name (400 answers). */
    readonly fields: Readonly<Record<string, string>> = {},
    /** Seconds to wait before trying again (429 answers). */
    readonly retryAfterSeconds: number | null = null,
    /** The whole error body, for errors that carry more (the products short, the new figures after a price change). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

import { OFFLINE_MESSAGE } from './messages';

export { OFFLINE_MESSAGE };
const UNKNOWN_MESSAGE = 'Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.';

type ErrorBody = {
  error?: {
    kind?: string;
    message?: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
    [more: string]: unknown;
  };
  retryAfterSeconds?: number;
};

const retryAfter = (res: Response, body: ErrorBody | null): number | null => {
  const seconds = body?.error?.retryAfterSeconds ?? body?.retryAfterSeconds ?? Number(res.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
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
    throw new RequestError(0, 'network', OFFLINE_MESSAGE);
  }
  if (res.status === 204) return undefined as T;
  const parsed = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
  if (res.ok && parsed !== null) return parsed;
  const error = parsed?.error;
  throw new RequestError(
    res.status,
    error?.kind ?? 'unknown',
    error?.message ?? UNKNOWN_MESSAGE,
    error?.fields ?? {},
    retryAfter(res, parsed),
    error ?? {},
  );
};
