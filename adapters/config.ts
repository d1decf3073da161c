import { resolve } from 'node:path';
import { z } from 'zod';
import { POLICY_FIELDS } from '../core/policy/policy-fields';
import { parsePolicy, type StorePolicy } from '../core/policy/store-policy';
import type { Company, PhysicalStore } from '../core/company/company';
import { companyVariables, readCompany, readStores } from './company-config';
import { paymentVariables, paymentWarnings, readPayments, type PaymentsConfig } from './payment-config';
import { PROVIDERS } from './payment-providers';
import type { PaymentProvider } from './payments/provider';
import { readRealtime, realtimeVariables, type RealtimeConfig } from './realtime-config';
import { dianVariables, readDian, type DianSetup } from './dian/settings';

const storeVariables = {
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CATALOG_PAGE_SIZE: z.coerce.number().int().min(1).max(96).default(12),
  IMAGE_CDN_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must look like smtp://user:password@host:587 or smtps://user:password@host:465')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Fornido <no-responder@fornido.co>'),
  // Where the contact and franchise forms are mailed; unset: the company's email (COMPANY_EMAIL).
  CONTACT_INBOX: z
    .email('must be an email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  ALGOLIA_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,40}$/, 'must be an Algolia application id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ALGOLIA_SEARCH_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  ALGOLIA_ADMIN_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  ALGOLIA_HOSTS: z
    .string()
    .regex(
      /^(https?:\/\/)?[\w.-]+(:\d{1,5})?(,(https?:\/\/)?[\w.-]+(:\d{1,5})?)*$/,
      'must be host[:port] entries separated by commas',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHIPPING_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHIPPING_API_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  // Google Tag Manager's container; unset: no tag manager, and nothing of a third party on any page.
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Google Tag Manager container id like GTM-AB12CD3')
    .optional()
    .or(z.literal('').transform(() => undefined)),
};

/** Every variable the store reads: its own, then payments' (each provider's among them), the company's and realtime's. */
const schemaOf = (providers: readonly PaymentProvider[]) =>
  z
    .object(storeVariables)
    .extend(paymentVariables(providers))
    .extend({ ...companyVariables, ...realtimeVariables, ...dianVariables });

/** Algolia, the hosted search: searched when the search key is set; the admin key is for `fornido search reindex`. */
export type AlgoliaConfig = {
  readonly appId: string;
  readonly searchKey: string | null;
  readonly adminKey: string | null;
  /** Hosts to use instead of Algolia's (`127.0.0.1:4010` for a local server); empty for Algolia's own. */
  readonly hosts: readonly string[];
};

/** The hosted shipping-quote service (wire format in adapters/shipping/hosted-quoter.ts). */
export type ShippingServiceConfig = { readonly url: string; readonly key: string };

export type Config = {
  readonly port: number;
  /** How long a stopping server lets the requests in flight finish before cutting them (SHUTDOWN_GRACE_SECONDS). */
  readonly shutdownGraceMs: number;
  /** Proxies (load balancers) in front of the store whose X-Forwarded-For is believed; 0 trusts none. */
  readonly trustProxy: number;
  readonly host: string;
  /** The store's public origin, for canonical URLs; defaults to localhost at the port. */
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly production: boolean;
  readonly logLevel: z.infer<typeof storeVariables.LOG_LEVEL>;
  readonly pageSize: number;
  /** An image CDN that resizes on the fly; product pictures are linked through it when set. */
  readonly imageCdnUrl: string | null;
  /** SMTP server for shoppers' mail; without it mail stays in the outbox, shown at /sandbox/correo/. */
  readonly smtpUrl: string | null;
  /** The From of the store's mail. */
  readonly mailFrom: string;
  /** The inbox the contact and franchise forms are mailed to (CONTACT_INBOX); null: the company's email. */
  readonly contactInbox: string | null;
  /** The store's rules: POLICY.md's defaults with any overrides from the environment (FREE_SHIPPING_THRESHOLD…). */
  readonly policy: StorePolicy;
  /** The policy's variables the environment set (the others hold POLICY.md's defaults). */
  readonly policyFromEnvironment: ReadonlySet<string>;
  /** Null when ALGOLIA_APP_ID is not set: search runs in the store's own database. */
  readonly algolia: AlgoliaConfig | null;
  /** Null unless SHIPPING_API_URL and SHIPPING_API_KEY are set: shipping is quoted from the store's own rates. */
  readonly shipping: ShippingServiceConfig | null;
  /** Where the store reaches itself (its sandboxes' APIs, which the provider clients call over HTTP). */
  readonly selfUrl: string;
  /** Where the store's own live-updates endpoint answers (no hosted Pusher): its HOST and PORT. The `fornido` command
   * serves its sandboxes at a selfUrl of its own, but its live updates go to the store running beside it. */
  readonly liveUpdatesUrl: string;
  /** Each payment provider: live with credentials, its sandbox without them, off in production without them. */
  readonly payments: PaymentsConfig;
  /** Google Tag Manager's container (GTM_ID): its script loads after the first interaction or idle; null: none. */
  readonly gtmId: string | null;
  /** The store's public facts (COMPANY_*), shown in the footer and the information pages. */
  readonly company: Company;
  /** The physical stores of /tiendas/ (STORES_FILE). */
  readonly stores: readonly PhysicalStore[];
  /** Google Maps Embed API key (public, restrict it to the store's referrer); null: /tiendas/ shows no map. */
  readonly mapsApiKey: string | null;
  /** Live updates: hosted Pusher with PUSHER_*, else the store's own Pusher-protocol endpoint (one process). */
  readonly realtime: RealtimeConfig;
  /** Electronic invoicing (DIAN_*): live with the DIAN, against its local sandbox, or off (INVOICING=off). */
  readonly invoicing: DianSetup;
};

/** Reads the environment once. Bad values stop the start with a message that names the variable. `providers` are the
 * payment providers the store knows (a test adds its own). */
export const loadConfig = (
  env: Record<string, string | undefined> = process.env,
  providers: readonly PaymentProvider[] = PROVIDERS,
): Config => {
  const parsed = schemaOf(providers).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const policy = parsePolicy(Object.fromEntries(Object.keys(POLICY_FIELDS).map((k) => [k, env[k]])));
  if (!policy.ok) throw new Error(`Invalid configuration:\n  ${policy.error.message}`);
  if (!e.ALGOLIA_APP_ID && (e.ALGOLIA_SEARCH_KEY || e.ALGOLIA_ADMIN_KEY))
    throw new Error('Invalid configuration:\n  ALGOLIA_APP_ID: required when an Algolia key is set');
  if (e.SHIPPING_API_URL && !e.SHIPPING_API_KEY)
    throw new Error('Invalid configuration:\n  SHIPPING_API_KEY: required when SHIPPING_API_URL is set');
  if (e.SHIPPING_API_KEY && !e.SHIPPING_API_URL)
    throw new Error('Invalid configuration:\n  SHIPPING_API_URL: required when SHIPPING_API_KEY is set');
  // The store's own address on this machine (a wildcard interface is reached at loopback).
  const ownUrl = `http://${e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST}:${e.PORT}`;
  const dataDir = e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : resolve(e.DATA_DIR);
  const company = readCompany(e);
  return {
    port: e.PORT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    pageSize: e.CATALOG_PAGE_SIZE,
    imageCdnUrl: e.IMAGE_CDN_URL?.replace(/\/$/, '') ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    trustProxy: e.TRUST_PROXY,
    mailFrom: e.MAIL_FROM,
    contactInbox: e.CONTACT_INBOX ?? null,
    policy: policy.value,
    policyFromEnvironment: new Set(Object.keys(POLICY_FIELDS).filter((k) => env[k] !== undefined)),
    algolia: e.ALGOLIA_APP_ID
      ? {
          appId: e.ALGOLIA_APP_ID,
          searchKey: e.ALGOLIA_SEARCH_KEY ?? null,
          adminKey: e.ALGOLIA_ADMIN_KEY ?? null,
          hosts: e.ALGOLIA_HOSTS?.split(',') ?? [],
        }
      : null,
    selfUrl: ownUrl,
    liveUpdatesUrl: ownUrl,
    payments: readPayments(e, e.NODE_ENV === 'production', providers),
    gtmId: e.GTM_ID ?? null,
    company,
    invoicing: readDian(e, e.NODE_ENV === 'production', dataDir, company),
    stores: readStores(e.STORES_FILE),
    mapsApiKey: e.MAPS_API_KEY ?? null,
    realtime: readRealtime(e),
    shipping:
      e.SHIPPING_API_URL && e.SHIPPING_API_KEY
        ? { url: e.SHIPPING_API_URL.replace(/\/+$/, ''), key: e.SHIPPING_API_KEY }
        : null,
  };
};

/** What the operator starting the store should know about its configuration (logged as warnings at start). */
export const startupWarnings = (config: Config): string[] => [
  ...(config.production && !config.smtpUrl
    ? [
        'SMTP_URL is not set: mail stays in the database outbox and reaches nobody; read it with "fornido mail list|show"',
      ]
    : []),
  ...paymentWarnings(config.payments, config.production),
  ...(config.production && config.realtime.kind === 'embedded'
    ? [
        "PUSHER_* is not set: live updates come from this process's own endpoint, which reaches only the browsers connected to this process; run one process, or set hosted Pusher for several",
      ]
    : []),
];
