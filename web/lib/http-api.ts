import type { Api } from '../../contract/api';
import {
  queryOf,
  requestOf,
  sendsQuery,
  type AnyEndpoint,
  type EndpointTable,
  type Method,
} from '../../contract/endpoint';
import type { ArgOf, AsJson, OutputOf, RefusalOf } from '../../contract/endpoint';
import type { ErrorBody, Failure } from '../../contract/errors';
import { RequestError } from '../../contract/request-error';
import { err, ok, type Result } from '../../core/shared/result';
import { OFFLINE_MESSAGE } from './messages';

const UNKNOWN_MESSAGE = 'Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.';

/** The error of an answer: the body the server built from the same types (server/errors.ts), or, when the answer is not
 * such a body (a proxy's page, a cut connection), a failure of ours in the shopper's words. */
const errorOf = (parsed: unknown): ErrorBody => {
  const error = (parsed as { error?: Partial<ErrorBody> } | null)?.error;
  return typeof error?.kind === 'string' && typeof error.message === 'string'
    ? (error as ErrorBody)
    : { kind: 'internal', message: UNKNOWN_MESSAGE };
};

/** Sends JSON with the session cookie and returns the answer's body (none for a 204); a refusal, an answer that is not
 * JSON or no answer at all throws a RequestError with the status (0 for no answer) and the shopper's message. */
const fetchJson = (method: Method, path: string, body: unknown): Promise<unknown> =>
  send(method, path, body === undefined ? undefined : { type: 'application/json', body: JSON.stringify(body) });

/** Sends a request's body as it is (JSON's text, a file's bytes, a form's fields and files: its type null, the browser
 * writes it with the form's boundary) and reads the answer as `fetchJson` says. */
const send = async (
  method: Method,
  path: string,
  sent: { readonly type: string | null; readonly body: BodyInit } | undefined,
): Promise<unknown> => {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(sent?.type ? { 'Content-Type': sent.type } : {}) },
      body: sent?.body,
    });
  } catch {
    throw new RequestError(0, { kind: 'network', message: OFFLINE_MESSAGE });
  }
  if (res.status === 204) return undefined;
  const parsed: unknown = await res.json().catch(() => null);
  if (res.ok && parsed !== null) return parsed;
  throw new RequestError(res.status, errorOf(parsed));
};

/** One call of an endpoint over `/api/v1`: its address (with its query) and, for a write, its JSON body. */
const call = (e: AnyEndpoint, arg: unknown): Promise<unknown> => {
  const { path, rest } = requestOf(e, arg);
  return sendsQuery(e)
    ? fetchJson(e.method, `${path}${queryOf(rest)}`, undefined)
    : fetchJson(e.method, path, arg === undefined ? undefined : rest);
};

/** How a call ends for its caller: its answer, or a RequestError thrown (the pages' loaders, most forms). */
type Ending = (calling: Promise<unknown>) => Promise<unknown>;
const thrown: Ending = (calling) => calling;

/** Or its answer or its refusal as a value (a form that switches on the kind); anything but a RequestError is a bug and
 * still throws. */
const asked: Ending = async (calling) => {
  try {
    return ok(await calling);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    // The endpoint answers only its kinds and the edge's (contract/errors.ts), so its body is one of them.
    return err(error.body);
  }
};

const calls = (table: EndpointTable, ending: Ending) =>
  Object.fromEntries(Object.entries(table).map(([name, e]) => [name, (arg?: unknown) => ending(call(e, arg))]));

/** The browser's calls of an endpoint table, over `/api/v1` with the session cookie: a refusal or no answer throws a
 * RequestError with the status and the shopper's message. */
export const httpApi = <T extends EndpointTable>(table: T): Api<T> => calls(table, thrown) as unknown as Api<T>;

/** An endpoint asked for its answer or its refusal as a value, for a page to switch on the kind. */
type Ask<P> = (
  ...arg: Record<never, never> extends ArgOf<P> ? [arg?: ArgOf<P>] : [arg: ArgOf<P>]
) => Promise<Result<AsJson<OutputOf<P>>, Failure<RefusalOf<P>>>>;
export type AskApi<T extends EndpointTable> = { readonly [K in keyof T]: Ask<T[K]> };

/** The browser's asking of an endpoint table: each call resolves to its answer or its refusal (one of the endpoint's
 * kinds, the edge's, or no answer at all); only a bug throws. */
export const httpAsk = <T extends EndpointTable>(table: T): AskApi<T> => calls(table, asked) as unknown as AskApi<T>;

/** Asks an endpoint whose request is a file (a picture): its path from `arg`, the file's bytes as the body with the
 * file's type; its answer or its refusal as a value, as `httpAsk`'s calls give them. */
export const askWithFile = <P extends AnyEndpoint>(
  e: P,
  arg: Partial<ArgOf<P>>,
  file: Blob,
): Promise<Result<AsJson<OutputOf<P>>, Failure<RefusalOf<P>>>> =>
  asked(
    send(e.method, requestOf(e, arg).path, { type: file.type || 'application/octet-stream', body: file }),
  ) as Promise<Result<AsJson<OutputOf<P>>, Failure<RefusalOf<P>>>>;

/** Asks an endpoint whose request is a form with files (multipart): its path from `arg`, the form's fields and files as
 * the body; its answer or its refusal as a value, as `httpAsk`'s calls give them. */
export const askWithForm = <P extends AnyEndpoint>(
  e: P,
  arg: Partial<ArgOf<P>>,
  form: FormData,
): Promise<Result<AsJson<OutputOf<P>>, Failure<RefusalOf<P>>>> =>
  asked(send(e.method, requestOf(e, arg).path, { type: null, body: form })) as Promise<
    Result<AsJson<OutputOf<P>>, Failure<RefusalOf<P>>>
  >;
