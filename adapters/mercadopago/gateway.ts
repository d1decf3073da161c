import type { PaymentAttempt } from '../../core/payments/attempt';
import type { HostedCheckoutGateway, PaymentOutcome } from '../../core/payments/ports';
import { formatPesos } from '../../core/shared/format';
import type { Clock, Logger } from '../../core/shared/ports';
import { mercadoPagoClient, type MercadoPagoClient } from './client';
import { decidingPayment, NOT_OPENED, outcomeOfPayment, UNAVAILABLE } from './map';
import { mercadoPagoNotifications } from './notifications';
import { mercadoPagoDate, preferenceOf } from './preference';
import { mercadoPagoRefunds } from './refunds';
import type { MercadoPagoSettings } from './settings';
import type { PaymentAnswer } from './wire';

export type MercadoPagoGatewayDeps = {
  readonly settings: MercadoPagoSettings;
  /** True against the local sandbox: the shopper goes to `sandbox_init_point`. */
  readonly sandbox: boolean;
  /** Where MercadoPago sends its webhooks: the store's `/api/v1/webhooks/mercadopago`. */
  readonly notificationUrl: string;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The client's `fetch` (a test's); the global one otherwise. */
  readonly fetch?: typeof fetch;
};

const PROVIDER = 'mercadopago';
/** Preferences whose order number is remembered, so a status poll asks MercadoPago once, not twice. */
const REMEMBERED = 1_000;

/** The key that makes a retried create of one attempt's preference the same request at MercadoPago. */
export const preferenceKey = (attemptId: string) => `fornido-preferencia-${attemptId}`;

/** Test users' access tokens start with TEST-: their buyers pay at `sandbox_init_point`. */
const isTestToken = (token: string) => token.startsWith('TEST-');

type Found =
  | { readonly ok: true; readonly payments: readonly PaymentAnswer[] }
  | { readonly ok: false; readonly outcome: PaymentOutcome & { readonly status: 'failed' } };

/** The attempt's payments at MercadoPago, newest first, found through its preference (`providerMessageId`) and the
 * order's `external_reference`, or the failure when MercadoPago cannot be asked. */
const paymentsOf =
  (client: MercadoPagoClient, orders: Map<string, string>) =>
  async (attempt: PaymentAttempt): Promise<Found> => {
    const preference = attempt.providerMessageId;
    if (!preference) return { ok: false, outcome: { ...UNAVAILABLE, reason: 'no-reference' } };
    let order = orders.get(preference);
    if (!order) {
      const read = await client.preference(preference);
      if (!read.ok || !read.value.external_reference)
        return { ok: false, outcome: { ...UNAVAILABLE, reason: 'gateway-unreadable' } };
      order = read.value.external_reference;
      remember(orders, preference, order);
    }
    const found = await client.searchPayments(order);
    if (!found.ok) return { ok: false, outcome: UNAVAILABLE };
    const reference = attempt.reference ?? attempt.id;
    return { ok: true, payments: found.value.filter((p) => p.metadata.attempt_id === reference) };
  };

const remember = (orders: Map<string, string>, preference: string, order: string) => {
  orders.set(preference, order);
  if (orders.size > REMEMBERED) orders.delete(orders.keys().next().value!);
};

/** MercadoPago Checkout Pro taking the store's card method: a preference per attempt and the shopper sent to pay on
 * MercadoPago's page; the attempt's state read from its payments, its webhooks checked, its refund made. */
export const mercadoPagoGateway = (deps: MercadoPagoGatewayDeps): HostedCheckoutGateway => {
  const { settings, logger } = deps;
  const client = mercadoPagoClient(settings, { logger, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const orders = new Map<string, string>();
  const payments = paymentsOf(client, orders);
  const testCheckout = deps.sandbox || isTestToken(settings.accessToken);

  return {
    provider: PROVIDER,
    method: 'card',
    kind: 'hosted-checkout',
    sandbox: deps.sandbox,
    notifications: mercadoPagoNotifications({ client, webhookSecret: settings.webhookSecret, clock: deps.clock }),

    open: async (request) => {
      const body = preferenceOf(request, deps.notificationUrl, deps.clock.now());
      const created = await client.createPreference(body, preferenceKey(request.attemptId));
      if (!created.ok) {
        logger.warn(
          { provider: PROVIDER, order: request.orderNumber, status: created.status, code: created.code },
          'MercadoPago did not create the preference',
        );
        const reason = created.status === null ? 'gateway-unavailable' : `gateway-refused-${created.code}`;
        return { ...NOT_OPENED, reason };
      }
      const preference = created.value;
      remember(orders, preference.id, request.orderNumber);
      const url = testCheckout ? (preference.sandbox_init_point ?? preference.init_point) : preference.init_point;
      return {
        status: 'pending',
        reference: request.attemptId,
        action: { kind: 'redirect', url },
        expiresAt: request.orderExpiresAt,
        messageId: preference.id,
      };
    },

    status: async (attempt) => {
      const found = await payments(attempt);
      if (!found.ok) return found.outcome;
      const reference = attempt.reference ?? attempt.id;
      const waiting = { action: attempt.action, expiresAt: attempt.expiresAt };
      const deciding = decidingPayment(found.payments);
      // No payment yet: the shopper has not paid on MercadoPago's page, which stays open to them.
      return deciding ? outcomeOfPayment(deciding, reference, waiting) : { status: 'pending', reference, ...waiting };
    },

    // The shopper chose another method: the checkout closes (its expiry moved to now), so it cannot be paid as well.
    cancel: async (attempt) => {
      const preference = attempt.providerMessageId;
      if (!preference) return;
      const closed = await client.updatePreference(preference, {
        expires: true,
        expiration_date_to: mercadoPagoDate(deps.clock.now()),
      });
      if (!closed.ok) throw new Error(`MercadoPago did not close preference ${preference} (${closed.code})`);
    },

    ...mercadoPagoRefunds(client, async (attempt) => {
      const found = await payments(attempt);
      return found.ok ? found.payments : null;
    }),

    describe: async (attempt) => {
      const found = await payments(attempt);
      if (!found.ok) throw new Error(`MercadoPago could not be asked about attempt ${attempt.id}`);
      const list = found.payments;
      const facts: [string, string][] = [
        ['Preference', attempt.providerMessageId ?? ''],
        ['Payments', String(list.length)],
      ];
      for (const p of list) {
        const amount = p.transaction_amount == null ? '?' : formatPesos(p.transaction_amount);
        const how = [p.payment_method_id, p.payment_type_id].filter(Boolean).join(' ');
        facts.push([
          `Payment ${p.id}`,
          `${p.status}${p.status_detail ? ` (${p.status_detail})` : ''}, ${amount} ${p.currency_id ?? ''}` +
            `${p.transaction_amount_refunded ? `, refunded ${formatPesos(p.transaction_amount_refunded)}` : ''}` +
            `${how ? `, ${how}` : ''}${p.date_created ? `, created ${p.date_created}` : ''}`,
        ]);
      }
      return facts;
    },
  };
};
