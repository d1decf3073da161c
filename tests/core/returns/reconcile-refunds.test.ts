import { describe, expect, it } from 'vitest';
import type { RefundOutcome } from '../../../core/payments/refund';
import { pesos } from '../../../core/shared/money';
import { anActor, anAsk, aReturnsHarness, DELIVERED_ON } from './return-harness';

const manager = anActor('manager');
const me = { kind: 'customer', customerId: 'camila' } as const;

/** A harness whose provider took the refund of one WHEY unit (100 000) as pending, and then says `later` about it. */
const pendingAtProvider = async (later?: (reference: string) => Promise<RefundOutcome>) => {
  const h = aReturnsHarness({ refundAnswer: 'pending', refundStatus: later });
  h.at(DELIVERED_ON);
  const asked = await h.request(me, anAsk(h.order.number));
  if (!asked.ok) throw new Error(asked.error.message);
  const { number } = asked.value;
  await h.approve(manager, { number, text: 'Envíalo por Servientrega' });
  await h.receive(manager, { number, lines: [{ sku: 'WHEY', back: 'on-sale' }] });
  const refunded = await h.refund(manager, { number, manual: null });
  if (!refunded.ok || refunded.value.refunds[0].state !== 'pending') throw new Error('expected a pending refund');
  h.world.events.length = 0;
  return { h, number, refundId: refunded.value.refunds[0].id };
};

const answer =
  (status: 'refunded' | 'pending', amount = 100_000) =>
  async (reference: string) =>
    ({ status, reference, amount: pesos(amount) }) as const;

describe('reconcileRefunds (issue 34)', () => {
  it('settles a refund the provider confirmed, once, with the audit and the live update', async () => {
    const { h, number, refundId } = await pendingAtProvider(answer('refunded'));
    expect(await h.reconcile(manager)).toEqual({
      ok: true,
      value: {
        checked: 1,
        refunds: [
          {
            refundId,
            returnNumber: number,
            provider: 'sandbox-card',
            reference: 'MP-1',
            money: 100_000,
            state: 'refunded',
            why: 'the provider confirmed it',
          },
        ],
      },
    });
    expect((await h.returns.findByNumber(number))?.refunds.map((f) => f.state)).toEqual(['refunded']);
    expect(h.world.events).toEqual([{ type: 'return-refund-settled', returnId: expect.any(String) }]);
    expect(h.world.audits.at(-1)).toMatchObject({
      actor: manager.name,
      action: 'refund.refunded',
      before: { refund: refundId, state: 'pending' },
      after: { refund: refundId, state: 'refunded' },
    });
    expect(await h.reconcile(manager)).toEqual({ ok: true, value: { checked: 0, refunds: [] } });
  });

  it('flags, never assumes, a refund of another amount, a refused one, or one at a provider that cannot be asked', async () => {
    const refused = async (): Promise<RefundOutcome> => ({
      status: 'refused',
      code: 'refund-rejected',
      message: 'MercadoPago rejected refund MP-1.',
    });
    for (const [later, why] of [
      [answer('refunded', 60_000), 'the provider has $ 60.000 for it, not the $ 100.000 asked'],
      [refused, 'the provider refused it: MercadoPago rejected refund MP-1. (refund-rejected)'],
      [undefined, 'sandbox-card cannot be asked about it: check it there'],
    ] as const) {
      const { h, number } = await pendingAtProvider(later);
      const run = await h.reconcile(manager);
      expect(run.ok && run.value.refunds.map((r) => [r.state, r.why])).toEqual([['flagged', why]]);
      const flagged = await h.list(manager, { flagged: true });
      expect(flagged.ok && flagged.value.map((r) => r.number)).toEqual([number]);
      expect(h.world.events.map((e) => e.type)).toEqual(['return-refund-settled']);
    }
  });

  it('leaves a refund still processing, or one whose provider did not answer, pending for the next run', async () => {
    const silent = async (): Promise<RefundOutcome> => {
      throw new Error('connect ECONNREFUSED');
    };
    for (const [later, why] of [
      [answer('pending'), 'the provider still processes it'],
      [silent, 'sandbox-card did not answer: Error: connect ECONNREFUSED'],
    ] as const) {
      const { h, number } = await pendingAtProvider(later);
      const run = await h.reconcile(manager);
      expect(run.ok && run.value.refunds.map((r) => [r.state, r.why])).toEqual([['pending', why]]);
      expect((await h.returns.findByNumber(number))?.refunds.map((f) => f.state)).toEqual(['pending']);
      expect(h.world.events).toEqual([]);
    }
  });

  it('is run by owners and managers only', async () => {
    const { h } = await pendingAtProvider(answer('refunded'));
    for (const role of ['support', 'warehouse'] as const)
      expect(await h.reconcile(anActor(role))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(h.world.events).toEqual([]);
  });
});
