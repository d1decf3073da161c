import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { placeAnOrder, startPaying } from '../../cli/support/orders';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

/** A Nequi order whose push waits on the shopper's phone (the Nequi sandbox). */
const aPushedOrder = async () => {
  const c = ctx.server.container;
  const variants = await c.get(T.catalogueAdmin).listVariants();
  const sku = variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
  const placed = await placeAnOrder(c, { paymentMethod: 'nequi', sku, prefix: 'consola-pagos' });
  return (await startPaying(c, placed, 'nequi', { kind: 'wallet-push', phone: '3001234567' })).order;
};

describe('Pagos', () => {
  it('a manager sees the open attempt and its push, runs reconciliation now (audited) and cannot replay an unknown notification', async () => {
    const order = await aPushedOrder();
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const shown = await ctx.admin.get('/payments', as);
    expect(shown.status).toBe(200);
    expect(shown.json.open).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNumber: order.number, provider: 'nequi', amount: order.totals.total }),
      ]),
    );
    expect(shown.json.pushes).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNumber: order.number, phone: '3001234567' })]),
    );
    const run = await ctx.admin.post('/payments/reconcile', {}, as);
    expect(run.status).toBe(200);
    expect(run.json.checked).toBeGreaterThanOrEqual(1);
    const audited = await ctx.server.container.get(T.operatorAudit).latest(5);
    expect(audited[0]).toMatchObject({ action: 'payments.reconciled', after: { checked: run.json.checked } });
    expect(audited[0].actor).toContain(manager.email);
    const unknown = await ctx.admin.post('/payments/notifications/987654/replay', {}, as);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('La notificación 987654 no existe.');
  });

  it('replays no refused notification: only its digest was kept', async () => {
    const id = await ctx.server.container.get(T.notificationLog).add({
      provider: 'nequi',
      receivedAt: ctx.clock.now(),
      notification: { headers: {}, query: {}, body: '' },
      kept: 'digest',
      body: { bytes: 12, sha256: 'a'.repeat(64) },
      verdict: 'invalid',
      reference: null,
    });
    const owner = withCookie((await enrolledOperator(ctx, 'owner')).cookie);
    const shown = await ctx.admin.get('/payments', owner);
    expect(shown.json.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, verdict: 'invalid', kept: 'digest', bytes: 12 })]),
    );
    const replayed = await ctx.admin.post(`/payments/notifications/${id}/replay`, {}, owner);
    expect(replayed.status).toBe(409);
    expect(replayed.json.error.message).toContain('solo se guardó su resumen');
  });

  it('refuses the warehouse and support', async () => {
    for (const role of ['warehouse', 'support'] as const) {
      const as = withCookie((await enrolledOperator(ctx, role)).cookie);
      expect((await ctx.admin.get('/payments', as)).status).toBe(403);
      expect((await ctx.admin.post('/payments/reconcile', {}, as)).status).toBe(403);
      expect((await ctx.admin.post('/payments/notifications/1/replay', {}, as)).status).toBe(403);
    }
  });
});
