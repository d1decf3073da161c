import { Router, type Request, type Response } from 'express';
import type * as zc from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import type { Api } from '../../contract/api';
import type {
  AnyEndpoint,
  ApiBase,
  EndpointTable,
  InputOf,
  Inputs,
  OutputOf,
  RefusalOf,
  Wire,
} from '../../contract/endpoint';
import { queryOf, requestOf, sendsQuery } from '../../contract/endpoint';
import { fieldErrors } from '../../contract/forms/field-errors';
import { RequestError } from '../../contract/request-error';
import type { Actor } from '../../core/operators/operator';
import type { Result } from '../../core/shared/result';
import { errorBody, HttpError, STATUS_OF } from '../errors';

/** Who asks, and over what: the HTTP request and response when the call came over HTTP, null when a page the server
 * renders asks in process (whatever a handler does to the response, such as its cache headers, is for HTTP only). */
export type Ctx = {
  readonly customerId: string | null;
  /** The operator asking the operators' API (server/admin/operator-session.ts); null on the shoppers' API. */
  readonly actor: Actor | null;
  readonly http: { readonly req: Request; readonly res: Response } | null;
};

/** A handler's answer: the endpoint's body, or, when its use cases may refuse, their Result. */
type Answer<P> = [RefusalOf<P>] extends [never] ? OutputOf<P> : Result<OutputOf<P>, RefusalOf<P>>;
export type Handler<P> = (input: InputOf<P>, ctx: Ctx) => Promise<Answer<P>>;
export type Handlers<T extends EndpointTable> = { readonly [K in keyof T]: Handler<T[K]> };

/** What a part of the body of the wrong shape is told (a list for an object, a number for a text…): the forms give
 * their own message to each field they expect, never the library's English. */
const WRONG_SHAPE = 'Los datos enviados no son válidos. Recarga la página e inténtalo de nuevo.';
const BAD_QUERY = 'Los parámetros de la consulta no son válidos.';

/** A request's fields read by its endpoint's schema, or the 400 it answers: `invalid-input` naming each wrong field,
 * or `bad-request`. */
export const readInput = (e: AnyEndpoint, input: zc.$ZodType, fields: Wire): unknown => {
  const parsed = safeParse(input, fields, { error: () => WRONG_SHAPE });
  if (parsed.success) return parsed.data;
  if (e.invalid === 'bad-request') throw new HttpError('bad-request', BAD_QUERY);
  const { fields: wrong, message } = fieldErrors(parsed.error.issues);
  throw HttpError.from({ kind: 'invalid-input', message, fields: wrong });
};

/** Runs a handler on a request's fields: its answer, or an HttpError for a request it cannot read or a refusal. */
const answer = async (e: AnyEndpoint, input: zc.$ZodType, handler: Handler<AnyEndpoint>, fields: Wire, ctx: Ctx) => {
  const result: unknown = await handler(readInput(e, input, fields), ctx);
  if (e.errors.length === 0) return result;
  const settled = result as Result<unknown, never>;
  if (!settled.ok) throw HttpError.from(settled.error);
  return settled.value;
};

/** A picture an endpoint answers: its bytes and the type its first bytes showed. */
type PictureFile = { readonly contentType: string; readonly bytes: Uint8Array };

const sendPicture = (res: Response, picture: PictureFile) =>
  res.type(picture.contentType).set('X-Content-Type-Options', 'nosniff').send(Buffer.from(picture.bytes));

/** A PDF an endpoint answers: its bytes and the name it is saved under. */
type PdfFile = { readonly filename: string; readonly bytes: Uint8Array };

/** A PDF to download (the name is the store's own: a document's number). */
export const sendPdf = (res: Response, pdf: PdfFile) =>
  res
    .type('application/pdf')
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Disposition', `attachment; filename="${pdf.filename}"`)
    .send(Buffer.from(pdf.bytes));

/** Express routes for every endpoint of a table (paths relative to `base`): read the fields with the endpoint's schema,
 * run the handler, answer its body (JSON, the text of the type it `produces`, a picture's bytes or a PDF) with the endpoint's status; refusals go to the error middleware as HttpErrors. */
export const endpointRoutes = <T extends EndpointTable>(
  table: T,
  inputs: Inputs<T>,
  handlers: Handlers<T>,
  base: ApiBase = '/api/v1',
): Router => {
  const r = Router();
  for (const [name, e] of Object.entries(table)) {
    const handler = handlers[name] as Handler<AnyEndpoint>;
    const input = inputs[name] as zc.$ZodType;
    const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    r[method](e.path.slice(base.length), async (req, res) => {
      // A body sent as bytes (a picture, read by its route's own parser) is the field `bytes`.
      const sent: unknown = sendsQuery(e) ? req.query : req.body;
      const body: unknown = Buffer.isBuffer(sent) ? { bytes: sent } : sent;
      const fields = { ...(typeof body === 'object' && body !== null ? body : {}), ...req.params };
      const customerId: string | null = res.locals.customerId ?? null;
      const actor: Actor | null = res.locals.actor ?? null;
      const value = await answer(e, input, handler, fields, { customerId, actor, http: { req, res } });
      if (e.status) res.status(e.status);
      if (res.statusCode === 204) res.end();
      else if (e.produces === 'picture') sendPicture(res, value as PictureFile);
      else if (e.produces === 'application/pdf') sendPdf(res, value as PdfFile);
      else if (e.produces) res.type(`${e.produces}; charset=utf-8`).send(value);
      else res.json(value);
    });
  }
  return r;
};

/** The server's calls of a table for one asker, with no HTTP between: each runs the same reading, handler and refusal
 * as its route, and a refusal throws the RequestError the browser would get (status and body), so a page's loader
 * behaves alike on both sides. */
export const inProcessApi = <T extends EndpointTable>(
  table: T,
  inputs: Inputs<T>,
  handlers: Handlers<T>,
  customerId: string | null,
) => {
  const calls = Object.entries(table).map(([name, e]) => {
    const input = inputs[name] as zc.$ZodType;
    const handler = handlers[name] as Handler<AnyEndpoint>;
    const call = async (arg?: unknown) => {
      try {
        return await answer(e, input, handler, fieldsAsSent(e, arg), { customerId, actor: null, http: null });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        throw new RequestError(STATUS_OF[error.error.kind], errorBody(error.error));
      }
    };
    return [name, call] as const;
  });
  return Object.fromEntries(calls) as unknown as Api<T>;
};

/** The fields a route would read for a caller's argument: its path parameters, and its query as Express reads one (a
 * text, or a list for a repeated name) or its body through JSON, so nothing reaches a handler in process that could not
 * come over HTTP. */
const fieldsAsSent = (e: AnyEndpoint, arg: unknown): Wire => {
  const { path, rest } = requestOf(e, arg);
  const fields = new Map<string, unknown>();
  if (sendsQuery(e)) {
    const query = new URLSearchParams(queryOf(rest));
    for (const name of new Set(query.keys())) {
      const all = query.getAll(name);
      fields.set(name, all.length === 1 ? all[0] : all);
    }
  } else {
    for (const [name, value] of Object.entries(JSON.parse(JSON.stringify(rest)) as Wire)) fields.set(name, value);
  }
  const values = path.split('/');
  e.path.split('/').forEach((part, i) => {
    if (part.startsWith(':')) fields.set(part.slice(1), decodeURIComponent(values[i] ?? ''));
  });
  return Object.fromEntries(fields);
};
