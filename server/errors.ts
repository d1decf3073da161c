import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../core/shared/ports';

/** Every domain error kind the API can answer, and its HTTP status. One table, checked by the compiler. */
export const STATUS_OF = {
  'bad-request': 400,
  'not-found': 404,
  'category-not-found': 404,
  'page-not-found': 404,
  'product-not-found': 404,
  'variant-not-found': 404,
} as const satisfies Record<string, number>;

export type ErrorKind = keyof typeof STATUS_OF;

/** A domain error on its way to the error middleware. */
export class HttpError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

const fromBodyParser = (e: { type?: string; status?: number }) =>
  e.type === 'entity.parse.failed' || e.type === 'entity.too.large' || (e.status !== undefined && e.status >= 400 && e.status < 500);

/** The one error middleware of the API: domain errors by the table, bad bodies 400, anything else 500 and logged. */
export const apiErrors =
  (logger: Logger): ErrorRequestHandler =>
  (error, _req, res, _next) => {
    if (error instanceof HttpError) {
      res.status(STATUS_OF[error.kind]).json({ error: { kind: error.kind, message: error.message } });
    } else if (fromBodyParser(error)) {
      res.status(error.status ?? 400).json({ error: { kind: 'bad-request', message: 'La solicitud no es válida.' } });
    } else {
      logger.error({ err: String(error?.stack ?? error) }, 'API request failed');
      res.status(500).json({ error: { kind: 'internal', message: 'Error' } });
    }
  };
