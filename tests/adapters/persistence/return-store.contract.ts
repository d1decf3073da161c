import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewReturn } from '../../../core/returns/ports';
import { pesos } from '../../../core/shared/money';
import { replacementOrderOf } from '../../../core/returns/replacement-order';
import {
  AT,
  BUYER,
  LATER,
  PNG,
  ID,
  REFERRER,
  by,
  aReturn,
  aRefund,
  refundChange,
  type ReturnSubject,
} from './return-store.fixtures';

/** The ReturnStore contract: numbers, answers guarded by state, units back on sale or damaged, refunds once, pending
 * refunds settled once. */
export const returnStoreContract = (name: string, open: () => Promise<ReturnSubject>) => {
  // Each test's database is opened in a hook, whose time-out allows for the first one building the run's template (a
  // fresh PGlite and every migration: over 30 s on a loaded 2-core machine), not in the test's own 30 s.
  let subject: ReturnSubject | undefined;
  const withSubject = (run: (s: ReturnSubject) => Promise<void>) => () => run(subject!);
  const received = async (s: ReturnSubject, n: number, over: Partial<NewReturn> = {}) => {
    const r = await s.store.add(aReturn(s.orderId, n, over), []);
    await s.store.answer({ returnId: r.id, to: 'approved', text: 'Envíalo por Servientrega', at: AT, audit: by });
    await s.store.receive({
      returnId: r.id,
      backs: new Map([['RET-A', 'on-sale']]),
      at: AT,
      audit: by,
      replacement: null,
    });
    return r;
  };

  describe(`ReturnStore contract (${name})`, () => {
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => {
      await subject?.close();
      subject = undefined;
    });
    it(
      'numbers each return of an order after it, keeps its pictures, and tells it to the outbox',
      withSubject(async (s) => {
        const first = await s.store.add(aReturn(s.orderId, 1), [
          { id: ID(91), contentType: 'image/png', size: PNG.length, bytes: PNG },
        ]);
        const second = await s.store.add(aReturn(s.orderId, 2, { reason: 'defectuoso' }), []);
        expect(first.number).toMatch(/^FO-\d{4}-\d{6}-D1$/);
        expect(second.number).toBe(first.number.replace(/D1$/, 'D2'));
        expect(first).toMatchObject({ state: 'requested', words: 'No lo abrí', answerBy: { day: 16 } });
        expect(first.lines).toEqual([
          { sku: 'RET-A', name: 'Whey A', quantity: 1, unitPrice: 99_000, back: null, exchangeSku: null },
        ]);
        expect(first.evidence).toEqual([{ id: ID(91), contentType: 'image/png', size: PNG.length }]);
        expect(await s.store.picture(first.id, ID(91))).toEqual({ contentType: 'image/png', bytes: PNG });
        expect(await s.store.picture(second.id, ID(91))).toBeNull();
        expect((await s.store.findByNumber(second.number))?.reason).toBe('defectuoso');
        expect((await s.store.listForOrder(s.orderId)).map((r) => r.number)).toEqual([first.number, second.number]);
        expect(await s.store.find('not-a-uuid')).toBeNull();
        // A retried request (the same id) gets the return it stored back, and nothing else is written.
        const retried = await s.store.add(aReturn(s.orderId, 2, { reason: 'otro', words: 'Otra vez' }), []);
        expect([retried.number, retried.reason]).toEqual([second.number, 'defectuoso']);
        expect(await s.store.listForOrder(s.orderId)).toHaveLength(2);
        expect(await s.events()).toEqual([
          { type: 'return-requested', returnId: first.id },
          { type: 'return-requested', returnId: second.id },
        ]);
      }),
    );

    it(
      'approves or rejects a requested return once, with the text the shopper reads',
      withSubject(async (s) => {
        const r = await s.store.add(aReturn(s.orderId, 1), []);
        const approve = { returnId: r.id, to: 'approved' as const, text: 'Envíalo a la bodega', at: AT, audit: by };
        expect(await s.store.answer(approve)).toBe(true);
        expect(await s.store.answer({ ...approve, to: 'rejected', text: 'No' })).toBe(false);
        expect(await s.store.find(r.id)).toMatchObject({
          state: 'approved',
          instructions: 'Envíalo a la bodega',
          rejection: null,
          steps: { approvedAt: AT, rejectedAt: null },
        });
        const other = await s.store.add(aReturn(s.orderId, 2), []);
        await s.store.answer({
          returnId: other.id,
          to: 'rejected',
          text: 'El producto fue abierto',
          at: AT,
          audit: by,
        });
        expect((await s.store.find(other.id))?.rejection).toBe('El producto fue abierto');
        expect((await s.store.list({ states: ['rejected'], limit: 10 })).map((x) => x.id)).toEqual([other.id]);
        expect((await s.events()).map((e) => e.type)).toEqual([
          'return-requested',
          'return-approved',
          'return-requested',
          'return-rejected',
        ]);
      }),
    );

    it(
      'puts received units back on sale or among the damaged, once, never losing one',
      withSubject(async (s) => {
        const before = await s.units('RET-A');
        const r = await s.store.add(
          aReturn(s.orderId, 1, {
            lines: [{ sku: 'RET-A', name: 'Whey A', quantity: 3, unitPrice: pesos(99_000), exchangeSku: null }],
          }),
          [],
        );
        const receive = {
          returnId: r.id,
          backs: new Map([['RET-A', 'damaged' as const]]),
          at: AT,
          audit: by,
          replacement: null,
        };
        expect(await s.store.receive(receive)).toBe(false); // not approved yet
        await s.store.answer({ returnId: r.id, to: 'approved', text: 'Envíalo', at: AT, audit: by });
        expect(await s.store.receive(receive)).toBe(true);
        expect(await s.store.receive(receive)).toBe(false);
        expect(await s.units('RET-A')).toEqual({ onSale: before.onSale, damaged: before.damaged + 3 });
        expect((await s.store.find(r.id))?.lines[0].back).toBe('damaged');
      }),
    );

    it(
      'holds an exchange’s units at approval, then stores its $ 0 replacement order at receipt, linked both ways',
      withSubject(async (s) => {
        const [a, b] = [await s.units('RET-A'), await s.units('RET-B')];
        const lines = [{ sku: 'RET-A', name: 'Whey A', quantity: 2, unitPrice: pesos(99_000), exchangeSku: 'RET-B' }];
        const r = await s.store.add(aReturn(s.orderId, 1, { reason: 'cambio', lines }), []);
        expect(r.lines[0].exchangeSku).toBe('RET-B');
        const approve = { returnId: r.id, text: 'Envíalo', at: AT, audit: by };
        expect(await s.store.approveExchange(approve)).toEqual({ kind: 'approved' });
        expect(await s.store.approveExchange(approve)).toEqual({ kind: 'moved' });
        expect(await s.units('RET-B')).toEqual({ onSale: b.onSale - 2, damaged: 0 });

        const original = (await s.order((await s.store.find(r.id))!.orderNumber))!;
        const replacement = replacementOrderOf(original, r, await s.variants(['RET-B']), AT, 'laura');
        const receive = { returnId: r.id, backs: new Map([['RET-A', 'on-sale' as const]]), at: AT, audit: by };
        expect(await s.store.receive({ ...receive, replacement })).toBe(true);
        expect(await s.store.receive({ ...receive, replacement })).toBe(false);
        const exchanged = (await s.store.find(r.id))!;
        expect(exchanged).toMatchObject({ state: 'exchanged', steps: { receivedAt: AT } });
        const made = await s.order(exchanged.replacementOrderNumber!);
        expect(made).toMatchObject({
          state: 'paid',
          customerId: BUYER,
          referrerId: null,
          buyer: original.buyer,
          payments: [],
          totals: { subtotal: 0, total: 0, tax: 0 },
          lines: [{ sku: 'RET-B', quantity: 2, unitPrice: 0, gross: 0, iva: 0 }],
        });
        // The returned units are back on sale; the replacement's were taken once, at approval.
        expect(await s.units('RET-A')).toEqual({ onSale: a.onSale + 2, damaged: 0 });
        expect(await s.units('RET-B')).toEqual({ onSale: b.onSale - 2, damaged: 0 });
        // The original order was the sale; its replacement is none.
        expect(await s.sales()).toEqual([original.number]);
        expect((await s.events()).map((e) => e.type)).toEqual([
          'return-requested',
          'return-approved',
          'return-received',
        ]);
      }),
    );

    it(
      'approves no exchange whose units are short, holding none',
      withSubject(async (s) => {
        const b = await s.units('RET-B');
        const lines = [
          { sku: 'RET-A', name: 'Whey A', quantity: 1, unitPrice: pesos(99_000), exchangeSku: 'RET-B' },
          { sku: 'RET-Z', name: 'Whey Z', quantity: 1, unitPrice: pesos(99_000), exchangeSku: 'RET-NONE' },
        ];
        const r = await s.store.add(aReturn(s.orderId, 1, { reason: 'cambio', lines }), []);
        const approve = { returnId: r.id, text: 'Envíalo', at: AT, audit: by };
        expect(await s.store.approveExchange(approve)).toEqual({ kind: 'short', skus: ['RET-NONE'] });
        expect(await s.units('RET-B')).toEqual(b);
        expect((await s.store.find(r.id))?.state).toBe('requested');
        expect((await s.events()).map((e) => e.type)).toEqual(['return-requested']);
      }),
    );

    it(
      'refunds once: the return, its order, credit, points and the outbox move together; the same id answers it',
      withSubject(async (s) => {
        const r = await received(s, 1);
        const refund = aRefund(r.id);
        expect(await s.store.refund(refundChange(refund))).toEqual({ kind: 'refunded', refund });
        expect(await s.store.refund(refundChange(refund))).toEqual({ kind: 'repeat', refund });
        expect(await s.orderState()).toBe('partially_returned');
        expect(await s.store.find(r.id)).toMatchObject({ state: 'refunded', refunds: [refund] });
        expect(await s.store.findRefund(refund.id)).toEqual(refund);
        expect(await s.balance(BUYER)).toEqual({ balance: 2_000, pending: 0 });
        // The referrer had 5 000 and gave back 1 250.
        expect(await s.balance(REFERRER)).toEqual({ balance: 3_750, pending: 0 });
        expect(await s.points(REFERRER)).toBe(50 - 12);
        expect(await s.points(BUYER)).toBe(300 - 75);
        expect((await s.events()).filter((e) => e.type === 'return-refunded')).toEqual([
          { type: 'return-refunded', returnId: r.id },
        ]);
      }),
    );

    it(
      'writes nothing when the return or the order moved meanwhile',
      withSubject(async (s) => {
        const r = await received(s, 1);
        const moved = await s.store.refund(
          refundChange(aRefund(r.id), { order: { from: 'partially_returned', to: 'returned' } }),
        );
        expect(moved).toEqual({ kind: 'moved' });
        expect(await s.store.find(r.id)).toMatchObject({ state: 'received', refunds: [] });
        expect(await s.balance(BUYER)).toEqual({ balance: 0, pending: 0 });
        expect(await s.store.refund(refundChange(aRefund(r.id), { from: 'approved' }))).toEqual({ kind: 'moved' });
      }),
    );

    it(
      'settles a pending refund once, refunded or flagged, tells the outbox, and lists the returns with a flagged one',
      withSubject(async (s) => {
        const first = await received(s, 1);
        const second = await received(s, 2);
        const a = aRefund(first.id, { state: 'pending' });
        const b = aRefund(second.id, { state: 'pending', reference: 'REF-2', at: LATER });
        await s.store.refund(refundChange(a));
        await s.store.refund(refundChange(b, { order: { from: 'partially_returned', to: 'partially_returned' } }));
        expect((await s.store.pendingRefunds(10)).map((p) => [p.refund, p.returnNumber, p.orderId])).toEqual([
          [a, first.number, s.orderId],
          [b, second.number, s.orderId],
        ]);
        expect((await s.store.pendingRefunds(1)).map((p) => p.refund.id)).toEqual([a.id]);
        const settle = {
          refundId: a.id,
          to: 'refunded' as const,
          at: LATER,
          audit: { ...by, action: 'refund.refunded' },
        };
        expect(await s.store.settleRefund(settle)).toBe(true);
        expect(await s.store.settleRefund({ ...settle, to: 'flagged' })).toBe(false);
        expect(await s.store.settleRefund({ ...settle, refundId: b.id, to: 'flagged' })).toBe(true);
        expect(await s.store.pendingRefunds(10)).toEqual([]);
        expect((await s.store.find(first.id))?.refunds.map((f) => f.state)).toEqual(['refunded']);
        expect(await s.store.findRefund(b.id)).toEqual({ ...b, state: 'flagged' });
        expect((await s.store.list({ flagged: true, limit: 10 })).map((r) => r.id)).toEqual([second.id]);
        expect(await s.store.list({ states: ['requested'], flagged: true, limit: 10 })).toEqual([]);
        expect((await s.events()).filter((e) => e.type === 'return-refund-settled')).toEqual([
          { type: 'return-refund-settled', returnId: first.id },
          { type: 'return-refund-settled', returnId: second.id },
        ]);
      }),
    );

    it(
      'takes back more referral credit than the referrer has as pending, and tells what the order earned',
      withSubject(async (s) => {
        expect(await s.store.rewardsOf(s.orderId)).toEqual({
          referralEarned: 5_000,
          referrerPoints: 50,
          buyerPoints: 300,
        });
        const r = await received(s, 1);
        const change = refundChange(aRefund(r.id), {
          credit: { restore: null, clawback: { referrerId: REFERRER, amount: pesos(7_000) }, points: [] },
        });
        await s.store.refund(change);
        expect(await s.balance(REFERRER)).toEqual({ balance: 0, pending: 2_000 });
      }),
    );
  });
};
