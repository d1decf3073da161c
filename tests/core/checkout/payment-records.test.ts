import { describe, expect, it } from 'vitest';
import {
  notificationRecordsFor,
  paymentRecordsFor,
  walletStatusFor,
  type PaymentRecordsDeps,
} from '../../../core/checkout/payment-records';
import { anActor } from '../../builders/operators';
import { paymentHarness, PREPAID_TOTAL } from './payment-harness';

/** A Nequi order whose push waits on the phone, and the payments' records over the same stores: the provider's records
 * answer for the first attempt asked and cannot be reached for any other. */
const setUp = async () => {
  const h = paymentHarness();
  const order = await h.order();
  const attemptId = await h.push(order);
  const reference = (await h.deps.attempts.find(attemptId))!.attempt.reference!;
  let asked = 0;
  const deps: PaymentRecordsDeps = {
    orders: h.orders,
    attempts: h.deps.attempts,
    notifications: h.notifications,
    describe: async () => {
      asked += 1;
      if (asked > 1) throw new Error('ECONNREFUSED');
      return [['Estado', 'PENDIENTE']];
    },
    gateway: (provider) => (provider === 'nequi' ? h.nequi : undefined),
    providers: () => ['nequi', 'sandbox-card'],
  };
  return { h, deps, order, attemptId, reference };
};

const manager = anActor('manager');

describe("the payments' records for operators", () => {
  it("answers an order's attempts with what the provider says, or why it could not be asked", async () => {
    const { deps, order, attemptId, reference } = await setUp();
    const first = await paymentRecordsFor(deps)(manager, order.number.toLowerCase());
    expect(first).toMatchObject({
      ok: true,
      value: {
        order: { number: order.number, state: 'pending_payment', total: PREPAID_TOTAL },
        attempts: [{ orderNumber: order.number, attempt: { id: attemptId, reference } }],
        records: [{ attemptId, provider: 'nequi', facts: [['Estado', 'PENDIENTE']] }],
      },
    });
    const byReference = await paymentRecordsFor(deps)(manager, ` ${reference} `);
    expect(byReference).toMatchObject({
      ok: true,
      value: { order: null, records: [{ attemptId, error: 'ECONNREFUSED' }] },
    });
    expect(await paymentRecordsFor(deps)(manager, 'FO-2026-999999')).toMatchObject({
      ok: false,
      error: { kind: 'order-not-found' },
    });
  });

  it("asks Nequi for a payment's status, and says when Nequi is not configured or the reference is nobody's", async () => {
    const { h, deps, reference } = await setUp();
    h.nequi.script.says = 'approved';
    const status = await walletStatusFor(deps)(manager, reference);
    expect(status).toMatchObject({
      ok: true,
      value: { stored: { attempt: { state: 'pending' } }, outcome: { status: 'approved' } },
    });
    expect(await walletStatusFor(deps)(manager, 'nadie')).toMatchObject({
      ok: false,
      error: { kind: 'payment-not-found' },
    });
    const off = await walletStatusFor({ ...deps, gateway: () => undefined })(manager, reference);
    expect(off).toMatchObject({
      ok: false,
      error: { kind: 'provider-not-configured', provider: 'nequi', configured: ['nequi', 'sandbox-card'] },
    });
  });

  it('keeps every record from support and the warehouse', async () => {
    const { deps, order, reference } = await setUp();
    for (const role of ['support', 'warehouse'] as const) {
      const refused = { ok: false, error: { kind: 'forbidden', permission: 'payments.read' } };
      expect(await paymentRecordsFor(deps)(anActor(role), order.number)).toMatchObject(refused);
      expect(await walletStatusFor(deps)(anActor(role), reference)).toMatchObject(refused);
      expect(await notificationRecordsFor(deps)(anActor(role), { limit: 5 })).toMatchObject(refused);
    }
  });
});
