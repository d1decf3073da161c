import { z } from 'zod';
import { CONFIGURABLE_PAYMENT_METHODS, type PaymentMethodId } from '../core/payments/methods';
import { EPAYCO_PRODUCTION_HOSTS, SAFETYPAY_RESTPAGOS_PATH, type EpaycoSettings } from './epayco/sdk';
import { NEQUI_PRODUCTION_URLS, type NequiSettings } from './nequi/settings';
import { MERCADOPAGO_API_URL, type MercadoPagoSettings } from './mercadopago/settings';
import { ADDI_HOSTS, baseOf, type AddiSettings } from './addi/settings';
import { pesos, type Pesos } from '../core/shared/money';

/** How one provider runs: live with its credentials, against its local sandbox (never with NODE_ENV=production), or
 * not at all (production without credentials: the method is simply not offered). */
export type ProviderSetup<Live> =
  { readonly mode: 'live'; readonly live: Live } | { readonly mode: 'sandbox' } | { readonly mode: 'off' };

/** Nequi's credentials and hosts (PROVIDERS.md §1); the timeout is the providers' one. */
export type NequiLive = Omit<NequiSettings, 'timeoutMs'>;

/** ePayco's API keys, the confirmation keys (P_CUST_ID_CLIENTE, P_KEY), its test flag and hosts (PROVIDERS.md §2). */
export type EpaycoLive = {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly customerId: string;
  readonly pKey: string;
  /** ePayco's own test mode (`test: true` in every payload), on its real hosts. */
  readonly test: boolean;
  readonly hosts: EpaycoSettings['hosts'];
  readonly safetypayPath: string;
};

/** MercadoPago Checkout Pro's access token, its webhook secret (the `x-signature` check: without it notifications are
 * taken unsigned, and the store still reads every payment again from MercadoPago) and its host (PROVIDERS.md §4). */
export type MercadoPagoLive = Omit<MercadoPagoSettings, 'timeoutMs'>;

/** Addi's client credentials, the Basic credentials its callbacks bring, and its hosts (PROVIDERS.md §5). */
export type AddiLive = Omit<AddiSettings, 'timeoutMs'>;

/** Who takes the store's card method: MercadoPago Checkout Pro (the default) or ePayco. */
export const CARD_PROVIDERS = ['mercadopago', 'epayco'] as const;

export type PaymentsConfig = {
  /** The methods switched on by PAYMENT_METHODS (all by default); a method also needs its provider running. */
  readonly methods: ReadonlySet<PaymentMethodId>;
  readonly nequi: ProviderSetup<NequiLive>;
  /** Minutes a Nequi push or QR waits for the shopper before it expires. */
  readonly nequiPaymentMinutes: number;
  readonly epayco: ProviderSetup<EpaycoLive>;
  /** Days an ePayco cash voucher or SafetyPay code stays payable. */
  readonly epaycoCashDays: number;
  /** Who takes cards (the other card provider's card method is not offered; its other methods are). */
  readonly cardProvider: (typeof CARD_PROVIDERS)[number];
  readonly mercadopago: ProviderSetup<MercadoPagoLive>;
  readonly addi: ProviderSetup<AddiLive>;
  /** The order totals Addi is offered for (its published range by default: $ 50.000 to $ 20.000.000). */
  readonly addiAmountRange: { readonly min: Pesos; readonly max: Pesos };
  /** The store's own test card: a sandbox of its own, offered outside production only. */
  readonly sandboxCard: boolean;
  /** Milliseconds any provider call may take before it is given up. */
  readonly providerTimeoutMs: number;
};

/** A credential or name: empty is unset; only spaces is a mistake (a value lost in a copy), refused at start. */
const optional = z
  .string()
  .refine((v) => v === '' || v.trim() !== '', 'is blank: give its value or leave it unset')
  .optional()
  .transform((v) => v || undefined);
const optionalUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** More than any order: a bound that keeps a mistyped amount from passing as pesos. */
const MAX_ADDI_PESOS = 1_000_000_000;

