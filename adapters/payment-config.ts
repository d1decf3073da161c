import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethodId } from '../core/payments/methods';
import { NEQUI_PRODUCTION_URLS, type NequiSettings } from './nequi/settings';

/** How one provider runs: live with its credentials, against its local sandbox (never with NODE_ENV=production), or
 * not at all (production without credentials: the method is simply not offered). */
export type ProviderSetup<Live> =
  { readonly mode: 'live'; readonly live: Live } | { readonly mode: 'sandbox' } | { readonly mode: 'off' };

/** Nequi's credentials and hosts (PROVIDERS.md §1); the timeout is the providers' one. */
export type NequiLive = Omit<NequiSettings, 'timeoutMs'>;

export type PaymentsConfig = {
  /** The methods switched on by PAYMENT_METHODS (all by default); a method also needs its provider running. */
  readonly methods: ReadonlySet<PaymentMethodId>;
  readonly nequi: ProviderSetup<NequiLive>;
  /** Minutes a Nequi push or QR waits for the shopper before it expires. */
  readonly nequiPaymentMinutes: number;
  /** The store's own test card: a sandbox of its own, offered outside production only. */
  readonly sandboxCard: boolean;
  /** Milliseconds any provider call may take before it is given up. */
  readonly providerTimeoutMs: number;
};

const optional = z
  .string()
  .optional()
  .transform((v) => v || undefined);
const optionalUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The environment variables of the payment providers, validated with the rest of the configuration. */
export const paymentVariables = {
  PAYMENT_METHODS: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine(
      (v) => v === undefined || v.split(',').every((m) => (PAYMENT_METHODS as readonly string[]).includes(m.trim())),
      `must be methods separated by commas, among: ${PAYMENT_METHODS.join(', ')}`,
    ),
  NEQUI_CLIENT_ID: optional,
  NEQUI_CLIENT_SECRET: optional,
  NEQUI_API_KEY: optional,
  NEQUI_MERCHANT_CODE: optional,
  NEQUI_AUTH_URL: optionalUrl,
  NEQUI_API_URL: optionalUrl,
  NEQUI_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentVariables>>;

const NEQUI_CREDENTIALS = ['NEQUI_CLIENT_ID', 'NEQUI_CLIENT_SECRET', 'NEQUI_API_KEY', 'NEQUI_MERCHANT_CODE'] as const;

/** A provider is live when all its credentials are set, in sandbox without any (outside production), and a half-set
 * configuration is refused at start, naming what is missing. */
const setupOf = <Live>(
  e: PaymentEnv,
  names: readonly (keyof PaymentEnv)[],
  production: boolean,
  live: () => Live,
): ProviderSetup<Live> => {
  const missing = names.filter((n) => !e[n]);
  if (missing.length === 0) return { mode: 'live', live: live() };
  if (missing.length < names.length)
    throw new Error(
      `Invalid configuration:\n  ${missing.join(', ')}: required with ${names.filter((n) => e[n]).join(', ')}`,
    );
  return production ? { mode: 'off' } : { mode: 'sandbox' };
};

export const readPayments = (e: PaymentEnv, production: boolean): PaymentsConfig => ({
  methods: new Set(
    e.PAYMENT_METHODS ? e.PAYMENT_METHODS.split(',').map((m) => m.trim() as PaymentMethodId) : PAYMENT_METHODS,
  ),
  nequi: setupOf(e, NEQUI_CREDENTIALS, production, () => ({
    clientId: e.NEQUI_CLIENT_ID!,
    clientSecret: e.NEQUI_CLIENT_SECRET!,
    apiKey: e.NEQUI_API_KEY!,
    merchantCode: e.NEQUI_MERCHANT_CODE!,
    authUrl: e.NEQUI_AUTH_URL ?? NEQUI_PRODUCTION_URLS.authUrl,
    apiUrl: (e.NEQUI_API_URL ?? NEQUI_PRODUCTION_URLS.apiUrl).replace(/\/+$/, ''),
  })),
  nequiPaymentMinutes: e.NEQUI_PAYMENT_MINUTES,
  sandboxCard: !production,
  providerTimeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
});
