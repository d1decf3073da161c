import { join } from 'node:path';
import type { Router } from 'express';
import { gatewayRegistry, type GatewayRegistry } from '../core/payments/gateways';
import type { NotificationLog } from '../core/payments/notification-log';
import type { PaymentGateway } from '../core/payments/ports';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import { nequiClient } from './nequi/client';
import { NEQUI_SANDBOX_PATH, nequiSandbox, nequiSandboxSettings } from './nequi/sandbox';
import { nequiGateway } from './nequi/wallet-gateway';
import { sandboxCardGateway } from './payments/sandbox-card-gateway';
import { epaycoGateways } from './epayco/gateways';
import { createEpayco, SAFETYPAY_RESTPAGOS_PATH } from './epayco/sdk';
import {
  EPAYCO_SANDBOX_CREDENTIALS,
  EPAYCO_SANDBOX_PATH,
  EPAYCO_SANDBOX_TEST_CARDS,
  epaycoSandbox,
  PSE_SANDBOX_PATH,
} from './epayco/sandbox';
import { EPAYCO_JS } from './epayco/tokenizer';
import { mercadoPagoGateway } from './mercadopago/gateway';
import {
  MERCADOPAGO_SANDBOX_CREDENTIALS,
  MERCADOPAGO_SANDBOX_PATH,
  mercadoPagoSandbox,
} from './mercadopago/sandbox/index';
import { addiGateway } from './addi/gateway';
import { ADDI_HOSTS } from './addi/settings';
import { ADDI_SANDBOX_CREDENTIALS, ADDI_SANDBOX_PATH, addiSandbox } from './addi/sandbox/index';

/** A provider's simulator and its pages for people, mounted by the server outside production only. */
export type ProviderSandbox = { readonly path: `/sandbox/${string}`; readonly router: Router };

export type ConfiguredPayments = {
  readonly registry: GatewayRegistry;
  /** The sandboxes of the providers running in sandbox mode. */
  readonly sandboxes: readonly ProviderSandbox[];
};

type Deps = {
  readonly config: Config;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The notifications kept as they arrived: what Addi, which has no status API, last told about an attempt. */
  readonly notifications: Pick<NotificationLog, 'latestValid'>;
};

/** One provider as configuration sets it up: its gateways (live, or against its sandbox) and, in sandbox mode, the
 * sandboxes to mount; null when it is off. `before` holds the gateways offered by the providers listed before it. */
type ProviderFactory = (
  deps: Deps,
  before: readonly PaymentGateway[],
) => {
  gateways: readonly PaymentGateway[];
  sandboxes?: readonly ProviderSandbox[];
  /** False for a provider set up but not chosen (MercadoPago with CARD_PROVIDER=epayco): only followed. */
  offered?: boolean;
} | null;

/** Where a provider in sandbox mode keeps its payments: under the data directory, shared with `fornido` (which serves
 * the sandboxes itself); nowhere with an in-memory database. */
const sandboxFile = (config: Config, name: string) =>
  config.dataDir.startsWith('memory://') ? {} : { file: join(config.dataDir, 'sandbox', `${name}.json`) };

/** Where the store takes a provider's notifications: live, at its public address; a sandbox calls it through its own
 * port. */
const notificationUrl = (config: Config, live: boolean, provider: string) =>
  `${live ? config.publicUrl : config.selfUrl}/api/v1/webhooks/${provider}`;

/** Nequi: live with its credentials, else against its sandbox mounted on the store and reached over HTTP through the
 * store's own port, like the real host. */
const nequi: ProviderFactory = ({ config, clock, logger }) => {
  const { nequi: setup, nequiPaymentMinutes: paymentMinutes, providerTimeoutMs: timeoutMs } = config.payments;
  if (setup.mode === 'off') return null;
  const settings =
    setup.mode === 'live'
      ? { ...setup.live, timeoutMs }
      : nequiSandboxSettings(`${config.selfUrl}${NEQUI_SANDBOX_PATH}`, { timeoutMs });
  const client = nequiClient(settings, { clock, logger });
  const gateway = nequiGateway({ client, sandbox: setup.mode === 'sandbox', paymentMinutes, clock, logger });
  if (setup.mode === 'live') return { gateways: [gateway] };
  const { path, router } = nequiSandbox({ paymentMinutes, ...sandboxFile(config, 'nequi') });
  return { gateways: [gateway], sandboxes: [{ path: path as ProviderSandbox['path'], router }] };
};

/** ePayco: cards, PSE, cash and SafetyPay, live with its keys, else against its sandbox on the store's port (the
 * browser reaches its pages, the PSE bank among them, at the store's public address). */
const epayco: ProviderFactory = ({ config, clock, logger }) => {
  const { epayco: setup, epaycoCashDays: cashDays, providerTimeoutMs: timeoutMs } = config.payments;
  if (setup.mode === 'off') return null;
  const live = setup.mode === 'live' ? setup.live : null;
  const sandboxAt = `${config.selfUrl}${EPAYCO_SANDBOX_PATH}`;
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
    confirmationUrl: notificationUrl(config, live !== null, 'epayco'),
    cashDays,
    clock,
    logger,
  });
  if (live) return { gateways };
  const sandbox = epaycoSandbox({ selfUrl: config.publicUrl, clock, ...sandboxFile(config, 'epayco') });
  return {
    gateways,
    sandboxes: [
      { path: EPAYCO_SANDBOX_PATH, router: sandbox.routers.epayco },
      { path: PSE_SANDBOX_PATH, router: sandbox.routers.pse },
    ],
  };
};

