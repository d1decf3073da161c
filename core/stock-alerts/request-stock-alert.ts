import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { parseEmail } from '../people/email';
import { mailboxKey } from '../people/mailbox';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { StockAlertStore } from './ports';

/** Requests per address an hour, like the other public forms (sign-up, password reset): enough for a shopper waiting
 * for several flavours, too few to flood the table. */
export const STOCK_ALERTS_PER_IP = { limit: 10, windowSeconds: 60 * 60 } as const;

export type StockAlertError =
  | InvalidInput
  | RateLimited
  | { readonly kind: 'variant-not-found'; readonly message: string }
  | { readonly kind: 'in-stock'; readonly message: string };
export type StockAlertErrorKind = StockAlertError['kind'];

export type RequestStockAlertDeps = {
  readonly alerts: StockAlertStore;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
};

/** What the page tells the shopper once the request is kept. */
export type StockAlertRequested = { readonly email: string; readonly message: string };

/** Keeps a shopper's email to mail once when a sold-out variant is back on sale. Asking again for the same variant, with
 * any spelling of the same mailbox, is answered the same (one mail will come); requests are limited per client address. */
export const requestStockAlert =
  (deps: RequestStockAlertDeps) =>
  async (input: {
    readonly sku: string;
    readonly email: string;
    readonly ip: string;
  }): Promise<Result<StockAlertRequested, StockAlertError>> => {
    const now = deps.clock.now();
    const { limit, windowSeconds } = STOCK_ALERTS_PER_IP;
    const refused = refusalOf(await deps.limiter.hit(`stock-alert:ip:${input.ip}`, limit, windowSeconds, now));
    if (refused) return err(refused);
    const email = parseEmail(input.email);
    if (!email.ok) return err(invalidInput({ email: email.error.message }));
    const recorded = await deps.alerts.record({
      sku: input.sku,
      email: email.value,
      mailbox: mailboxKey(email.value),
      at: now,
    });
    if (recorded === 'unknown-variant')
      return err({ kind: 'variant-not-found', message: 'Esa presentación del producto no existe.' });
    if (recorded === 'in-stock')
      return err({ kind: 'in-stock', message: 'Esta presentación ya está disponible: puedes agregarla al carrito.' });
    return ok({
      email: email.value,
      message: `Te avisaremos a ${email.value} cuando vuelva a estar disponible.`,
    });
  };
