import { z } from 'zod';
import { CONFIGURABLE_PAYMENT_METHODS, type PaymentMethodId } from '../core/payments/methods';
import type { PaymentProvider, PaymentsSettings } from './payments/provider';

export type PaymentsConfig = {
  /** The methods switched on by PAYMENT_METHODS (all by default); a method also needs its provider running. */
  readonly methods: ReadonlySet<PaymentMethodId>;
  /** Milliseconds any provider call may take before it is given up. */
  readonly providerTimeoutMs: number;
  /** The payment providers the store knows, in the order the payment step offers them (adapters/payment-providers.ts). */
  readonly providers: readonly PaymentProvider[];
  /** Each provider's settings as it read them from the environment, by its id (settingsOf reads one). */
  readonly settings: PaymentsSettings;
};

/** The environment variables of payments: the methods switched on, the providers' time-out, and each provider's own,
 * validated with the rest of the configuration. */
export const paymentVariables = (providers: readonly PaymentProvider[]) => ({
  PAYMENT_METHODS: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine(
      (v) =>
        v === undefined ||
        v.split(',').every((m) => (CONFIGURABLE_PAYMENT_METHODS as readonly string[]).includes(m.trim())),
      `must be methods separated by commas, among: ${CONFIGURABLE_PAYMENT_METHODS.join(', ')}`,
    ),
  // Each provider reads its own variables back with its own types: here they are only validated.
  ...(Object.assign({}, ...providers.map((p) => p.variables)) as object),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
});

/** Payments as the environment sets them up; each provider reads its own settings, refusing a half-set one. */
export const readPayments = (
  e: Readonly<Record<string, unknown>>,
  production: boolean,
  providers: readonly PaymentProvider[],
): PaymentsConfig => {
  const methods = e.PAYMENT_METHODS as string | undefined;
  return {
    methods: new Set(
      methods ? methods.split(',').map((m) => m.trim() as PaymentMethodId) : CONFIGURABLE_PAYMENT_METHODS,
    ),
    providerTimeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS as number,
    providers,
    settings: Object.fromEntries(providers.map((p) => [p.id, p.settings(e, production)])),
  };
};

/** What the operator starting the store should know about its payment providers' settings. */
export const paymentWarnings = (payments: PaymentsConfig, production: boolean): string[] =>
  payments.providers.flatMap((p) => p.warnings?.(payments.settings[p.id], payments.settings, production) ?? []);
