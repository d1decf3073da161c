import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { PROVIDERS } from '../../adapters/payment-providers';
import { configuredPayments } from '../../adapters/payment-gateways';
import { NO_ORIGINS } from '../../adapters/payments/provider';
import { contentSecurityPolicy, permissionsPolicy } from '../../server/content-security';
import { canonicalPagePath } from '../../server/http-hygiene';
import { inMemoryNotificationLog } from '../fakes/in-memory-notifications';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const clock = { now: () => new Date('2026-11-24T12:00:00Z') };
const configured = (env: Record<string, string>) =>
  configuredPayments({
    config: loadConfig({ INVOICING: 'off', ...env }),
    clock,
    logger: quiet,
    notifications: inMemoryNotificationLog(),
  });

describe('the list of payment providers', () => {
  it('holds each provider once, by an id its webhook address and its sandbox paths can carry', () => {
    const ids = PROVIDERS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of PROVIDERS) {
      expect(p.id, p.id).toMatch(/^[a-z][a-z0-9-]*$/);
      for (const api of p.sandboxApis) expect(api, p.id).toMatch(/^\/sandbox\/[a-z0-9-]+\/[a-z0-9/-]+[^/]$/);
    }
  });

  it('builds nothing in production without credentials: no gateway, no sandbox, nothing in the browser', () => {
    const payments = configured({ NODE_ENV: 'production' });
    expect(payments.registry.gateways).toEqual([]);
    expect(payments.sandboxes).toEqual([]);
    expect(payments.web.origins).toEqual([]);
    // The slash rule still knows every provider's sandbox API: a request for one falls through to the 404 as before.
    expect(payments.web.sandboxApis).toEqual(PROVIDERS.flatMap((p) => p.sandboxApis));
  });

  it('mounts each sandbox under its own path, once, outside production', () => {
    const paths = configured({}).sandboxes.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => /^\/sandbox\/[a-z-]+$/.test(p))).toBe(true);
    expect(paths).toEqual([
      '/sandbox/nequi',
      '/sandbox/mercadopago',
      '/sandbox/epayco',
      '/sandbox/pse',
      '/sandbox/addi',
    ]);
  });

  it("needs nothing in the shopper's browser today: every payment runs on the store's pages (the policy is the bare one)", () => {
    for (const p of PROVIDERS) expect(p.origins, p.id).toEqual(NO_ORIGINS);
    const { origins } = configured({}).web;
    expect(contentSecurityPolicy({ imageCdnUrl: null, providers: origins })).toBe(
      contentSecurityPolicy({ imageCdnUrl: null }),
    );
    expect(permissionsPolicy(origins)).toBe(permissionsPolicy());
  });

  it("keeps the sandboxes' APIs as they are asked for, while their pages get the store's slashed address", () => {
    const { sandboxApis } = configured({}).web;
    expect(canonicalPagePath('/sandbox/epayco/control/confirmations', sandboxApis)).toBeNull();
    expect(canonicalPagePath('/sandbox/mercadopago/api/v1/payments/search', sandboxApis)).toBeNull();
    expect(canonicalPagePath('/sandbox/addi/auth/oauth/token', sandboxApis)).toBeNull();
    expect(canonicalPagePath('/sandbox/epayco/tarjeta', sandboxApis)).toBe('/sandbox/epayco/tarjeta/');
    expect(canonicalPagePath('/sandbox/epayco-api/x', sandboxApis)).toBe('/sandbox/epayco-api/x/');
  });

  it('names each provider as shoppers know it where its own page takes the payment', () => {
    const { registry } = configured({ CARD_PROVIDER: 'epayco' });
    expect(registry.providerName('mercadopago')).toBe('Mercado Pago');
    expect(registry.providerName('addi')).toBe('Addi');
    expect(registry.providerName('nequi')).toBe('Nequi');
  });
});
