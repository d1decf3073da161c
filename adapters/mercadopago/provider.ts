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
import { mercadoPagoGateway } from './gateway';
import { MERCADOPAGO_SANDBOX_CREDENTIALS, MERCADOPAGO_SANDBOX_PATH, mercadoPagoSandbox } from './sandbox/index';
import { MERCADOPAGO_API_URL, type MercadoPagoSettings } from './settings';

/** Who takes the store's card method: MercadoPago Checkout Pro (the default) or ePayco. */
const CARD_PROVIDERS = ['mercadopago', 'epayco'] as const;

const variables = {
  CARD_PROVIDER: z.enum(CARD_PROVIDERS).default('mercadopago'),
  MERCADOPAGO_ACCESS_TOKEN: optionalText,
  MERCADOPAGO_WEBHOOK_SECRET: optionalText,
  MERCADOPAGO_API_URL: optionalUrl,
};
type Env = z.infer<z.ZodObject<typeof variables>>;

/** MercadoPago Checkout Pro's access token, its webhook secret (the `x-signature` check: without it notifications are
 * taken unsigned, and the store still reads every payment again from MercadoPago) and its host (PROVIDERS.md §4). */
export type MercadoPagoLive = Omit<MercadoPagoSettings, 'timeoutMs'>;

/** How the store runs MercadoPago, and whether it takes the store's cards (CARD_PROVIDER). */
export type MercadoPagoConfig = {
  readonly setup: ProviderSetup<MercadoPagoLive>;
  readonly cardProvider: (typeof CARD_PROVIDERS)[number];
};

/** MercadoPago Checkout Pro, offered when it takes the store's cards (CARD_PROVIDER=mercadopago, the default) and
 * followed otherwise: live with its access token, else against its sandbox on the store's port (the shopper's browser
 * opens its checkout page at the store's public address). */
export const mercadoPago: PaymentProvider<MercadoPagoConfig> = {
  id: 'mercadopago',
  name: 'Mercado Pago',
  variables,
  settings: (env, production) => {
    const e = env as Env;
    // The secret checks MercadoPago's webhooks, which only a live MercadoPago (with its token) sends.
    if (e.MERCADOPAGO_WEBHOOK_SECRET && !e.MERCADOPAGO_ACCESS_TOKEN)
      throw new Error('Invalid configuration:\n  MERCADOPAGO_ACCESS_TOKEN: required with MERCADOPAGO_WEBHOOK_SECRET');
    return {
      setup: setupOf(env, ['MERCADOPAGO_ACCESS_TOKEN'], production, () => ({
        accessToken: e.MERCADOPAGO_ACCESS_TOKEN!,
        webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET ?? null,
        apiUrl: (e.MERCADOPAGO_API_URL ?? MERCADOPAGO_API_URL).replace(/\/+$/, ''),
      })),
      cardProvider: e.CARD_PROVIDER,
    };
  },
  build: ({ setup, cardProvider }, deps) => {
    if (setup.mode === 'off') return null;
    const offered = cardProvider === 'mercadopago';
    const live = setup.mode === 'live' ? setup.live : null;
    const settings = live
      ? { ...live, timeoutMs: deps.timeoutMs }
      : {
          ...MERCADOPAGO_SANDBOX_CREDENTIALS,
          apiUrl: `${deps.selfUrl}${MERCADOPAGO_SANDBOX_PATH}/api`,
          timeoutMs: deps.timeoutMs,
        };
    const gateway = mercadoPagoGateway({
      settings,
      sandbox: !live,
      notificationUrl: notificationUrl(deps, live !== null, 'mercadopago'),
      clock: deps.clock,
      logger: deps.logger,
    });
    if (live) return { gateways: [gateway], offered };
    const sandbox = mercadoPagoSandbox({
      publicUrl: deps.publicUrl,
      clock: deps.clock,
      ...sandboxFile(deps, 'mercadopago'),
    });
    return { gateways: [gateway], sandboxes: [{ path: MERCADOPAGO_SANDBOX_PATH, router: sandbox.router }], offered };
  },
  sandboxApis: ['/sandbox/mercadopago/api', '/sandbox/mercadopago/control'],
  // Checkout Pro is a redirect to MercadoPago's own page: nothing of it runs in ours.
  origins: NO_ORIGINS,
  warnings: ({ setup, cardProvider }, all, production) => [
    ...(setup.mode === 'live' && setup.live.webhookSecret === null
      ? [
          "MERCADOPAGO_WEBHOOK_SECRET is not set: MercadoPago's notifications are taken unsigned (the store still reads each payment again from MercadoPago before acting on it); set the secret of your MercadoPago application's webhooks",
        ]
      : []),
    ...(production && cardProvider === 'mercadopago' && setup.mode === 'off'
      ? [
          `CARD_PROVIDER is mercadopago but MERCADOPAGO_ACCESS_TOKEN is not set: ${cardsTakenElsewhere(all) ? 'ePayco takes the cards' : 'no card method is offered'}`,
        ]
      : []),
  ],
};

/** Whether the other card provider CARD_PROVIDER names (ePayco) runs live, and so takes the cards MercadoPago cannot. */
const cardsTakenElsewhere = (all: Readonly<Record<string, unknown>>): boolean =>
  (all.epayco as { readonly setup?: { readonly mode: string } } | undefined)?.setup?.mode === 'live';
