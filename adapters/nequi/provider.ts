import { z } from 'zod';
import {
  NO_ORIGINS,
  optionalText,
  optionalUrl,
  sandboxFile,
  setupOf,
  type PaymentProvider,
  type ProviderSandbox,
  type ProviderSetup,
} from '../payments/provider';
import { nequiClient } from './client';
import { NEQUI_SANDBOX_PATH, nequiSandbox, nequiSandboxSettings } from './sandbox';
import { NEQUI_PRODUCTION_URLS, type NequiSettings } from './settings';
import { nequiGateway } from './wallet-gateway';

const variables = {
  NEQUI_CLIENT_ID: optionalText,
  NEQUI_CLIENT_SECRET: optionalText,
  NEQUI_API_KEY: optionalText,
  NEQUI_MERCHANT_CODE: optionalText,
  NEQUI_AUTH_URL: optionalUrl,
  NEQUI_API_URL: optionalUrl,
  NEQUI_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
};
type Env = z.infer<z.ZodObject<typeof variables>>;

const CREDENTIALS = ['NEQUI_CLIENT_ID', 'NEQUI_CLIENT_SECRET', 'NEQUI_API_KEY', 'NEQUI_MERCHANT_CODE'] as const;

/** Nequi's credentials and hosts (PROVIDERS.md §1); the timeout is the providers' one. */
export type NequiLive = Omit<NequiSettings, 'timeoutMs'>;

/** How the store runs Nequi, and the minutes a push or QR waits for the shopper before it expires. */
export type NequiConfig = { readonly setup: ProviderSetup<NequiLive>; readonly paymentMinutes: number };

/** Nequi, the mobile wallet (push to the shopper's phone, or a QR): live with its credentials, else against its sandbox
 * mounted on the store and reached over HTTP through the store's own port, like the real host. */
export const nequi: PaymentProvider<NequiConfig> = {
  id: 'nequi',
  name: 'Nequi',
  variables,
  settings: (env, production) => {
    const e = env as Env;
    return {
      setup: setupOf(env, CREDENTIALS, production, () => ({
        clientId: e.NEQUI_CLIENT_ID!,
        clientSecret: e.NEQUI_CLIENT_SECRET!,
        apiKey: e.NEQUI_API_KEY!,
        merchantCode: e.NEQUI_MERCHANT_CODE!,
        authUrl: e.NEQUI_AUTH_URL ?? NEQUI_PRODUCTION_URLS.authUrl,
        apiUrl: (e.NEQUI_API_URL ?? NEQUI_PRODUCTION_URLS.apiUrl).replace(/\/+$/, ''),
      })),
      paymentMinutes: e.NEQUI_PAYMENT_MINUTES,
    };
  },
  build: ({ setup, paymentMinutes }, deps) => {
    if (setup.mode === 'off') return null;
    const { clock, logger, timeoutMs } = deps;
    const settings =
      setup.mode === 'live'
        ? { ...setup.live, timeoutMs }
        : nequiSandboxSettings(`${deps.selfUrl}${NEQUI_SANDBOX_PATH}`, { timeoutMs });
    const client = nequiClient(settings, { clock, logger });
    const gateway = nequiGateway({ client, sandbox: setup.mode === 'sandbox', paymentMinutes, clock, logger });
    if (setup.mode === 'live') return { gateways: [gateway] };
    const { path, router } = nequiSandbox({ paymentMinutes, ...sandboxFile(deps, 'nequi') });
    return { gateways: [gateway], sandboxes: [{ path: path as ProviderSandbox['path'], router }] };
  },
  // Its sandbox's API is reached by POST only: no GET of it is ever taken for a page.
  sandboxApis: [],
  origins: NO_ORIGINS,
};
