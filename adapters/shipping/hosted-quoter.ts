/*
 * The hosted shipping-quote service (SHIPPING_API_URL, SHIPPING_API_KEY). It publishes no spec, so this is
 * the JSON wire format the store speaks; adapters/shipping/sandbox.ts answers it locally.
 *
 *   POST {SHIPPING_API_URL}/v1/quotes
 *   Authorization: Bearer {SHIPPING_API_KEY}
 *   Content-Type: application/json
 *   Accept: application/json
 *
 *   { "origin": "11001000", "destination": "05001", "weightGrams": 1200, "declaredValue": 129900 }
 *
 *   200 { "quotes": [{ "service": "standard", "price": 15800 }, { "service": "express", "price": 25400 }] }
 *
 * `origin` is the policy's SHIPPING_ORIGIN_POSTAL_CODE, `destination` a 5-digit DANE municipality code,
 * `weightGrams` whole grams, money whole pesos. Services other than standard and express are ignored.
 * Checkout must not stop because a carrier API is down: on a timeout (2 500 ms by default), a network error,
 * a status other than 2xx or a body that is not this JSON, both methods come from the embedded table; a
 * method that is missing or whose price is not whole positive pesos comes from it alone. Every fallback logs
 * a warning naming its cause.
 */
import type { ShippingMethod } from '../../core/cart/shipping-cost';
import type { Logger } from '../../core/shared/ports';
import { pesos, type Pesos } from '../../core/shared/money';
import { err, ok, type Result } from '../../core/shared/result';
import { embeddedQuoter } from '../../core/shipping/embedded-rates';
import type { ShippingQuote, ShippingQuoter, ShippingRequest } from '../../core/shipping/ports';
import { hostedPrice, quoteAnswer, type QuoteAnswer, type QuoteRequestBody } from './wire';

export const DEFAULT_TIMEOUT_MS = 2_500;

export type HostedQuoterOptions = {
  /** SHIPPING_API_URL, without the `/v1/quotes` path. */
  readonly url: string;
  readonly key: string;
  /** The policy's SHIPPING_ORIGIN_POSTAL_CODE. */
  readonly origin: string;
  readonly logger: Logger;
  readonly timeoutMs?: number;
  /** Prices what the service does not; the store's own table unless a test says otherwise. */
  readonly fallback?: ShippingQuoter;
};

/** Why a quote came from the fallback, as logged. */
export type FallbackCause =
  'timeout' | 'network' | 'http-status' | 'malformed-body' | 'missing-method' | 'invalid-price';
type Failure = { readonly cause: FallbackCause; readonly detail: string; readonly status?: number };

const failureOf = (error: unknown): Failure => {
  if (error instanceof Error && error.name === 'TimeoutError') return { cause: 'timeout', detail: error.message };
  // undici reports "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND…) in `cause`.
  const reason = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return { cause: 'network', detail: `${error instanceof Error ? error.message : String(error)}${reason}` };
};

const askService = async (
  options: HostedQuoterOptions,
  body: QuoteRequestBody,
): Promise<Result<QuoteAnswer, Failure>> => {
  try {
    const response = await fetch(`${options.url.replace(/\/+$/, '')}/v1/quotes`, {
      method: 'POST',
      headers: {
        'authorization': `Bearer ${options.key}`,
        'content-type': 'application/json',
        'accept': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return err({ cause: 'http-status', detail: `HTTP ${response.status}`, status: response.status });
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return err({ cause: 'malformed-body', detail: `not JSON: ${text.slice(0, 80)}` });
    }
    const answer = quoteAnswer.safeParse(json);
    return answer.success
      ? ok(answer.data)
      : err({ cause: 'malformed-body', detail: answer.error.issues[0]?.message ?? 'unexpected shape' });
  } catch (error) {
    return err(failureOf(error));
  }
};

const priceOf = (answer: QuoteAnswer, method: ShippingMethod): Result<Pesos, Failure> => {
  const entry = answer.quotes.find((quote) => quote.service === method);
  if (!entry) return err({ cause: 'missing-method', detail: `no ${method} quote` });
  const price = hostedPrice.safeParse(entry.price);
  return price.success
    ? ok(pesos(price.data))
    : err({ cause: 'invalid-price', detail: `${method} price ${JSON.stringify(entry.price)}` });
};

/** The hosted quoter: the service's prices where it gives sound ones, the embedded table (logged) for the rest. */
export const hostedQuoter = (options: HostedQuoterOptions): ShippingQuoter => {
  const fallback = options.fallback ?? embeddedQuoter();
  const warn = (failure: Failure, request: ShippingRequest, methods: readonly ShippingMethod[]) =>
    options.logger.warn(
      { ...failure, destination: request.destination, weightGrams: request.weightGrams, fallbackMethods: methods },
      'Shipping quote service failed; using the embedded rates',
    );
  return {
    async quote(request) {
      // Priced first: it rejects an invalid request before any network call, and it is ready if the service fails.
      const embedded = await fallback.quote(request);
      const { destination, weightGrams, declaredValue } = request;
      const answer = await askService(options, { origin: options.origin, destination, weightGrams, declaredValue });
      if (!answer.ok) {
        warn(
          answer.error,
          request,
          embedded.map((quote) => quote.method),
        );
        return embedded;
      }
      return embedded.map((quote): ShippingQuote => {
        const price = priceOf(answer.value, quote.method);
        if (price.ok) return { method: quote.method, price: price.value, source: 'hosted' };
        warn(price.error, request, [quote.method]);
        return quote;
      });
    },
  };
};
