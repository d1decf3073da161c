import type { Api } from '../../contract/api';
import { queryOf, requestOf, sendsQuery, type AnyEndpoint, type EndpointTable } from '../../contract/endpoint';
import type { ArgOf, OutputOf, RefusalOf } from '../../contract/endpoint';
import type { Failure } from '../../contract/errors';
import type { Result } from '../../core/shared/result';
import { askApi, callApi } from './json-api';

/** One endpoint's request over `/api/v1`: its address (with its query) and, for a write, its JSON body. */
const send = (e: AnyEndpoint, arg: unknown) => {
  const { path, rest } = requestOf(e, arg);
  return sendsQuery(e)
    ? { path: `${path}${queryOf(rest)}`, body: undefined }
    : { path, body: arg === undefined ? undefined : rest };
};

/** The browser's calls of an endpoint table, over `/api/v1` with the session cookie (callApi): a refusal throws. */
export const httpApi = <T extends EndpointTable>(table: T): Api<T> =>
  Object.fromEntries(
    Object.entries(table).map(([name, e]) => [
      name,
      (arg?: unknown) => {
        const { path, body } = send(e, arg);
        return callApi(e.method, path, body);
      },
    ]),
  ) as unknown as Api<T>;

/** An endpoint asked for its answer or its refusal as a value, for a page to switch on the kind (askApi). */
type Ask<P> = (
  ...arg: Record<never, never> extends ArgOf<P> ? [arg?: ArgOf<P>] : [arg: ArgOf<P>]
) => Promise<Result<OutputOf<P>, Failure<RefusalOf<P>>>>;
export type AskApi<T extends EndpointTable> = { readonly [K in keyof T]: Ask<T[K]> };

/** The browser's asking of an endpoint table: each call resolves to its answer or its refusal (one of the endpoint's
 * kinds, the edge's, or no answer at all); only a bug throws. */
export const httpAsk = <T extends EndpointTable>(table: T): AskApi<T> =>
  Object.fromEntries(
    Object.entries(table).map(([name, e]) => [
      name,
      (arg?: unknown) => {
        const { path, body } = send(e, arg);
        return askApi(e.method, path, body);
      },
    ]),
  ) as unknown as AskApi<T>;

/**
 * The browser's calls of a table loaded when first called: a table's module carries its endpoints' schemas (zod), which
 * only the server reads, so a page's first load does without them and they come with the first question it asks.
 */
export const deferredHttpApi = <T extends EndpointTable>(load: () => Promise<T>): Api<T> => {
  let api: Promise<Api<T>> | undefined;
  const call = (name: string) => async (arg?: unknown) => {
    const calls = (await (api ??= load().then(httpApi))) as unknown as Record<string, (arg?: unknown) => unknown>;
    return calls[name](arg);
  };
  // Built from the names the loaders ask by, never from a request.
  return new Proxy({} as Api<T>, { get: (_table, name) => (typeof name === 'string' ? call(name) : undefined) });
};
