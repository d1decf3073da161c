import { describe, expect, it } from 'vitest';
import type { InvoiceDraft } from '../../../core/invoicing/invoice';
import { numberWaitingInvoices, retryDelayMs, sendDueInvoices } from '../../../core/invoicing/send-invoices';
import { anOrder } from '../../builders/orders';
import { aNumbering, aRefundedReturn } from './invoicing-builders';
import { anInvoicingWorld, T0 } from './invoicing-world';

const setUp = () => {
  const world = anInvoicingWorld();
  const drafts: InvoiceDraft[] = [];
  const issuer = {
    ...world.fake.issuer,
    prepare: (draft: InvoiceDraft) => {
      drafts.push(draft);
      return world.fake.issuer.prepare(draft);
    },
  };
  const send = sendDueInvoices({
    invoices: world.invoices,
    orders: world.orderStore,
    returns: world.returnStore,
    issuer,
    clock: world.clock,
    logger: world.logger,
  });
  const order = anOrder({ id: 'pedido-1', state: 'paid' });
  world.orders.set(order.id, order);
  const newInvoice = {
    id: 'doc-1',
    kind: 'invoice',
    orderId: order.id,
    orderNumber: order.number,
    refundId: null,
  } as const;
  const record = () => world.invoices.record({ ...newInvoice, payable: order.totals.total }, world.numbering, T0);
  return { world, drafts, send, order, record };
};

describe('sending due invoices', () => {
  it('prepares a numbered invoice from its order, sends it, and records it accepted', async () => {
    const { world, drafts, send, order, record } = setUp();
    await record();
    world.wait(1);
    expect(await send()).toEqual({ accepted: 1, refused: 0, failed: 0 });
    expect(drafts.map((d) => [d.number, d.issuedAt, d.orderNumber, d.totals.payable])).toEqual([
      ['SETP990000000', T0, order.number, order.totals.total],
    ]);
    expect(await world.invoices.find('doc-1')).toMatchObject({
      state: 'accepted',
      attempts: 1,
      code: world.fake.log.sent[0],
    });
    expect((await world.invoices.documents('doc-1'))?.response).toContain('ApplicationResponse');
    expect(await send()).toEqual({ accepted: 0, refused: 0, failed: 0 });
  });

  it('tries again through an outage, waiting 30 s and doubling, with the same document and number', async () => {
    const { world, drafts, send, record } = setUp();
    await record();
    world.fake.next('down', 'down', 'down');
    expect(await send()).toEqual({ accepted: 0, refused: 0, failed: 1 });
    expect(await world.invoices.find('doc-1')).toMatchObject({ attempts: 1, lastError: 'connect ECONNREFUSED' });
    expect((await world.invoices.find('doc-1'))?.nextAttemptAt).toEqual(new Date(T0.getTime() + 30_000));
    world.wait(29);
    expect(await send()).toEqual({ accepted: 0, refused: 0, failed: 0 });
    world.wait(1);
    expect(await send()).toEqual({ accepted: 0, refused: 0, failed: 1 });
    expect((await world.invoices.find('doc-1'))?.nextAttemptAt).toEqual(new Date(T0.getTime() + 90_000));
    world.wait(60);
    await send();
    world.wait(120);
    expect(await send()).toEqual({ accepted: 1, refused: 0, failed: 0 });
    // Prepared once; asked about before each new send (it never arrived), and the same document sent each time.
    expect(drafts).toHaveLength(1);
    expect(world.fake.log.sent).toHaveLength(4);
    expect(new Set(world.fake.log.sent).size).toBe(1);
    expect(world.fake.log.asked).toHaveLength(3);
    expect(world.warnings[0]).toBe('Document SETP990000000 was not sent: connect ECONNREFUSED');
  });

  it('waits at most an hour between attempts, and never gives up', () => {
    expect([0, 1, 2, 6, 7, 30, 500].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('asks about a document the authority took before timing out, and does not send it twice', async () => {
    const { world, send, record } = setUp();
    await record();
    world.fake.next('take-and-time-out');
    expect(await send()).toEqual({ accepted: 0, refused: 0, failed: 1 });
    world.wait(30);
    expect(await send()).toEqual({ accepted: 1, refused: 0, failed: 0 });
    expect(world.fake.log.sent).toHaveLength(1);
    expect(world.fake.log.asked).toEqual(world.fake.log.sent);
  });

  it('flags a refused document with its rules for an operator, and sends it no more', async () => {
    const { world, send, record } = setUp();
    await record();
    world.fake.next('refuse');
    expect(await send()).toEqual({ accepted: 0, refused: 1, failed: 0 });
    expect(await world.invoices.find('doc-1')).toMatchObject({
      state: 'refused',
      rules: [{ code: 'FAD06', message: 'CUFE no válido' }],
    });
    expect(world.warnings).toEqual(['Document SETP990000000 was refused: FAD06']);
    world.wait(3600);
    expect(await send()).toEqual({ accepted: 0, refused: 0, failed: 0 });
  });

  it('keeps a document it cannot build (its order unreadable) for later, never dropping it', async () => {
    const { world, send, record, order } = setUp();
    await record();
    world.orders.delete(order.id);
    expect(await send()).toEqual({ accepted: 0, refused: 0, failed: 1 });
    expect((await world.invoices.find('doc-1'))?.lastError).toMatch(/missing/);
    world.orders.set(order.id, order);
    world.wait(30);
    expect(await send()).toEqual({ accepted: 1, refused: 0, failed: 0 });
  });

  it('sends a refund’s credit note referring to the order’s accepted invoice', async () => {
    const { world, drafts, send, order, record } = setUp();
    await record();
    await send();
    const r = aRefundedReturn(order, [], 1, { units: new Map([['CMM-300G', 1]]) });
    world.returns.set(r.id, r);
    const note = { id: 'doc-2', kind: 'credit-note', orderId: order.id, orderNumber: order.number } as const;
    await world.invoices.record(
      { ...note, refundId: 'reembolso-1', payable: r.refunds[0].shares.money },
      world.numbering,
      T0,
    );
    expect(await send()).toEqual({ accepted: 1, refused: 0, failed: 0 });
    const invoice = await world.invoices.find('doc-1');
    expect(drafts[1]).toMatchObject({ kind: 'credit-note', number: 'NC1' });
    expect(drafts[1].refersTo).toMatchObject({ number: 'SETP990000000', code: invoice?.code, concept: '1' });
  });

  it('numbers the sales that waited for a range once a new range is configured', async () => {
    const { world, order } = setUp();
    const spent = aNumbering({ from: 1, to: 0 });
    const waiting = {
      id: 'doc-3',
      kind: 'invoice',
      orderId: order.id,
      orderNumber: order.number,
      refundId: null,
    } as const;
    expect((await world.invoices.record({ ...waiting, payable: order.totals.total }, spent, T0)).state).toBe(
      'waiting-range',
    );
    world.wait(60);
    const renewed = aNumbering({ prefix: 'FE', from: 5, to: 9 });
    const numbered = await numberWaitingInvoices({
      invoices: world.invoices,
      clock: world.clock,
      numbering: renewed,
    })();
    expect(numbered.map((d) => [d.number, d.state, d.issuedAt])).toEqual([['FE5', 'pending', world.clock.now()]]);
  });
});
