import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceStore } from '../../../core/invoicing/ports';
import { aCreditNoteOf, aNumbering, anInvoiceOf, ID } from './invoice-orders';

/** What the contract runs on: a store over a database holding `orders` (at least 12), opened once for the file. */
export type InvoiceSubject = {
  readonly store: InvoiceStore;
  readonly orders: readonly { readonly id: string; readonly number: string }[];
  readonly close: () => Promise<void>;
};

const AT = new Date('2026-11-25T15:00:00Z');
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);
const doc = (code: string) => ({ code, xml: `<Invoice>${code}</Invoice>`, qrText: `CUFE ${code}` });

/** The InvoiceStore contract: one invoice per order and one credit note per refund, numbered consecutively from the
 * range (waiting when it is spent or out of date), claimed for a lease, prepared once, settled while pending. Each test
 * numbers from a prefix of its own, so all share one database. */
export const invoiceStoreContract = (name: string, open: () => Promise<InvoiceSubject>) => {
  let subject: InvoiceSubject;
  beforeAll(async () => {
    subject = await open();
  }, 120_000);
  afterAll(() => subject.close());

  describe(`InvoiceStore contract (${name})`, () => {
    it('numbers an order’s invoice from the range, once, and a refund’s credit note from its own prefix', async () => {
      const { store, orders } = subject;
      const numbering = aNumbering({ prefix: 'FA', from: 1_000, to: 2_000, creditNotePrefix: 'NCA' });
      const first = await store.record(anInvoiceOf(orders[0], 1), numbering, AT);
      const second = await store.record(anInvoiceOf(orders[1], 2), numbering, AT);
      expect(first).toMatchObject({ state: 'pending', prefix: 'FA', consecutive: 1_000, number: 'FA1000' });
      expect(first).toMatchObject({ issuedAt: AT, nextAttemptAt: AT, attempts: 0, payable: 201_900, code: null });
      expect(second.number).toBe('FA1001');
      // Recorded again (an event delivered twice, with another id): the same invoice, no new number.
      expect((await store.record(anInvoiceOf(orders[0], 3), numbering, later(60))).id).toBe(first.id);
      const note = await store.record(aCreditNoteOf(orders[0], 4, 'reembolso-a'), numbering, later(60));
      expect(note).toMatchObject({ kind: 'credit-note', number: 'NCA1', refundId: 'reembolso-a', state: 'pending' });
      expect((await store.record(aCreditNoteOf(orders[0], 5, 'reembolso-a'), numbering, later(90))).id).toBe(note.id);
      expect((await store.record(aCreditNoteOf(orders[0], 6, 'reembolso-b'), numbering, later(90))).number).toBe(
        'NCA2',
      );
      expect((await store.forOrder(orders[0].id)).map((d) => d.number)).toEqual(['FA1000', 'NCA1', 'NCA2']);
      expect((await store.findByNumber('fa1001'))?.id).toBe(second.id);
      expect((await store.find(first.id))?.orderNumber).toBe(orders[0].number);
      expect(await store.find('no-es-un-id')).toBeNull();
      expect(await store.forOrder('no-es-un-id')).toEqual([]);
    });

    it('keeps a sale waiting when the range is spent or out of date, and numbers it once a new range comes', async () => {
      const { store, orders } = subject;
      const spent = aNumbering({ prefix: 'FB', resolution: 'R1', from: 1, to: 1 });
      expect((await store.record(anInvoiceOf(orders[2], 11), spent, AT)).number).toBe('FB1');
      const waiting = await store.record(anInvoiceOf(orders[3], 12), spent, later(1));
      expect(waiting).toMatchObject({ state: 'waiting-range', number: null, issuedAt: null, nextAttemptAt: null });
      const expired = aNumbering({
        prefix: 'FB',
        resolution: 'R1',
        from: 1,
        to: 9,
        validTo: { year: 2026, month: 11, day: 24 },
      });
      expect((await store.record(anInvoiceOf(orders[4], 13), expired, later(2))).state).toBe('waiting-range');
      expect(await store.usage(spent)).toEqual({ used: 1, last: 1, waiting: 2 });
      expect((await store.list({ states: ['waiting-range'], limit: 10 })).map((d) => d.id)).toEqual([ID(13), ID(12)]);
      // The new resolution's range of the same prefix starts after the numbers already used.
      const renewed = aNumbering({ prefix: 'FB', resolution: 'R2', from: 1, to: 2 });
      const numbered = await store.numberWaiting(renewed, later(3));
      expect(numbered.map((d) => [d.id, d.number, d.state])).toEqual([[ID(12), 'FB2', 'pending']]);
      expect((await store.find(ID(13)))?.state).toBe('waiting-range');
      expect(await store.usage(renewed)).toEqual({ used: 2, last: 2, waiting: 1 });
    });

    it('hands a due document to one sender for a lease, keeps its first prepared XML and settles it while pending', async () => {
      const { store, orders } = subject;
      const numbering = aNumbering({ prefix: 'FC', from: 1, to: 100 });
      const a = await store.record(anInvoiceOf(orders[5], 21), numbering, AT);
      const b = await store.record(anInvoiceOf(orders[6], 22), numbering, later(1));
      const claimed = await store.claimDue(later(10), later(310), 10);
      expect(claimed.map((d) => d.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(claimed.find((d) => d.id === a.id)?.nextAttemptAt).toEqual(later(310));
      expect((await store.claimDue(later(20), later(320), 10)).filter((d) => d.orderId === orders[5].id)).toEqual([]);
      expect(await store.keepPrepared(a.id, doc('cufe-1'))).toEqual(doc('cufe-1'));
      expect(await store.keepPrepared(a.id, doc('cufe-2'))).toEqual(doc('cufe-1'));
      expect(await store.documents(a.id)).toEqual({ prepared: doc('cufe-1'), response: null });
      expect(await store.settle(a.id, { kind: 'failed', error: 'ECONNREFUSED', retryAt: later(40) })).toBe(true);
      expect(await store.find(a.id)).toMatchObject({
        state: 'pending',
        attempts: 1,
        lastError: 'ECONNREFUSED',
        code: 'cufe-1',
      });
      expect((await store.claimDue(later(41), later(341), 50)).map((d) => d.id)).toContain(a.id);
      expect(await store.settle(a.id, { kind: 'accepted', response: '<ApplicationResponse/>', at: later(45) })).toBe(
        true,
      );
      expect(await store.find(a.id)).toMatchObject({
        state: 'accepted',
        attempts: 2,
        acceptedAt: later(45),
        nextAttemptAt: null,
      });
      expect(await store.documents(a.id)).toEqual({ prepared: doc('cufe-1'), response: '<ApplicationResponse/>' });
      // Settled once: a late sender's outcome changes nothing.
      expect(await store.settle(a.id, { kind: 'failed', error: 'late', retryAt: later(99) })).toBe(false);
      await store.markMailed(a.id, later(50));
      expect((await store.find(a.id))?.mailedAt).toEqual(later(50));
      expect(await store.retry(a.id, later(60))).toBeNull();
    });

    it('flags a refused document with its rules; an operator’s retry prepares it again, same number, due now', async () => {
      const { store, orders } = subject;
      const d = await store.record(anInvoiceOf(orders[7], 31), aNumbering({ prefix: 'FD', from: 7, to: 9 }), AT);
      await store.keepPrepared(d.id, doc('cufe-rechazado'));
      const rules = [{ code: 'FAD06', message: 'El CUFE no corresponde' }];
      expect(await store.settle(d.id, { kind: 'refused', rules, response: '<Rechazo/>', at: later(5) })).toBe(true);
      expect(await store.find(d.id)).toMatchObject({ state: 'refused', rules, attempts: 1, nextAttemptAt: null });
      expect((await store.list({ states: ['refused'], limit: 5 })).map((x) => x.id)).toContain(d.id);
      const retried = await store.retry(d.id, later(600));
      expect(retried).toMatchObject({
        state: 'pending',
        attempts: 0,
        nextAttemptAt: later(600),
        rules: [],
        number: 'FD7',
      });
      expect(await store.documents(d.id)).toEqual({ prepared: null, response: null });
      expect(await store.keepPrepared(d.id, doc('cufe-nuevo'))).toEqual(doc('cufe-nuevo'));
    });
  });
};
