import type { ArgOf, EndpointTable, OutputOf } from './endpoint';

/** A call of one endpoint: its argument (optional when it has no fields) to its answer. */
type Call<P> = (
  ...arg: Record<never, never> extends ArgOf<P> ? [arg?: ArgOf<P>] : [arg: ArgOf<P>]
) => Promise<OutputOf<P>>;

/**
 * An endpoint table as its callers see it: each endpoint a function of its argument to its answer; a refusal or a failure
 * throws a RequestError (contract/request-error.ts) with the status and body the API answers. The browser's is over HTTP
 * (web/lib/http-api.ts), the server's in process for the pages it renders (inProcessApi, server/api/endpoints.ts): the same shape,
 * so a page's loader runs on either side.
 */
export type Api<T extends EndpointTable> = { readonly [K in keyof T]: Call<T[K]> };
