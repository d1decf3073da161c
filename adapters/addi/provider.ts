import { z } from 'zod';
import { pesos, type Pesos } from '../../core/shared/money';
import {
  NO_ORIGINS,
  notificationUrl,
  optionalText,
  optionalUrl,
  sandboxFile,
  setupOf,
  type PaymentProvider,
  type ProviderSetup,
} from '../payments/provider';
import { addiGateway } from './gateway';
import { ADDI_SANDBOX_CREDENTIALS, ADDI_SANDBOX_PATH, addiSandbox } from './sandbox/index';
import { ADDI_HOSTS, baseOf, type AddiSettings } from './settings';

/** More than any order: a bound that keeps a mistyped amount from passing as pesos. */
const MAX_ADDI_PESOS = 1_000_000_000;

const variables = {
  ADDI_CLIENT_ID: optionalText,
  ADDI_CLIENT_SECRET: optionalText,
  ADDI_CALLBACK_USER: optionalText,
  ADDI_CALLBACK_PASSWORD: optionalText,
  ADDI_ENVIRONMENT: z.enum(['production', 'staging']).default('production'),
  ADDI_AUTH_URL: optionalUrl,
  ADDI_API_URL: optionalUrl,
  ADDI_AUDIENCE: optionalText,
  ADDI_MIN_AMOUNT: z.coerce.number().int().min(1).max(MAX_ADDI_PESOS).default(50_000),
  ADDI_MAX_AMOUNT: z.coerce.number().int().min(1).max(MAX_ADDI_PESOS).default(20_000_000),
};
type Env = z.infer<z.ZodObject<typeof variables>>;

const CREDENTIALS = ['ADDI_CLIENT_ID', 'ADDI_CLIENT_SECRET', 'ADDI_CALLBACK_USER', 'ADDI_CALLBACK_PASSWORD'] as const;

/** Addi's client credentials, the Basic credentials its callbacks bring, and its hosts (PROVIDERS.md §5). */
export type AddiLive = Omit<AddiSettings, 'timeoutMs'>;

/** How the store runs Addi, and the order totals it is offered for (its published range by default: $ 50.000 to
 * $ 20.000.000). */
export type AddiConfig = {
  readonly setup: ProviderSetup<AddiLive>;
  readonly amountRange: { readonly min: Pesos; readonly max: Pesos };
};

/** Addi (buy now, pay later) for totals within its range: live with its credentials, else against its sandbox. */
export const addi: PaymentProvider<AddiConfig> = {
  id: 'addi',
  name: 'Addi',
  variables,
  settings: (env, production) => {
    const e = env as Env;
    if (e.ADDI_MIN_AMOUNT >= e.ADDI_MAX_AMOUNT)
      throw new Error('Invalid configuration:\n  ADDI_MIN_AMOUNT: must be less than ADDI_MAX_AMOUNT');
    return {
      setup: setupOf(env, CREDENTIALS, production, () => {
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
      amountRange: { min: pesos(e.ADDI_MIN_AMOUNT), max: pesos(e.ADDI_MAX_AMOUNT) },
    };
  },
  build: ({ setup, amountRange }, deps) => {
    if (setup.mode === 'off') return null;
    const live = setup.mode === 'live' ? setup.live : null;
    const sandboxAt = `${deps.selfUrl}${ADDI_SANDBOX_PATH}`;
    const settings = live
      ? { ...live, timeoutMs: deps.timeoutMs }
      : {
          ...ADDI_SANDBOX_CREDENTIALS,
          authUrl: `${sandboxAt}/auth/`,
          apiUrl: `${sandboxAt}/api/`,
          audience: ADDI_HOSTS.staging.audience,
          timeoutMs: deps.timeoutMs,
        };
    const gateway = addiGateway({
      settings,
      sandbox: !live,
      callbackUrl: notificationUrl(deps, live !== null, 'addi'),
      logoUrl: `${deps.publicUrl}/icon-192.png`,
      amountRange,
      callbacks: deps.notifications,
      clock: deps.clock,
      logger: deps.logger,
    });
    if (live) return { gateways: [gateway] };
    const sandbox = addiSandbox({ publicUrl: deps.publicUrl, clock: deps.clock, ...sandboxFile(deps, 'addi') });
    return { gateways: [gateway], sandboxes: [{ path: ADDI_SANDBOX_PATH, router: sandbox.router }] };
  },
  sandboxApis: ['/sandbox/addi/auth', '/sandbox/addi/api', '/sandbox/addi/control'],
  // The shopper applies on Addi's own page (a redirect): nothing of it runs in ours.
  origins: NO_ORIGINS,
};
