import type { CoreError, EdgeError } from '../contract/refusals';
import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from '../core/shared/ports';
import type { ErrorBody, ErrorBodyKind } from '../contract/errors';
import { checkoutView } from './api/v1/checkout-views';

/** Every error kind the API can answer, and its HTTP status: each kind of each use case's union (contract/errors.ts)
 * and the edge's own. One table, checked by the compiler: a kind missing here fails the typecheck. */
export const STATUS_OF = {
  // The edge.
  'bad-request': 400,
  'not-found': 404,
  'csrf': 403,
  'internal': 500,
  // Catalogue.
  'category-not-found': 404,
  'page-not-found': 404,
  'product-not-found': 404,
  'variant-not-found': 404,
  'in-stock': 409,
  // Accounts.
  'invalid-input': 400,
  'reset-token-invalid': 400,
  'verify-token-invalid': 400,
  'activation-token-invalid': 400,
  'unauthenticated': 401,
  'invalid-credentials': 401,
  'address-not-found': 404,
  'account-exists': 409,
  'address-limit': 409,
  'reset-token-expired': 410,
  'reset-token-used': 410,
  'verify-token-expired': 410,
  'verify-token-used': 410,
  'activation-token-expired': 410,
  'activation-token-used': 410,
  'rate-limited': 429,
  'mail-unavailable': 503,
  // Cart, checkout, orders and payments.
  'invalid-cart': 400,
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
  'payment-not-found': 404,
  'payment-closed': 409,
  'banks-unavailable': 503,
  // Live updates.
  'channel-forbidden': 403,
  // Loyalty.
  'month-not-found': 404,
  'forbidden': 403,
  'operator-exists': 409,
  'operator-not-found': 404,
  'last-owner': 409,
  'enrolment-invalid': 400,
  'enrolment-expired': 410,
  'enrolment-used': 410,
  'wrong-code': 400,
  'access-token-not-found': 404,
  'lead-not-found': 404,
  'stale': 409,
  'invalid-transition': 409,
  'customer-not-found': 404,
  'insufficient-credit': 409,
  'notification-not-found': 404,
  'not-replayable': 409,
  'refund-refused': 409,
  'provider-unavailable': 503,
  'mail-not-found': 404,
  'invalid-file': 400,
  'picture-not-found': 404,
  'picture-too-large': 413,
  'taxonomy-not-found': 404,
  'provider-not-configured': 409,
  'event-not-found': 404,
  'mail-not-kept': 409,
  'search-not-configured': 409,
  'empty-catalogue': 409,
  // Returns.
  'return-not-found': 404,
  'refund-needs-reference': 409,
  'nothing-to-refund': 409,
  'refund-exceeds-paid': 409,
  'refused': 409,
  'provider-error': 503,
  'moved': 409,
  // Electronic invoices.
  'invoice-not-found': 404,
  'invoice-not-accepted': 404,
  'invoice-not-retryable': 409,
  // A shopper's return request.
  'not-returnable': 409,
  'invalid-return-input': 400,
  'invalid-return-lines': 400,
  'return-window-closed': 409,
  'invalid-evidence': 400,
  'invalid-refund-destination': 400,
} as const satisfies Record<ErrorBodyKind, number>;

/** The body of an error as the API sends it: what the kind carries goes as the core returns it, except the new figures
 * of a price change, which become the checkout view the pages show. */
export const errorBody = (error: CoreError | EdgeError): ErrorBody => {
  switch (error.kind) {
    case 'prices-changed':
      return { kind: error.kind, message: error.message, checkout: checkoutView(error.summary) };
    default:
      return error;
  }
};

/** A refusal on its way to the error middleware: a use case's error, or one of the edge's own. */
export class HttpError extends Error {
  readonly error: CoreError | EdgeError;
  constructor(kind: EdgeError['kind'], message: string);
  constructor(error: CoreError);
  constructor(kindOrError: EdgeError['kind'] | CoreError, message = '') {
    const error = typeof kindOrError === 'string' ? { kind: kindOrError, message } : kindOrError;
    super(error.message);
    this.error = error;
  }

