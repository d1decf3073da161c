import { z } from 'zod';
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
import { epaycoGateways } from './gateways';
import {
  EPAYCO_SANDBOX_CREDENTIALS,
  EPAYCO_SANDBOX_PATH,
  EPAYCO_SANDBOX_TEST_CARDS,
  epaycoSandbox,
  PSE_SANDBOX_PATH,
} from './sandbox';
import { createEpayco, EPAYCO_PRODUCTION_HOSTS, SAFETYPAY_RESTPAGOS_PATH, type EpaycoSettings } from './sdk';
import { EPAYCO_JS } from './tokenizer';

const variables = {
  EPAYCO_PUBLIC_KEY: optionalText,
  EPAYCO_PRIVATE_KEY: optionalText,
  EPAYCO_CUSTOMER_ID: optionalText,
  EPAYCO_P_KEY: optionalText,
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
};
type Env = z.infer<z.ZodObject<typeof variables>>;

const CREDENTIALS = ['EPAYCO_PUBLIC_KEY', 'EPAYCO_PRIVATE_KEY', 'EPAYCO_CUSTOMER_ID', 'EPAYCO_P_KEY'] as const;

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

/** How the store runs ePayco, and the days a cash voucher or SafetyPay code stays payable. */
export type EpaycoConfig = { readonly setup: ProviderSetup<EpaycoLive>; readonly cashDays: number };

/** ePayco: cards, PSE, cash and SafetyPay, live with its keys, else against its sandbox on the store's port (the
 * browser reaches its pages, the PSE bank among them, at the store's public address). */
export const epayco: PaymentProvider<EpaycoConfig> = {
  id: 'epayco',
  name: 'ePayco',
  variables,
  settings: (env, production) => {
    const e = env as Env;
    return {
      setup: setupOf(env, CREDENTIALS, production, () => ({
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
      cashDays: e.EPAYCO_CASH_DAYS,
    };
  },
  build: ({ setup, cashDays }, deps) => {
    if (setup.mode === 'off') return null;
    const { clock, logger, timeoutMs } = deps;
    const live = setup.mode === 'live' ? setup.live : null;
    const sandboxAt = `${deps.selfUrl}${EPAYCO_SANDBOX_PATH}`;
    const keys = live ?? EPAYCO_SANDBOX_CREDENTIALS;
    const sdk = createEpayco(
      { apiKey: keys.publicKey, privateKey: keys.privateKey, lang: 'ES', test: live ? live.test : true },
      {
        hosts: live?.hosts ?? { api: `${sandboxAt}/api`, secure: `${sandboxAt}/secure`, apify: `${sandboxAt}/apify` },
        safetypayPath: live?.safetypayPath ?? SAFETYPAY_RESTPAGOS_PATH,
        timeoutMs,
        logger,
        ip: '127.0.0.1',
      },
    );
    const gateways = epaycoGateways({
      sdk,
      keys,
      sandbox: !live,
      tokenizer: {
        provider: 'epayco',
        script: live ? EPAYCO_JS.script : `${EPAYCO_SANDBOX_PATH}/epayco.min.js`,
        key: keys.publicKey,
        connect: live ? EPAYCO_JS.connect : [],
      },
      ...(live ? {} : { testCards: EPAYCO_SANDBOX_TEST_CARDS }),
      confirmationUrl: notificationUrl(deps, live !== null, 'epayco'),
      cashDays,
      clock,
      logger,
    });
    if (live) return { gateways };
    const sandbox = epaycoSandbox({ selfUrl: deps.publicUrl, clock, ...sandboxFile(deps, 'epayco') });
    return {
      gateways,
      sandboxes: [
        { path: EPAYCO_SANDBOX_PATH, router: sandbox.routers.epayco },
        { path: PSE_SANDBOX_PATH, router: sandbox.routers.pse },
      ],
    };
  },
  sandboxApis: ['/sandbox/epayco/api', '/sandbox/epayco/secure', '/sandbox/epayco/apify', '/sandbox/epayco/control'],
  // ePayco.js, when ePayco runs live, comes with its card gateway's tokenizer (the policy opens configured ones).
  origins: NO_ORIGINS,
};
