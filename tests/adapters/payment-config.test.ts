import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../adapters/config';
import { EPAYCO_SANDBOX_TEST_CARDS } from '../../adapters/epayco/sandbox';
import { configuredPayments } from '../../adapters/payment-gateways';
import { SANDBOX_CARDS } from '../../core/payments/sandbox-card';
import type { PaymentAttempt } from '../../core/payments/attempt';
import type { PaymentMethodId } from '../../core/payments/methods';
import { inMemoryNotificationLog } from '../fakes/in-memory-notifications';
import { addi } from '../../adapters/addi/provider';
import { epayco } from '../../adapters/epayco/provider';
import { mercadoPago } from '../../adapters/mercadopago/provider';
import { nequi } from '../../adapters/nequi/provider';
import { settingsOf, type PaymentProvider } from '../../adapters/payments/provider';

/** One provider's settings as configuration read them. */
const settingOf = <S>(config: Config, provider: PaymentProvider<S>): S =>
  settingsOf(provider, config.payments.settings);

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const clock = { now: () => new Date('2026-11-24T12:00:00Z') };
const EPAYCO = {
  EPAYCO_PUBLIC_KEY: 'pub',
  EPAYCO_PRIVATE_KEY: 'd04fa6c07b1d74f035252cbcc252d06f',
  EPAYCO_CUSTOMER_ID: '1551234',
  EPAYCO_P_KEY: 'pkey',
};
const NEQUI = {
  NEQUI_CLIENT_ID: 'client',
  NEQUI_CLIENT_SECRET: 'secret',
  NEQUI_API_KEY: 'key',
  NEQUI_MERCHANT_CODE: 'NIT_1',
};

/** The store's configuration, its invoicing off (production needs the DIAN's credentials otherwise). */
const configOf = (env: Record<string, string>) => loadConfig({ INVOICING: 'off', ...env });

/** The payments the store sets up with this environment. */
const configured = (env: Record<string, string>) =>
  configuredPayments({ config: configOf(env), clock, logger: quiet, notifications: inMemoryNotificationLog() });

/** What the store offers with this environment: its methods, each gateway's provider and mode, and its sandboxes. */
const offered = (env: Record<string, string>) => {
  const { registry, sandboxes } = configured(env);
  return {
    methods: registry.methods,
    gateways: registry.gateways.map((g) => `${g.provider}${g.sandbox ? ' (sandbox)' : ''}`),
    sandboxes: sandboxes.map((s) => s.path),
  };
};

