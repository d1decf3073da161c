import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';

describe('loadConfig', () => {
  it('runs with no configuration at all: PGlite under ./data, port 3000, the policy defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      pageSize: 12,
      imageCdnUrl: null,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.policy.freeShippingThreshold).toBe(4_000_000);
    expect(config.shipping).toBeNull();
  });

  it('reads the hosted shipping-quote service only when both its URL and its key are set', () => {
    const config = loadConfig({ SHIPPING_API_URL: 'https://envios.example.co/api/', SHIPPING_API_KEY: 's3cr3t' });
    expect(config.shipping).toEqual({ url: 'https://envios.example.co/api', key: 's3cr3t' });
    expect(loadConfig({ SHIPPING_API_URL: '', SHIPPING_API_KEY: '' }).shipping).toBeNull();
    expect(() => loadConfig({ SHIPPING_API_URL: 'https://envios.example.co' })).toThrow(
      /SHIPPING_API_KEY: required when SHIPPING_API_URL is set/,
    );
    expect(() => loadConfig({ SHIPPING_API_KEY: 's3cr3t' })).toThrow(
      /SHIPPING_API_URL: required when SHIPPING_API_KEY is set/,
    );
    expect(() => loadConfig({ SHIPPING_API_URL: 'envios.example.co', SHIPPING_API_KEY: 's3cr3t' })).toThrow(
      /SHIPPING_API_URL/,
    );
    expect(() => loadConfig({ SHIPPING_API_URL: 'ftp://envios.example.co', SHIPPING_API_KEY: 's3cr3t' })).toThrow(
      /SHIPPING_API_URL: must be an http\(s\) URL/,
    );
  });

  it('applies store policy overrides from the environment', () => {
    const config = loadConfig({ FREE_SHIPPING_THRESHOLD: '3500000', CONTRAENTREGA_SURCHARGE: '0.04' });
    expect(config.policy.freeShippingThreshold).toBe(3_500_000);
    expect(config.policy.contraentregaSurcharge).toBe(0.04);
  });

  it('refuses nonsense at start with a message that names the setting', () => {
    expect(() => loadConfig({ FREE_SHIPPING_THRESHOLD: '-1' })).toThrow(/FREE_SHIPPING_THRESHOLD/);
    expect(() => loadConfig({ CONTRAENTREGA_SURCHARGE: '7' })).toThrow(/CONTRAENTREGA_SURCHARGE/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/Invalid configuration:\n {2}PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  });

  it('invoices against the local DIAN sandbox by default; in production it refuses to start without the DIAN unless INVOICING=off', () => {
    expect(loadConfig({}).invoicing.mode).toBe('sandbox');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /Invalid configuration:\n {2}DIAN_CERT_FILE, .*: required in production to issue electronic invoices \(or INVOICING=off/,
    );
    expect(loadConfig({ NODE_ENV: 'production', INVOICING: 'off' }).invoicing.mode).toBe('off');
  });
});
