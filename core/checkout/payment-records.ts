import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import { NOT_FOUND, type OrderNotFound } from '../orders/console-orders';
import { parseOrderNumber } from '../orders/order';
import type { OrderState } from '../orders/order-state';
import type { OrderStore } from '../orders/ports';
import type { PaymentAttempt } from '../payments/attempt';
import type { NotificationLog, StoredNotification } from '../payments/notification-log';
import type { PaymentAttemptStore, PaymentGateway, PaymentOutcome, StoredAttempt } from '../payments/ports';
import type { Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';

/** The labelled facts a provider's records hold about one attempt (a gateway's `describe`), in the order it gave them. */
export type Facts = readonly (readonly [label: string, value: string])[];

/** What one attempt's provider said: its facts, or why it could not be asked. Absent for a gateway that cannot
 * describe attempts (the store's sandbox card, Nequi). */
export type ProviderRecord =
  | { readonly attemptId: string; readonly provider: string; readonly facts: Facts }
  | { readonly attemptId: string; readonly provider: string; readonly error: string };

/** An order's attempts (or the attempts with a provider's reference, `order` null), each with what its provider's
 * records say now: what `fornido payments show` prints. */
export type PaymentRecords = {
  readonly order: { readonly number: string; readonly state: OrderState; readonly total: Pesos } | null;
  readonly attempts: readonly StoredAttempt[];
  readonly records: readonly ProviderRecord[];
};

/** A payment method's provider this store has no gateway for (a name mistyped, or one configured off). */
export type ProviderNotConfigured = {
  readonly kind: 'provider-not-configured';
  readonly message: string;
  readonly provider: string;
  /** The providers configured here, each once. */
  readonly configured: readonly string[];
};

export type PaymentNotFound = { readonly kind: 'payment-not-found'; readonly message: string };

/** Nequi's own answer about one payment beside what the store holds: what `fornido wallet status` prints. */
export type WalletStatus = {
  readonly stored: StoredAttempt;
  readonly outcome: PaymentOutcome;
  readonly sandbox: boolean;
};

/** The wallet the operators ask about and reverse. */
export const WALLET_PROVIDER = 'nequi';

export type PaymentRecordsDeps = {
  readonly orders: Pick<OrderStore, 'findByNumber'>;
  readonly attempts: Pick<PaymentAttemptStore, 'listByReference' | 'findByReference'>;
  readonly notifications: Pick<NotificationLog, 'list'>;
  /** What the attempt's provider's records say now, or null when its gateway cannot tell; it may throw. */
  readonly describe: (attempt: PaymentAttempt) => Promise<Facts> | null;
  readonly gateway: (provider: string) => Pick<PaymentGateway, 'status' | 'sandbox'> | undefined;
  /** The providers configured here, each once. */
  readonly providers: () => readonly string[];
};

/** The refusal of a provider not configured here, with the ones that are. */
export const providerNotConfigured = (deps: Pick<PaymentRecordsDeps, 'providers'>, provider: string) => ({
  kind: 'provider-not-configured' as const,
  message: `El proveedor «${provider}» no está configurado en esta tienda.`,
  provider,
  configured: deps.providers(),
});

/** Asks each attempt's provider, one at a time and read-only, what its records say now; one that cannot be asked is
 * recorded with why, and the others are still asked. */
const askProviders = async (deps: PaymentRecordsDeps, attempts: readonly StoredAttempt[]) => {
  const records: ProviderRecord[] = [];
  for (const { attempt } of attempts) {
    const base = { attemptId: attempt.id, provider: attempt.provider };
    try {
      const facts = await deps.describe(attempt);
      if (facts) records.push({ ...base, facts });
    } catch (error) {
      records.push({ ...base, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return records;
};

/** An order's payment attempts by its number, or the attempts at any provider with a reference, with what each
 * provider's records say about them now (`payments.read`). */
export const paymentRecordsFor =
  (deps: PaymentRecordsDeps) =>
  async (actor: Actor, key: string): Promise<Result<PaymentRecords, Forbidden | OrderNotFound>> => {
    const refused = authorize(actor, 'payments.read');
    if (refused) return err(refused);
    const number = parseOrderNumber(key);
    if (!number) {
      const attempts = await deps.attempts.listByReference(key.trim());
      return ok({ order: null, attempts, records: await askProviders(deps, attempts) });
    }
    const order = await deps.orders.findByNumber(number);
    if (!order) return err(NOT_FOUND);
    const attempts = order.payments.map((attempt) => ({ orderId: order.id, orderNumber: order.number, attempt }));
    const summary = { number: order.number, state: order.state, total: order.totals.total };
    return ok({ order: summary, attempts, records: await askProviders(deps, attempts) });
  };

/** Asks Nequi for the status of the payment its reference names, beside what the store holds; nothing is applied
 * (`payments.read`). */
export const walletStatusFor =
  (deps: PaymentRecordsDeps) =>
  async (
    actor: Actor,
    reference: string,
  ): Promise<Result<WalletStatus, Forbidden | ProviderNotConfigured | PaymentNotFound>> => {
    const refused = authorize(actor, 'payments.read');
    if (refused) return err(refused);
    const gateway = deps.gateway(WALLET_PROVIDER);
    if (!gateway) return err(providerNotConfigured(deps, WALLET_PROVIDER));
    const stored = await deps.attempts.findByReference(WALLET_PROVIDER, reference.trim());
    if (!stored)
      return err({ kind: 'payment-not-found', message: `Ningún pago de Nequi tiene la referencia «${reference}».` });
    return ok({ stored, outcome: await gateway.status(stored.attempt), sandbox: gateway.sandbox });
  };

/** The providers' newest notifications whole, raw bodies included, optionally of one provider (`payments.read`). */
export const notificationRecordsFor =
  (deps: PaymentRecordsDeps) =>
  async (
    actor: Actor,
    query: { readonly provider?: string; readonly limit: number },
  ): Promise<Result<readonly StoredNotification[], Forbidden>> => {
    const refused = authorize(actor, 'payments.read');
    if (refused) return err(refused);
    return ok(await deps.notifications.list(query));
  };