describe('payment providers from the environment', () => {
  it('runs every provider against its sandbox when none has credentials, outside production', () => {
    expect(offered({})).toEqual({
      methods: ['nequi', 'card', 'pse', 'cash', 'safetypay', 'addi', 'cash-on-delivery'],
      gateways: [
        'nequi (sandbox)',
        'mercadopago (sandbox)',
        'epayco (sandbox)',
        'epayco (sandbox)',
        'epayco (sandbox)',
        'addi (sandbox)',
      ],
      sandboxes: ['/sandbox/nequi', '/sandbox/mercadopago', '/sandbox/epayco', '/sandbox/pse', '/sandbox/addi'],
    });
  });

  it('offers the store’s own test card only when no provider takes cards: one card method at most', () => {
    expect(offered({ PAYMENT_METHODS: 'card,sandbox-card' }).methods).toEqual(['card']);
    expect(offered({ PAYMENT_METHODS: 'nequi,pse,sandbox-card' })).toEqual({
      methods: ['nequi', 'pse', 'sandbox-card'],
      gateways: ['nequi (sandbox)', 'epayco (sandbox)', 'sandbox-card (sandbox)'],
      // MercadoPago and Addi take no method here, but attempts made with them before are still followed.
      sandboxes: ['/sandbox/nequi', '/sandbox/mercadopago', '/sandbox/epayco', '/sandbox/pse', '/sandbox/addi'],
    });
  });

  it("names each card sandbox's own test cards, and none against a live provider", () => {
    const cardsOf = (env: Record<string, string>) => {
      const { registry } = configured(env);
      const card = registry.gateways.find((g) => g.kind === 'card');
      return card?.kind === 'card' ? (card.testCards ?? null) : null;
    };
    expect(cardsOf({ CARD_PROVIDER: 'epayco' })).toEqual(EPAYCO_SANDBOX_TEST_CARDS);
    expect(cardsOf({ PAYMENT_METHODS: 'nequi,sandbox-card' })).toMatchObject({ approved: SANDBOX_CARDS.approved });
    expect(cardsOf({ NODE_ENV: 'production', CARD_PROVIDER: 'epayco', ...EPAYCO })).toBeNull();
  });

  it('offers no provider without credentials in production, and mounts no sandbox', () => {
    expect(offered({ NODE_ENV: 'production' })).toEqual({
      methods: ['cash-on-delivery'],
      gateways: [],
      sandboxes: [],
    });
  });

  it('runs Nequi live with its four credentials, at its production hosts unless told otherwise', () => {
    expect(offered({ NODE_ENV: 'production', ...NEQUI })).toEqual({
      methods: ['nequi', 'cash-on-delivery'],
      gateways: ['nequi'],
      sandboxes: [],
    });
    expect(settingOf(loadConfig(NEQUI), nequi).setup).toEqual({
      mode: 'live',
      live: {
        clientId: 'client',
        clientSecret: 'secret',
        apiKey: 'key',
        merchantCode: 'NIT_1',
        authUrl: 'https://oauth.nequi.com/oauth2/token',
        apiUrl: 'https://api.nequi.com',
      },
    });
    expect(
      settingOf(loadConfig({ ...NEQUI, NEQUI_API_URL: 'https://api.sandbox.nequi.com/' }), nequi).setup,
    ).toMatchObject({
      live: { apiUrl: 'https://api.sandbox.nequi.com' },
    });
  });

  it('runs ePayco live with its four keys, at its production hosts and with its test flag unless told otherwise', () => {
    expect(offered({ NODE_ENV: 'production', ...EPAYCO })).toEqual({
      methods: ['card', 'pse', 'cash', 'safetypay', 'cash-on-delivery'],
      gateways: ['epayco', 'epayco', 'epayco', 'epayco'],
      sandboxes: [],
    });
    expect(settingOf(loadConfig(EPAYCO), epayco).setup).toEqual({
      mode: 'live',
      live: {
        publicKey: 'pub',
        privateKey: 'd04fa6c07b1d74f035252cbcc252d06f',
        customerId: '1551234',
        pKey: 'pkey',
        test: false,
        hosts: {
          api: 'https://api.secure.payco.co',
          secure: 'https://secure.payco.co',
          apify: 'https://apify.epayco.co',
          validation: 'https://secure.epayco.co',
        },
        safetypayPath: '/restpagos/pagos/safetypays.json',
      },
    });
    const tried = settingOf(
      loadConfig({
        ...EPAYCO,
        EPAYCO_TEST: 'true',
        EPAYCO_SAFETYPAY_PATH: '/payment/process/safetypay',
      }),
      epayco,
    ).setup;
    expect(tried).toMatchObject({ live: { test: true, safetypayPath: '/payment/process/safetypay' } });
    expect(() => loadConfig({ EPAYCO_PUBLIC_KEY: 'pub' })).toThrow(
      /EPAYCO_PRIVATE_KEY, EPAYCO_CUSTOMER_ID, EPAYCO_P_KEY: required with EPAYCO_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ EPAYCO_CASH_DAYS: '0' })).toThrow(/EPAYCO_CASH_DAYS/);
  });

  it('refuses to start with half of Nequi’s credentials, naming what is missing', () => {
    expect(() => loadConfig({ NEQUI_CLIENT_ID: 'client', NEQUI_API_KEY: 'key' })).toThrow(
      /NEQUI_CLIENT_SECRET, NEQUI_MERCHANT_CODE: required with NEQUI_CLIENT_ID, NEQUI_API_KEY/,
    );
  });

  it('switches methods off with PAYMENT_METHODS, and refuses a method it does not know', () => {
    expect(offered({ PAYMENT_METHODS: 'nequi' })).toMatchObject({ methods: ['nequi'], gateways: ['nequi (sandbox)'] });
    expect(offered({ PAYMENT_METHODS: 'cash-on-delivery, sandbox-card' }).methods).toEqual([
      'sandbox-card',
      'cash-on-delivery',
    ]);
    expect(() => loadConfig({ PAYMENT_METHODS: 'nequi,bitcoin' })).toThrow(/PAYMENT_METHODS: must be methods/);
    expect(() => loadConfig({ NEQUI_PAYMENT_MINUTES: '0' })).toThrow(/NEQUI_PAYMENT_MINUTES/);
  });

  it('gives cards to MercadoPago by default and to ePayco with CARD_PROVIDER=epayco, one card method either way', () => {
    const cardBy = (env: Record<string, string>) => {
      const { registry } = configured(env);
      return registry.forMethod('card')?.provider;
    };
    expect(cardBy({})).toBe('mercadopago');
    expect(cardBy({ CARD_PROVIDER: 'epayco' })).toBe('epayco');
    expect(offered({ CARD_PROVIDER: 'epayco' }).gateways).not.toContain('mercadopago (sandbox)');
    // In production without MercadoPago's token, ePayco takes the cards it can take.
    expect(cardBy({ NODE_ENV: 'production', ...EPAYCO })).toBe('epayco');
    expect(cardBy({ NODE_ENV: 'production', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' })).toBe('mercadopago');
    expect(() => loadConfig({ CARD_PROVIDER: 'wompi' })).toThrow(/CARD_PROVIDER/);
  });

  it('keeps following a provider no method is offered with any more, so its open attempts settle after a switch', () => {
    const { registry, sandboxes } = configuredPayments({
      config: loadConfig({ CARD_PROVIDER: 'epayco', PAYMENT_METHODS: 'card,pse' }),
      clock,
      logger: quiet,
      notifications: inMemoryNotificationLog(),
    });
    expect(registry.methods).toEqual(['card', 'pse']);
    expect(registry.forMethod('card')?.provider).toBe('epayco');
    const before = (provider: string, method: PaymentMethodId) =>
      registry.forAttempt({ provider, method } as PaymentAttempt);
    expect(before('mercadopago', 'card')).toMatchObject({ provider: 'mercadopago', method: 'card' });
    expect(registry.forProvider('mercadopago')?.notifications).toBeDefined();
    expect(before('nequi', 'nequi')).toMatchObject({ provider: 'nequi', kind: 'wallet' });
    expect(before('epayco', 'cash')).toMatchObject({ provider: 'epayco', method: 'cash' });
    expect(sandboxes.map((s) => s.path)).toContain('/sandbox/mercadopago');
  });

  it('runs MercadoPago live with its access token, its webhook secret optional, at its API host unless told otherwise', () => {
    expect(settingOf(loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123' }), mercadoPago).setup).toEqual({
      mode: 'live',
      live: { accessToken: 'APP_USR-123', webhookSecret: null, apiUrl: 'https://api.mercadopago.com' },
    });
    expect(
      settingOf(
        loadConfig({
          MERCADOPAGO_ACCESS_TOKEN: 'TEST-123',
          MERCADOPAGO_WEBHOOK_SECRET: 'secreto',
          MERCADOPAGO_API_URL: 'http://127.0.0.1:9/mp/',
        }),
        mercadoPago,
      ).setup,
    ).toEqual({
      mode: 'live',
      live: { accessToken: 'TEST-123', webhookSecret: 'secreto', apiUrl: 'http://127.0.0.1:9/mp' },
    });
    expect(offered({ NODE_ENV: 'production', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' })).toEqual({
      methods: ['card', 'cash-on-delivery'],
      gateways: ['mercadopago'],
      sandboxes: [],
    });
  });

  it('refuses a MercadoPago webhook secret without the access token, and a blank credential of any provider', () => {
    expect(() => loadConfig({ MERCADOPAGO_WEBHOOK_SECRET: 'secreto' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN: required with MERCADOPAGO_WEBHOOK_SECRET/,
    );
    expect(() =>
      configOf({ NODE_ENV: 'production', MERCADOPAGO_ACCESS_TOKEN: '', MERCADOPAGO_WEBHOOK_SECRET: 'secreto' }),
    ).toThrow(/MERCADOPAGO_ACCESS_TOKEN: required with MERCADOPAGO_WEBHOOK_SECRET/);
    expect(() => loadConfig({ MERCADOPAGO_ACCESS_TOKEN: '   ' })).toThrow(/MERCADOPAGO_ACCESS_TOKEN: is blank/);
    expect(() => loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: ' ' })).toThrow(
      /MERCADOPAGO_WEBHOOK_SECRET: is blank/,
    );
    expect(() => loadConfig({ ...NEQUI, NEQUI_API_KEY: '\t' })).toThrow(/NEQUI_API_KEY: is blank/);
    // Empty is unset, as for every variable: MercadoPago runs against its sandbox.
    expect(settingOf(loadConfig({ MERCADOPAGO_ACCESS_TOKEN: '' }), mercadoPago).setup).toEqual({ mode: 'sandbox' });
  });

  it('runs Addi live with its four credentials, in production or staging, offered within its amount range', () => {
    const ADDI = {
      ADDI_CLIENT_ID: 'cliente',
      ADDI_CLIENT_SECRET: 'secreto',
      ADDI_CALLBACK_USER: 'fornido',
      ADDI_CALLBACK_PASSWORD: 'clave',
    };
    expect(settingOf(loadConfig(ADDI), addi).setup).toEqual({
      mode: 'live',
      live: {
        clientId: 'cliente',
        clientSecret: 'secreto',
        callbackUser: 'fornido',
        callbackPassword: 'clave',
        authUrl: 'https://auth.addi.com/',
        apiUrl: 'https://api.addi.com/',
        audience: 'https://api.addi.com',
      },
    });
    expect(settingOf(loadConfig({ ...ADDI, ADDI_ENVIRONMENT: 'staging' }), addi).setup).toMatchObject({
      live: {
        authUrl: 'https://auth.addi-staging.com/',
        apiUrl: 'https://api.addi-staging.com/',
        audience: 'https://api.staging.addi.com',
      },
    });
    expect(settingOf(loadConfig({}), addi).amountRange).toEqual({ min: 50_000, max: 20_000_000 });
    const { registry } = configuredPayments({
      config: configOf({ NODE_ENV: 'production', ...ADDI, ADDI_MIN_AMOUNT: '80000' }),
      clock,
      logger: quiet,
      notifications: inMemoryNotificationLog(),
    });
    expect(registry.forMethod('addi')).toMatchObject({
      provider: 'addi',
      sandbox: false,
      amountRange: { min: 80_000 },
    });
    expect(() => loadConfig({ ADDI_CLIENT_ID: 'cliente' })).toThrow(
      /ADDI_CLIENT_SECRET, ADDI_CALLBACK_USER, ADDI_CALLBACK_PASSWORD: required with ADDI_CLIENT_ID/,
    );
    expect(() => loadConfig({ ADDI_MIN_AMOUNT: '90000', ADDI_MAX_AMOUNT: '90000' })).toThrow(
      /ADDI_MIN_AMOUNT: must be less than ADDI_MAX_AMOUNT/,
    );
  });

  it('reaches its own sandboxes through the loopback address and its port', () => {
    expect(loadConfig({ PORT: '4100' }).selfUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ PORT: '4100', HOST: '10.0.0.5' }).selfUrl).toBe('http://10.0.0.5:4100');
  });
});