  /** The HTTP form of a use case's error. */
  static from(error: CoreError): HttpError {
    return new HttpError(error);
  }
}

/** What Express and body-parser put on the errors they raise. */
type RaisedError = { readonly type?: unknown; readonly status?: unknown };

const raised = (error: unknown): RaisedError => (typeof error === 'object' && error !== null ? error : {});

/** The 4xx status of a body Express could not read (bad JSON, too large…), or null for anything else. */
const clientStatus = (error: RaisedError): number | null => {
  if (error.type === 'entity.parse.failed' || error.type === 'entity.too.large')
    return typeof error.status === 'number' ? error.status : 400;
  return typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : null;
};

// PostgreSQL's connection exceptions (SQLSTATE class 08), its shutting down or starting up (57P01–57P03), and the
// socket's own failures: the database is out of reach for now, not the request at fault.
const OUT_OF_REACH = /^(08|57P0[123]$|ECONNREFUSED$|ECONNRESET$|EPIPE$|ETIMEDOUT$)/;
const TERMINATED = /^Connection terminated|not queryable|Connection ended/;

/** Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the database cannot be reached. */
export const databaseOutOfReach = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && OUT_OF_REACH.test(code)) return true;
  if (typeof message === 'string' && TERMINATED.test(message)) return true;
  return databaseOutOfReach(cause, depth + 1);
};

// How Node and Express say that the other end closed the connection (res.sendFile's abort is ECONNABORTED).
const CLOSED_BY_CLIENT = /^(ECONNABORTED|ECONNRESET|EPIPE|ERR_STREAM_PREMATURE_CLOSE)$/;

/**
 * Whether `error` only says that the browser closed the connection before the answer was sent (it left the page, or
 * gave up on a script or a picture): there is no one to answer and nothing wrong with the store, so it is no error to
 * log. The same codes from the database (ECONNRESET) are not this: the request's own socket must be closed too.
 */
export const clientWentAway = (error: unknown, req: Request): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const closed = (typeof code === 'string' && CLOSED_BY_CLIENT.test(code)) || message === 'aborted';
  return closed && (req.destroyed || req.socket.destroyed);
};

/** What a shopper reads while the database is out of reach (restarting, failing over): a few seconds, then it is back. */
export const OUT_OF_REACH_BODY = {
  kind: 'internal',
  message: 'La tienda no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
} as const;
export const OUT_OF_REACH_RETRY_SECONDS = 5;

/** What a shopper reads when the store failed on its side (a bug, logged): nothing of the failure itself. */
export const INTERNAL_MESSAGE = 'Algo falló de nuestro lado. Inténtalo de nuevo en unos minutos.';

/** The one error middleware of the API: domain errors by the table, bad bodies 4xx, the database out of reach 503 (no
 * stack, a Spanish message, Retry-After), anything else 500 and logged. */
export const apiErrors =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    if (clientWentAway(error, req)) return;
    if (error instanceof HttpError) {
      const body = errorBody(error.error);
      if (body.kind === 'rate-limited') res.setHeader('Retry-After', String(body.retryAfterSeconds));
      res.status(STATUS_OF[body.kind]).json({ error: body });
      return;
    }
    if (databaseOutOfReach(error)) {
      logger.warn({ err: String(error) }, 'API request failed: the database is out of reach');
      res.setHeader('Retry-After', String(OUT_OF_REACH_RETRY_SECONDS));
      res.status(503).json({ error: OUT_OF_REACH_BODY });
      return;
    }
    const status = clientStatus(raised(error));
    if (status !== null) {
      res.status(status).json({ error: { kind: 'bad-request', message: 'La solicitud no es válida.' } });
    } else {
      logger.error({ err: error }, 'API request failed');
      res.status(500).json({ error: { kind: 'internal', message: INTERNAL_MESSAGE } });
    }
  };