/** MercadoPago Checkout Pro, offered when it takes the store's cards (CARD_PROVIDER=mercadopago, the default) and
 * followed otherwise: live with its access token, else against its sandbox on the store's port (the shopper's browser
 * opens its checkout page at the store's public address). */
const mercadopago: ProviderFactory = ({ config, clock, logger }) => {
  const { mercadopago: setup, cardProvider, providerTimeoutMs: timeoutMs } = config.payments;
  if (setup.mode === 'off') return null;
  const offered = cardProvider === 'mercadopago';
  const live = setup.mode === 'live' ? setup.live : null;
  const settings = live
    ? { ...live, timeoutMs }
    : {
        ...MERCADOPAGO_SANDBOX_CREDENTIALS,
        apiUrl: `${config.selfUrl}${MERCADOPAGO_SANDBOX_PATH}/api`,
        timeoutMs,
      };
  const gateway = mercadoPagoGateway({
    settings,
    sandbox: !live,
    notificationUrl: notificationUrl(config, live !== null, 'mercadopago'),
    clock,
    logger,
  });
  if (live) return { gateways: [gateway], offered };
  const sandbox = mercadoPagoSandbox({ publicUrl: config.publicUrl, clock, ...sandboxFile(config, 'mercadopago') });
  return { gateways: [gateway], sandboxes: [{ path: MERCADOPAGO_SANDBOX_PATH, router: sandbox.router }], offered };
};

/** Addi (buy now, pay later) for totals within its range: live with its credentials, else against its sandbox. */
const addi: ProviderFactory = ({ config, clock, logger, notifications }) => {
  const { addi: setup, addiAmountRange: amountRange, providerTimeoutMs: timeoutMs } = config.payments;
  if (setup.mode === 'off') return null;
  const live = setup.mode === 'live' ? setup.live : null;
  const sandboxAt = `${config.selfUrl}${ADDI_SANDBOX_PATH}`;
  const settings = live
    ? { ...live, timeoutMs }
    : {
        ...ADDI_SANDBOX_CREDENTIALS,
        authUrl: `${sandboxAt}/auth/`,
        apiUrl: `${sandboxAt}/api/`,
        audience: ADDI_HOSTS.staging.audience,
        timeoutMs,
      };
  const gateway = addiGateway({
    settings,
    sandbox: !live,
    callbackUrl: notificationUrl(config, live !== null, 'addi'),
    logoUrl: `${config.publicUrl}/icon-192.png`,
    amountRange,
    callbacks: notifications,
    clock,
    logger,
  });
  if (live) return { gateways: [gateway] };
  const sandbox = addiSandbox({ publicUrl: config.publicUrl, clock, ...sandboxFile(config, 'addi') });
  return { gateways: [gateway], sandboxes: [{ path: ADDI_SANDBOX_PATH, router: sandbox.router }] };
};

/** Every provider the store knows, in the order the payment step offers them: adding one is one line here. A later
 * provider's method already taken by an earlier one is not offered again (one card method at most). */
const PROVIDERS: readonly ProviderFactory[] = [
  nequi,
  mercadopago,
  epayco,
  addi,
  // The store's own test card only stands in for a real one: offered when no provider before it takes cards (ePayco's
  // `card` switched off by PAYMENT_METHODS, say), so a store offers one card method at most.
  ({ config }, before) =>
    config.payments.sandboxCard && !before.some((g) => g.method === 'card')
      ? { gateways: [sandboxCardGateway()] }
      : null,
];

/** The gateways configuration sets up, the methods PAYMENT_METHODS leaves on, and the sandboxes they need. A gateway
 * set up but not offered (its method switched off, taken by another provider, or its provider not chosen) is still
 * followed: attempts made with it before a change of configuration are read, settled and notified until they close. */
export const configuredPayments = (deps: Deps): ConfiguredPayments => {
  const on = deps.config.payments.methods;
  const set: {
    gateways: readonly PaymentGateway[];
    followed: readonly PaymentGateway[];
    sandboxes: readonly ProviderSandbox[];
  }[] = [];
  for (const provider of PROVIDERS) {
    const before = set.flatMap((p) => p.gateways);
    const built = provider(deps, before);
    if (!built) continue;
    const gateways = built.gateways.filter(
      (g) => built.offered !== false && on.has(g.method) && !before.some((b) => b.method === g.method),
    );
    const followed = built.gateways.filter((g) => !gateways.includes(g));
    set.push({ gateways, followed, sandboxes: built.sandboxes ?? [] });
  }
  return {
    registry: gatewayRegistry(
      set.flatMap((p) => p.gateways),
      { cashOnDelivery: on.has('cash-on-delivery'), followed: set.flatMap((p) => p.followed) },
    ),
    sandboxes: set.flatMap((p) => p.sandboxes),
  };
};
