import { describe, expect, it } from 'vitest';
import { requestStockAlert, STOCK_ALERTS_PER_IP } from '../../../core/stock-alerts/request-stock-alert';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryRateLimiter } from '../../fakes/in-memory-accounts';
import { inMemoryStockAlerts } from '../../fakes/in-memory-stock-alerts';

const T0 = new Date('2026-11-22T12:00:00Z');

const setUp = () => {
  const alerts = inMemoryStockAlerts(aCatalogue(), () => T0);
  const request = requestStockAlert({ alerts: alerts.store, limiter: inMemoryRateLimiter(), clock: { now: () => T0 } });
  return { alerts, request };
};

describe('asking to be told when a sold-out variant is back', () => {
  it('keeps the address, lower-cased, and says where the mail will go', async () => {
    const { request } = setUp();
    const result = await request({ sku: 'P01-2LB-VAIN', email: '  Ana.Gomez@Example.CO ', ip: '10.0.0.1' });
    expect(result).toEqual({
      ok: true,
      value: {
        email: 'ana.gomez@example.co',
        message: 'Te avisaremos a ana.gomez@example.co cuando vuelva a estar disponible.',
      },
    });
    // Asking twice is answered the same: one mail will come.
    expect((await request({ sku: 'P01-2LB-VAIN', email: 'ana.gomez@example.co', ip: '10.0.0.1' })).ok).toBe(true);
  });

  it('refuses a wrong address, a variant that does not exist and one that is in stock, in Spanish', async () => {
    const { request } = setUp();
    expect(await request({ sku: 'P01-2LB-VAIN', email: 'ana@', ip: '10.0.0.1' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'Escribe un correo electrónico válido (ejemplo: nombre@correo.com).',
        fields: { email: 'Escribe un correo electrónico válido (ejemplo: nombre@correo.com).' },
      },
    });
    const unknown = await request({ sku: 'NO-EXISTE', email: 'ana@example.co', ip: '10.0.0.1' });
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'variant-not-found' } });
    const inStock = await request({ sku: 'P01-2LB-CHOC', email: 'ana@example.co', ip: '10.0.0.1' });
    expect(inStock).toMatchObject({
      ok: false,
      error: { kind: 'in-stock', message: 'Esta presentación ya está disponible: puedes agregarla al carrito.' },
    });
  });

  it('limits the requests of one client address, like the other public forms', async () => {
    const { request } = setUp();
    for (let i = 0; i < STOCK_ALERTS_PER_IP.limit; i += 1)
      expect((await request({ sku: 'P01-2LB-VAIN', email: `s${i}@example.co`, ip: '10.0.0.9' })).ok).toBe(true);
    const refused = await request({ sku: 'P01-2LB-VAIN', email: 'otra@example.co', ip: '10.0.0.9' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 3600 } });
    expect((await request({ sku: 'P01-2LB-VAIN', email: 'otra@example.co', ip: '10.0.0.10' })).ok).toBe(true);
  });
});