/** The environment variables of the payment providers, validated with the rest of the configuration. */
export const paymentVariables = {
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
  NEQUI_CLIENT_ID: optional,
  NEQUI_CLIENT_SECRET: optional,
  NEQUI_API_KEY: optional,
  NEQUI_MERCHANT_CODE: optional,
  NEQUI_AUTH_URL: optionalUrl,
  NEQUI_API_URL: optionalUrl,
  NEQUI_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  EPAYCO_PUBLIC_KEY: optional,
  EPAYCO_PRIVATE_KEY: optional,
  EPAYCO_CUSTOMER_ID: optional,
  EPAYCO_P_KEY: optional,
  EPAYCO_TEST: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  EPAYCO_API_URL: optionalUrl,
  EPAYCO_SECURE_URL: optionalUrl,
  EPAYCO_APIFY_URL: optionalUrl,
  EPAYCO_VALIDATION_URL: optionalUrl,
  EPAYCO_SAFETYPAY_PATH: z
    .string()
    .regex(/^\/[\w./-]*$/, 'must be a path starting with /')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EPAYCO_CASH_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  CARD_PROVIDER: z.enum(CARD_PROVIDERS).default('mercadopago'),
  MERCADOPAGO_ACCESS_TOKEN: optional,
  MERCADOPAGO_WEBHOOK_SECRET: optional,
  MERCADOPAGO_API_URL: optionalUrl,
  ADDI_CLIENT_ID: optional,
  ADDI_CLIENT_SECRET: optional,
  ADDI_CALLBACK_USER: optional,
  ADDI_CALLBACK_PASSWORD: optional,
  ADDI_ENVIRONMENT: z.enum(['production', 'staging']).default('production'),
  ADDI_AUTH_URL: optionalUrl,
  ADDI_API_URL: optionalUrl,
  ADDI_AUDIENCE: optional,
  ADDI_MIN_AMOUNT: z.coerce.number().int().min(1).max(MAX_ADDI_PESOS).default(50_000),
  ADDI_MAX_AMOUNT: z.coerce.number().int().min(1).max(MAX_ADDI_PESOS).default(20_000_000),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentVariables>>;

const NEQUI_CREDENTIALS = ['NEQUI_CLIENT_ID', 'NEQUI_CLIENT_SECRET', 'NEQUI_API_KEY', 'NEQUI_MERCHANT_CODE'] as const;
const EPAYCO_CREDENTIALS = ['EPAYCO_PUBLIC_KEY', 'EPAYCO_PRIVATE_KEY', 'EPAYCO_CUSTOMER_ID', 'EPAYCO_P_KEY'] as const;
const MERCADOPAGO_CREDENTIALS = ['MERCADOPAGO_ACCESS_TOKEN'] as const;
const ADDI_CREDENTIALS = [
  'ADDI_CLIENT_ID',
  'ADDI_CLIENT_SECRET',
  'ADDI_CALLBACK_USER',
  'ADDI_CALLBACK_PASSWORD',
] as const;

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

export const readPayments = (e: PaymentEnv, production: boolean): PaymentsConfig => {
  // The secret checks MercadoPago's webhooks, which only a live MercadoPago (with its token) sends.
  if (e.MERCADOPAGO_WEBHOOK_SECRET && !e.MERCADOPAGO_ACCESS_TOKEN)
    throw new Error('Invalid configuration:\n  MERCADOPAGO_ACCESS_TOKEN: required with MERCADOPAGO_WEBHOOK_SECRET');
  if (e.ADDI_MIN_AMOUNT >= e.ADDI_MAX_AMOUNT)
    throw new Error('Invalid configuration:\n  ADDI_MIN_AMOUNT: must be less than ADDI_MAX_AMOUNT');
  return readSetups(e, production);
};

const readSetups = (e: PaymentEnv, production: boolean): PaymentsConfig => ({
  methods: new Set(
    e.PAYMENT_METHODS
      ? e.PAYMENT_METHODS.split(',').map((m) => m.trim() as PaymentMethodId)
      : CONFIGURABLE_PAYMENT_METHODS,
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
  epayco: setupOf(e, EPAYCO_CREDENTIALS, production, () => ({
    publicKey: e.EPAYCO_PUBLIC_KEY!,
    privateKey: e.EPAYCO_PRIVATE_KEY!,
    customerId: e.EPAYCO_CUSTOMER_ID!,
    pKey: e.EPAYCO_P_KEY!,
    test: e.EPAYCO_TEST,
    hosts: {
      api: e.EPAYCO_API_URL ?? EPAYCO_PRODUCTION_HOSTS.api,
      secure: e.EPAYCO_SECURE_URL ?? EPAYCO_PRODUCTION_HOSTS.secure,
      apify: e.EPAYCO_APIFY_URL ?? EPAYCO_PRODUCTION_HOSTS.apify,
      validation: e.EPAYCO_VALIDATION_URL ?? EPAYCO_PRODUCTION_HOSTS.validation,
    },
    safetypayPath: e.EPAYCO_SAFETYPAY_PATH ?? SAFETYPAY_RESTPAGOS_PATH,
  })),
  epaycoCashDays: e.EPAYCO_CASH_DAYS,
  cardProvider: e.CARD_PROVIDER,
  mercadopago: setupOf(e, MERCADOPAGO_CREDENTIALS, production, () => ({
    accessToken: e.MERCADOPAGO_ACCESS_TOKEN!,
    webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET ?? null,
    apiUrl: (e.MERCADOPAGO_API_URL ?? MERCADOPAGO_API_URL).replace(/\/+$/, ''),
  })),
  addi: setupOf(e, ADDI_CREDENTIALS, production, () => {
    const hosts = ADDI_HOSTS[e.ADDI_ENVIRONMENT];
    return {
      clientId: e.ADDI_CLIENT_ID!,
      clientSecret: e.ADDI_CLIENT_SECRET!,
      callbackUser: e.ADDI_CALLBACK_USER!,
      callbackPassword: e.ADDI_CALLBACK_PASSWORD!,
      authUrl: baseOf(e.ADDI_AUTH_URL ?? hosts.authUrl),
      apiUrl: baseOf(e.ADDI_API_URL ?? hosts.apiUrl),
      audience: e.ADDI_AUDIENCE ?? hosts.audience,
    };
  }),
  addiAmountRange: { min: pesos(e.ADDI_MIN_AMOUNT), max: pesos(e.ADDI_MAX_AMOUNT) },
  sandboxCard: !production,
  providerTimeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
});
