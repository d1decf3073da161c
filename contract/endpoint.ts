import type { CoreError } from './refusals';
import type * as zc from 'zod/v4/core';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The fields a request carries: its path parameters with its query (GET, DELETE) or its JSON body. */
export type Wire = Readonly<Record<string, unknown>>;

/**
 * One endpoint of `/api/v1`, as the server mounts it and the browser, the SSR loaders and the CLI call it: where it
 * lives, how a caller's argument is sent, what it answers and which refusals it may answer with. The schema that reads
 * its request is apart (contract/inputs/), for the server alone: a table carries no zod to the browser. `In` is what the
 * handler receives; `Out` the body of a success; `E` the use cases' refusals (the edge's own, such as a request that
 * cannot be read, come on top); `Arg` what a caller passes.
 */
export type Endpoint<In = unknown, Out = unknown, E extends CoreError = CoreError, Arg = unknown> = {
  readonly method: Method;
  /** Express-style, with `:name` parameters: `/api/v1/products/:slug` (the shoppers' API) or `/api/admin/v1/…` (the
   * operators'). */
  readonly path: ApiPath;
  /** Writes a caller's argument as the request's fields (the inverse of its schema); without it the argument is sent as
   * it is. */
  readonly encode?: (arg: Arg) => Wire;
  /** What a request its schema cannot read is answered (400): `invalid-input` naming each wrong field when `fields`
   * (the forms' bodies), else `bad-request`. */
  readonly invalid: 'fields' | 'bad-request';
  /** The status of a success (200 unless told; a handler may still choose another, as `202` for work queued). */
  readonly status?: 200 | 201 | 202 | 204;
  /** A success's body when it is a file to download rather than JSON: the handler answers its text, sent with this
   * type, a `picture` (its bytes, sent with their own type), or a PDF (its bytes and `filename`, sent as an
   * attachment); refusals are JSON all the same. */
  readonly produces?: Produces;
  /** The refusals the use cases behind it answer with, each with its status in server/errors.ts. */
  readonly errors: readonly E['kind'][];
  /** Phantom, never set: the types the helpers below read. */
  readonly types?: { readonly in: In; readonly out: Out; readonly refusal: E; readonly arg: Arg };
};

/** What an endpoint answers instead of JSON. */
export type Produces = 'text/csv' | 'picture' | 'application/pdf';

/** Where the shoppers' API and the operators' API live. */
export type ApiBase = '/api/v1' | '/api/admin/v1';
export type ApiPath = `${ApiBase}/${string}`;

export type AnyEndpoint = Endpoint<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type EndpointTable = Readonly<Record<string, AnyEndpoint>>;

type Types<P> = NonNullable<(P extends AnyEndpoint ? P : never)['types']>;
export type InputOf<P> = Types<P>['in'];
export type OutputOf<P> = Types<P>['out'];
export type RefusalOf<P> = Types<P>['refusal'];
/** An answer as it arrives over HTTP: what JSON makes of it, each Date an ISO text (Date.toJSON). */
export type AsJson<T> = T extends Date
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : { [K in keyof T]: AsJson<T[K]> };
/** What a caller passes: the argument `encode` takes, or else the request's fields as the schema reads them. */
export type ArgOf<P> = Types<P>['arg'];

/** The schemas that read a table's requests, by endpoint: each gives its handler the endpoint's input. */
export type Inputs<T extends EndpointTable> = { readonly [K in keyof T]: zc.$ZodType<InputOf<T[K]>> };

type KindsOf<K extends readonly string[]> = Extract<CoreError, { readonly kind: K[number] }>;

/**
 * Declares an endpoint: give the answer's type and the type of the schema that reads its request (imported as a type
 * only, from contract/inputs/), then its method, path and refusal kinds (the refusals' types follow from their kinds).
 * `invalid` defaults to `bad-request` for a query and to `fields` for a body.
 */
export const endpoint =
  <Out, S extends zc.$ZodType>() =>
  <const K extends readonly CoreError['kind'][] = [], Arg = zc.input<S>>(def: {
    readonly method: Method;
    readonly path: ApiPath;
    readonly encode?: (arg: Arg) => Wire;
    readonly invalid?: 'fields' | 'bad-request';
    readonly status?: 200 | 201 | 202 | 204;
    readonly produces?: Produces;
    readonly errors?: K;
  }): Endpoint<zc.output<S>, Out, KindsOf<K>, Arg> => ({
    ...def,
    invalid: def.invalid ?? (def.method === 'GET' || def.method === 'DELETE' ? 'bad-request' : 'fields'),
    errors: (def.errors ?? []) as readonly KindsOf<K>['kind'][],
  });

/** Whether an endpoint sends its fields in the query (and its path) rather than in a JSON body. */
export const sendsQuery = (e: Pick<AnyEndpoint, 'method'>): boolean => e.method === 'GET' || e.method === 'DELETE';

const PARAM = /:([A-Za-z]\w*)/g;

/** The names of an endpoint's path parameters, in order. */
export const pathParams = (path: string): readonly string[] => [...path.matchAll(PARAM)].map((m) => m[1]);

/** A request's address and the fields left for its query or body: each path parameter filled from the fields (encoded). */
export const requestOf = (e: AnyEndpoint, arg: unknown): { readonly path: string; readonly rest: Wire } => {
  const wire: Wire = e.encode ? e.encode(arg) : ((arg ?? {}) as Wire);
  const rest = new Map(Object.entries(wire));
  const path = e.path.replace(PARAM, (_, name: string) => {
    const value = rest.get(name);
    rest.delete(name);
    return encodeURIComponent(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  });
  return { path, rest: Object.fromEntries(rest) };
};

/** A query string of fields: lists repeat their name, absent values are left out, in the fields' order. */
export const queryOf = (fields: Wire): string => {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) q.append(name, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
};
