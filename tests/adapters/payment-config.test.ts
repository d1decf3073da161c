import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { configuredPayments } from '../../adapters/payment-gateways';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const clock = { now: () => new Date('2026-11-24T12:00:00Z') };
const NEQUI = {
  NEQUI_CLIENT_ID: 'client',
  NEQUI_CLIENT_SECRET: 'secret',
  NEQUI_API_KEY: 'key',
  NEQUI_MERCHANT_CODE: 'NIT_1',
};

/** What the store offers with this environment: its methods, each gateway's provider and mode, and its sandboxes. */
const offered = (env: Record<string, string>) => {
  const { registry, sandboxes } = configuredPayments({ config: loadConfig(env), clock, logger: quiet });
  return {
    methods: registry.methods,
    gateways: registry.gateways.map((g) => `${g.provider}${g.sandbox ? ' (sandbox)' : ''}`),
    sandboxes: sandboxes.map((s) => s.path),
  };
};

describe('payment providers from the environment', () => {
  it('runs every provider against its sandbox when none has credentials, outside production', () => {
    expect(offered({})).toEqual({
      methods: ['nequi', 'card', 'pse', 'cash', 'safetypay', 'cash-on-delivery'],
      gateways: ['nequi (sandbox)', 'epayco (sandbox)', 'epayco (sandbox)', 'epayco (sandbox)', 'epayco (sandbox)'],
      sandboxes: ['/sandbox/nequi', '/sandbox/epayco', '/sandbox/pse'],
    });
  });

  it('offers the store’s own test card only when no provider takes cards: one card method at most', () => {
    expect(offered({ PAYMENT_METHODS: 'card,sandbox-card' }).methods).toEqual(['card']);
    expect(offered({ PAYMENT_METHODS: 'nequi,pse,sandbox-card' })).toEqual({
      methods: ['nequi', 'pse', 'sandbox-card'],
      gateways: ['nequi (sandbox)', 'epayco (sandbox)', 'sandbox-card (sandbox)'],
      sandboxes: ['/sandbox/nequi', '/sandbox/epayco', '/sandbox/pse'],
    });
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
    expect(loadConfig(NEQUI).payments.nequi).toEqual({
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
    expect(loadConfig({ ...NEQUI, NEQUI_API_URL: 'https://api.sandbox.nequi.com/' }).payments.nequi).toMatchObject({
      live: { apiUrl: 'https://api.sandbox.nequi.com' },
    });
  });

  it('runs ePayco live with its four keys, at its production hosts and with its test flag unless told otherwise', () => {
    const EPAYCO = {
      EPAYCO_PUBLIC_KEY: 'pub',
      EPAYCO_PRIVATE_KEY: 'd04fa6c07b1d74f035252cbcc252d06f',
      EPAYCO_CUSTOMER_ID: '1551234',
      EPAYCO_P_KEY: 'pkey',
    };
    expect(offered({ NODE_ENV: 'production', ...EPAYCO })).toEqual({
      methods: ['card', 'pse', 'cash', 'safetypay', 'cash-on-delivery'],
      gateways: ['epayco', 'epayco', 'epayco', 'epayco'],
      sandboxes: [],
    });
    expect(loadConfig(EPAYCO).payments.epayco).toEqual({
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
    const tried = loadConfig({
      ...EPAYCO,
      EPAYCO_TEST: 'true',
      EPAYCO_SAFETYPAY_PATH: '/payment/process/safetypay',
    }).payments.epayco;
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
    expect(offered({ PAYMENT_METHODS: 'nequi' })).toEqual({
      methods: ['nequi'],
      gateways: ['nequi (sandbox)'],
      sandboxes: ['/sandbox/nequi'],
    });
    expect(offered({ PAYMENT_METHODS: 'cash-on-delivery, sandbox-card' }).methods).toEqual([
      'sandbox-card',
      'cash-on-delivery',
    ]);
    expect(() => loadConfig({ PAYMENT_METHODS: 'nequi,bitcoin' })).toThrow(/PAYMENT_METHODS: must be methods/);
    expect(() => loadConfig({ NEQUI_PAYMENT_MINUTES: '0' })).toThrow(/NEQUI_PAYMENT_MINUTES/);
  });

  it('reaches its own sandboxes through the loopback address and its port', () => {
    expect(loadConfig({ PORT: '4100' }).selfUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ PORT: '4100', HOST: '10.0.0.5' }).selfUrl).toBe('http://10.0.0.5:4100');
  });
});
