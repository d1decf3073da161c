import { gatewayRegistry, type GatewayRegistry } from '../core/payments/gateways';
import type { NotificationLog } from '../core/payments/notification-log';
import type { PaymentGateway } from '../core/payments/ports';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import type { ProviderOrigins, ProviderSandbox } from './payments/provider';

/** What the server's answers to browsers need of the payment providers. */
export type ProviderWeb = {
  /** Every provider's sandbox paths that are APIs, not pages (never redirected to a slashed address). */
  readonly sandboxApis: readonly string[];
  /** What the configured providers' code needs in the shopper's browser. */
  readonly origins: readonly ProviderOrigins[];
};

export type ConfiguredPayments = {
  readonly registry: GatewayRegistry;
  /** The sandboxes of the providers running in sandbox mode, mounted outside production only. */
  readonly sandboxes: readonly ProviderSandbox[];
  readonly web: ProviderWeb;
};

type Deps = {
  readonly config: Config;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The notifications kept as they arrived: what a provider without a status API last told about an attempt. */
  readonly notifications: Pick<NotificationLog, 'latestValid'>;
};

/** The gateways configuration sets up, from the list of providers (adapters/payment-providers.ts) in its order, the
 * methods PAYMENT_METHODS leaves on, and the sandboxes they need. A gateway set up but not offered (its method switched
 * off, taken by an earlier provider, or its provider not chosen) is still followed: attempts made with it before a
 * change of configuration are read, settled and notified until they close. */
export const configuredPayments = ({ config, ...ports }: Deps): ConfiguredPayments => {
  const { methods: on, providers, settings, providerTimeoutMs: timeoutMs } = config.payments;
  const deps = { selfUrl: config.selfUrl, publicUrl: config.publicUrl, dataDir: config.dataDir, timeoutMs, ...ports };
  const offered: PaymentGateway[] = [];
  const followed: PaymentGateway[] = [];
  const sandboxes: ProviderSandbox[] = [];
  const origins: ProviderOrigins[] = [];
  const names = new Map<string, string>();
  for (const provider of providers) {
    const built = provider.build(settings[provider.id], deps, [...offered]);
    if (!built) continue;
    const taken = built.gateways.filter(
      (g) => built.offered !== false && on.has(g.method) && !offered.some((b) => b.method === g.method),
    );
    offered.push(...taken);
    followed.push(...built.gateways.filter((g) => !taken.includes(g)));
    sandboxes.push(...(built.sandboxes ?? []));
    origins.push(provider.origins);
    for (const g of built.gateways) names.set(g.provider, provider.name);
  }
  return {
    registry: gatewayRegistry(offered, { cashOnDelivery: on.has('cash-on-delivery'), followed, names }),
    sandboxes,
    web: { sandboxApis: providers.flatMap((p) => p.sandboxApis), origins },
  };
};
