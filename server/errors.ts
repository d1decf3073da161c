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
  'invalid-input': 400,
  'invalid-cart': 400,
  'reset-token-invalid': 400,
  'unauthenticated': 401,
  'invalid-credentials': 401,
  'csrf': 403,
  'address-not-found': 404,
  'email-taken': 409,
  'address-limit': 409,
  'reset-token-expired': 410,
  'reset-token-used': 410,
  'rate-limited': 429,
  // Checkout, orders and payments.
  'empty-cart': 400,
  'invalid-quantity': 400,
  'out-of-stock': 409,
  'unavailable': 409,
  'cod-unavailable': 409,
  'payment-method-unavailable': 409,
  'prices-changed': 409,
  'order-not-found': 404,
  'not-payable': 409,
  'idempotency-conflict': 409,
  'too-many-open-orders': 409,
} as const satisfies Record<string, number>;

export type ErrorKind = keyof typeof STATUS_OF;

/** What some errors carry besides kind and message: the wrong fields of a form, when to retry. */
export type ErrorDetails = {
  readonly fields?: Readonly<Record<string, string>>;
  readonly retryAfterSeconds?: number;
  /** More of the error's body: which products ran short, the new figures after a price change. */
  readonly extra?: Readonly<Record<string, unknown>>;
};

/** A domain error on its way to the error middleware. */
export class HttpError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }

  /** The HTTP form of a core error whose kind is in the table. */
  static from(
    error: { readonly kind: ErrorKind; readonly message: string } & ErrorDetails,
    extra?: ErrorDetails['extra'],
  ): HttpError {
    return new HttpError(error.kind, error.message, {
      fields: error.fields,
      retryAfterSeconds: error.retryAfterSeconds,
      extra,
    });
  }
}

const fromBodyParser = (e: { type?: string; status?: number }) =>
  e.type === 'entity.parse.failed' ||
  e.type === 'entity.too.large' ||
  (e.status !== undefined && e.status >= 400 && e.status < 500);

/** The one error middleware of the API: domain errors by the table, bad bodies 400, anything else 500 and logged. */
export const apiErrors =
  (logger: Logger): ErrorRequestHandler =>
  (error, _req, res, _next) => {
    if (error instanceof HttpError) {
      const { fields, retryAfterSeconds, extra } = error.details;
      if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
      res.status(STATUS_OF[error.kind]).json({
        error: {
          kind: error.kind,
          message: error.message,
          ...extra,
          ...(fields ? { fields } : {}),
          ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
        },
      });
    } else if (fromBodyParser(error)) {
      res.status(error.status ?? 400).json({ error: { kind: 'bad-request', message: 'La solicitud no es válida.' } });
    } else {
      logger.error({ err: String(error?.stack ?? error) }, 'API request failed');
      res.status(500).json({ error: { kind: 'internal', message: 'Error' } });
    }
  };
