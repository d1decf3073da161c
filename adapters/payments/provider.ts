import { join } from 'node:path';
import type { Router } from 'express';
import { z } from 'zod';
import type { NotificationLog } from '../../core/payments/notification-log';
import type { PaymentGateway } from '../../core/payments/ports';
import type { Clock, Logger } from '../../core/shared/ports';

/** How one provider runs: live with its credentials, against its local sandbox (never with NODE_ENV=production), or
 * not at all (production without credentials: the method is simply not offered). */
export type ProviderSetup<Live> =
  { readonly mode: 'live'; readonly live: Live } | { readonly mode: 'sandbox' } | { readonly mode: 'off' };

/** A provider's simulator and its pages for people, mounted by the server outside production only. */
export type ProviderSandbox = { readonly path: `/sandbox/${string}`; readonly router: Router };

/** Origins, by what the browser does with them, that one outside service's code in our pages needs. */
export type ProviderOrigins = {
  /** Scripts it loads into our pages (its checkout widget, its SDK). */
  readonly script: readonly string[];
  /** Where its code fetches or opens sockets (an API, `wss://ws-us2.pusher.com`). */
  readonly connect: readonly string[];
  /** Pages of its own it shows inside ours (a card form, a QR). */
  readonly frame: readonly string[];
  /** Where our pages post a form to it (a hosted checkout reached by a POST). */
  readonly form: readonly string[];
  /** Its frames that may ask for the Payment Request API (a wallet button inside its card form). */
  readonly payment: readonly string[];
};

/** A provider that needs nothing in the shopper's browser: every payment runs on the store's pages and API. */
export const NO_ORIGINS: ProviderOrigins = { script: [], connect: [], frame: [], form: [], payment: [] };

/** What a provider is built with: where the store lives, the providers' time-out, and the store's ports. */
export type ProviderDeps = {
  /** Where the store reaches itself (a sandbox's API, called over HTTP like the real host). */
  readonly selfUrl: string;
  /** The store's public origin (a sandbox's pages for people, live notification addresses). */
  readonly publicUrl: string;
  /** Where a sandbox keeps its payments (`memory://…`: nowhere). */
  readonly dataDir: string;
  /** Milliseconds any provider call may take before it is given up. */
  readonly timeoutMs: number;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The notifications kept as they arrived: what a provider without a status API last told about an attempt. */
  readonly notifications: Pick<NotificationLog, 'latestValid'>;
};

/** What a configured provider brings: its gateways and, in sandbox mode, the sandboxes to mount. */
export type BuiltProvider = {
  readonly gateways: readonly PaymentGateway[];
  readonly sandboxes?: readonly ProviderSandbox[];
  /** False for a provider set up but not chosen (a card provider another one stands in for): only followed. */
  readonly offered?: boolean;
};

/** The environment as configuration validated it: each variable a provider declared, parsed by its schema. */
export type ProviderEnv = Readonly<Record<string, unknown>>;

/**
 * A payment provider, whole, as its folder exports it: the composition root reads a list of these
 * (adapters/payment-providers.ts) and nothing else names a vendor.
 */
export type PaymentProvider<Settings = unknown> = {
  /** Its name as attempts, webhooks (`/api/v1/webhooks/{id}`) and the CLI know it. */
  readonly id: string;
  /** Its name as shoppers know it (on its own page, in a message about its payments). */
  readonly name: string;
  /** The environment variables it reads, validated with the rest of the configuration at start. */
  readonly variables: z.ZodRawShape;
  /** Its settings from the validated environment; throws "Invalid configuration: …" naming the variables at fault. */
  readonly settings: (env: ProviderEnv, production: boolean) => Settings;
  /** Its gateways as its settings set them up (live, or against its sandbox); null when it is off. `before` holds the
   * gateways offered by the providers listed before it. */
  // Method syntax: a list of providers holds each with its own settings type.
  build(settings: Settings, deps: ProviderDeps, before: readonly PaymentGateway[]): BuiltProvider | null;
  /** The paths of its sandbox that are APIs, not pages for people: never sent to a slashed or lower-case address. */
  readonly sandboxApis: readonly `/sandbox/${string}`[];
  /** What its code needs in the shopper's browser once it is configured (the content security policy opens it). */
  readonly origins: ProviderOrigins;
  /** What the operator starting the store should know about its settings (logged as warnings at start). */
  warnings?(settings: Settings, all: PaymentsSettings, production: boolean): readonly string[];
};

/** Each provider's settings, by its id. */
export type PaymentsSettings = Readonly<Record<string, unknown>>;

/** A provider's own settings among all of them (it read them itself: their type is its own). */
export const settingsOf = <S>(provider: PaymentProvider<S>, all: PaymentsSettings): S => all[provider.id] as S;

/** A credential or name: empty is unset; only spaces is a mistake (a value lost in a copy), refused at start. */
export const optionalText = z
  .string()
  .refine((v) => v === '' || v.trim() !== '', 'is blank: give its value or leave it unset')
  .optional()
  .transform((v) => v || undefined);

/** An http(s) address, or unset when empty. */
export const optionalUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A provider is live when all its credentials are set, in sandbox without any (outside production), off without any
 * in production, and a half-set configuration is refused at start, naming what is missing. */
export const setupOf = <Live>(
  env: ProviderEnv,
  credentials: readonly string[],
  production: boolean,
  live: () => Live,
): ProviderSetup<Live> => {
  const missing = credentials.filter((n) => !env[n]);
  if (missing.length === 0) return { mode: 'live', live: live() };
  if (missing.length < credentials.length)
    throw new Error(
      `Invalid configuration:\n  ${missing.join(', ')}: required with ${credentials.filter((n) => env[n]).join(', ')}`,
    );
  return production ? { mode: 'off' } : { mode: 'sandbox' };
};

/** Where a provider in sandbox mode keeps its payments: under the data directory, shared with `fornido` (which serves
 * the sandboxes itself); nowhere with an in-memory database. */
export const sandboxFile = (deps: Pick<ProviderDeps, 'dataDir'>, name: string) =>
  deps.dataDir.startsWith('memory://') ? {} : { file: join(deps.dataDir, 'sandbox', `${name}.json`) };

/** Where the store takes a provider's notifications: live, at its public address; a sandbox calls it through the
 * store's own port. */
export const notificationUrl = (deps: Pick<ProviderDeps, 'publicUrl' | 'selfUrl'>, live: boolean, provider: string) =>
  `${live ? deps.publicUrl : deps.selfUrl}/api/v1/webhooks/${provider}`;
