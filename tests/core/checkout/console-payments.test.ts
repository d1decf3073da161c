import { describe, expect, it } from 'vitest';
import {
  paymentsOverviewFor,
  reconcileNowAs,
  replayNotificationAs,
  type ConsolePaymentsDeps,
} from '../../../core/checkout/console-payments';
import type { AuditEntry } from '../../../core/operators/ports';
import type { IncomingNotification, NotificationReader } from '../../../core/payments/ports';
import { anActor } from '../../builders/operators';
import { paymentHarness, PREPAID_TOTAL } from './payment-harness';

/** Nequi's webhook as this test signs it: `x-firma: ok` holds, any other signature fails. */
const reader: NotificationReader = {
  read: async (n) => ({
    verdict: n.headers['x-firma'] === 'ok' ? 'valid' : 'invalid',
    reference: (JSON.parse(n.body) as { reference?: string }).reference ?? null,
  }),
};
const webhook = (reference: string, signature = 'ok'): IncomingNotification => ({
  headers: { 'x-firma': signature },
  query: {},
  body: JSON.stringify({ reference }),
});

/** A Nequi order whose push waits on the shopper's phone, and the console's payments over the same stores. */
const setUp = async () => {
  const h = paymentHarness({ notifications: reader });
  const order = await h.order();
  const attemptId = await h.push(order);
  const reference = (await h.deps.attempts.find(attemptId))!.attempt.reference!;
  const audit: AuditEntry[] = [];
  const deps: ConsolePaymentsDeps = {
    attempts: h.deps.attempts,
    notifications: h.notifications,
    providers: () => ['nequi'],
    reconcilePayments: h.reconcile,
    replayNotification: h.replay,
    audit: { record: async (entry) => void audit.push(entry) },
    clock: h.deps.clock,
  };
  return { h, deps, audit, order, reference };
};

const manager = anActor('manager', 'Mario Gerente <gerente@fornido.co>');

describe("the console's payments", () => {
  it('shows a manager the open attempt with its age, the push nobody answered and the notifications with their verdict', async () => {
    const { h, deps, order, reference } = await setUp();
    await h.receive('nequi', webhook(reference, 'falsa'));
    h.now.value = new Date(h.now.value.getTime() + 12 * 60_000 + 30_000);
    const shown = await paymentsOverviewFor(deps)(manager);
    if (!shown.ok) throw new Error(shown.error.message);
    expect(shown.value.open).toEqual([
      expect.objectContaining({
        orderNumber: order.number,
        provider: 'nequi',
        state: 'pending',
        amount: PREPAID_TOTAL,
        minutes: 12,
      }),
    ]);
    expect(shown.value.pushes).toEqual([
      expect.objectContaining({ orderNumber: order.number, phone: '3001234567', status: 'waiting' }),
    ]);
    expect(shown.value.notifications).toEqual([
      expect.objectContaining({ id: 1, provider: 'nequi', verdict: 'invalid', result: 'ignored: invalid signature' }),
    ]);
    expect(shown.value.notifications[0]).not.toHaveProperty('notification');
  });

  it('lets a manager reconcile now: the approval is applied and what changed is answered and audited', async () => {
    const { h, deps, audit, order } = await setUp();
    h.nequi.script.says = 'approved';
    const done = await reconcileNowAs(deps)(manager);
    expect(done).toMatchObject({
      ok: true,
      value: {
        checked: 1,
        changed: [{ orderNumber: order.number, from: 'pending', to: 'approved' }],
        disagreements: [],
      },
    });
    expect((await h.reread(order)).state).toBe('paid');
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'Mario Gerente <gerente@fornido.co>',
        action: 'payments.reconciled',
        after: { checked: 1, changed: [`${order.number}: pending → approved`], disagreements: [], unanswered: [] },
      }),
    ]);
    const after = await paymentsOverviewFor(deps)(manager);
    expect(after.ok && after.value.open).toEqual([]);
  });

  it('replays a stored notification, audited with its result before and after; an unknown or refused one is not', async () => {
    const { h, deps, audit, order, reference } = await setUp();
    await h.receive('nequi', webhook(reference));
    await h.receive('nequi', webhook(reference, 'falsa'));
    h.nequi.script.says = 'approved';
    const replay = replayNotificationAs(deps);
    expect(await replay(manager, 1)).toEqual({
      ok: true,
      value: {
        id: 1,
        provider: 'nequi',
        receivedAt: h.deps.clock.now(),
        verdict: 'valid',
        fate: 'applied',
        result: `replayed: ${order.number}: pending → approved`,
      },
    });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'payments.notification-replayed',
        subject: 'notificación 1 (nequi)',
        before: { result: `${order.number}: pending, unchanged` },
        after: { result: `replayed: ${order.number}: pending → approved` },
      }),
    ]);
    expect(await replay(manager, 99)).toEqual({
      ok: false,
      error: { kind: 'notification-not-found', message: 'La notificación 99 no existe.' },
    });
    expect(await replay(manager, 2)).toMatchObject({ ok: false, error: { kind: 'not-replayable' } });
    expect(audit).toHaveLength(1);
  });

  it('keeps payments from support and the warehouse, and their actions from anyone without payments.reconcile', async () => {
    const { deps, audit } = await setUp();
    for (const role of ['support', 'warehouse'] as const) {
      expect(await paymentsOverviewFor(deps)(anActor(role))).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', permission: 'payments.read' },
      });
      expect(await reconcileNowAs(deps)(anActor(role))).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', permission: 'payments.reconcile' },
      });
      expect(await replayNotificationAs(deps)(anActor(role), 1)).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
    }
    expect(audit).toEqual([]);
  });
});
