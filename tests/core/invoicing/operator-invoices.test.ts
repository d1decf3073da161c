import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../core/invoicing/invoice';
import { operatorInvoices } from '../../../core/invoicing/operator-invoices';
import type { AuditEntry } from '../../../core/operators/ports';
import { anActor } from '../../builders/operators';
import { anInvoice, memoryInvoices, TEST_NUMBERING } from './support/invoice-fixtures';

const NOW = new Date('2026-11-22T12:00:00Z');
const PDF = new TextEncoder().encode('%PDF-1.4 factura');
const FAD06 = { code: 'FAD06', message: 'Nota de crédito: no se encuentra la factura referenciada' };

const at = (minutes: number) => new Date(Date.parse('2026-11-20T15:00:00Z') + minutes * 60_000);

const documents: readonly Invoice[] = [
  anInvoice(),
  anInvoice({
    id: 'inv-2',
    number: 'SETP990000002',
    consecutive: 990000002,
    orderId: 'order-102',
    orderNumber: 'FO-2026-000102',
    state: 'refused',
    rules: [FAD06],
    acceptedAt: null,
    createdAt: at(1),
  }),
  anInvoice({
    id: 'inv-3',
    number: 'SETP990000003',
    consecutive: 990000003,
    state: 'pending',
    attempts: 1,
    createdAt: at(2),
  }),
  anInvoice({
    id: 'inv-4',
    number: 'SETP990000004',
    consecutive: 990000004,
    state: 'pending',
    attempts: 4,
    createdAt: at(3),
  }),
  anInvoice({ id: 'inv-5', number: null, consecutive: null, prefix: null, state: 'waiting-range', createdAt: at(4) }),
  anInvoice({
    id: 'nc-1',
    kind: 'credit-note',
    refundId: 'refund-1',
    number: 'NC1',
    prefix: 'NC',
    consecutive: 1,
    createdAt: at(5),
  }),
];

const harness = () => {
  const invoices = memoryInvoices(documents);
  const audited: AuditEntry[] = [];
  const use = operatorInvoices({
    invoices,
    pdfOf: async (i) => (i.state === 'accepted' ? PDF : null),
    numbering: async () => ({
      numbering: TEST_NUMBERING,
      usage: { used: 4, last: 990000004, waiting: 1 },
      warnings: [],
      avisos: [],
    }),
    orderIdOf: async (number) => (number === 'FO-2026-000101' ? 'order-101' : null),
    clock: { now: () => NOW },
    audit: { record: async (e) => void audited.push(e), latest: async () => [] },
  });
  return { use, audited, invoices };
};

const numbers = (r: { ok: boolean; value?: readonly { number: string | null; id: string }[] }) =>
  r.ok ? (r.value ?? []).map((i) => i.number ?? i.id) : r;

describe('the operators’ invoices', () => {
  it('lists the documents newest first, of some states, with their state and kind in Spanish', async () => {
    const { use } = harness();
    const all = await use.listInvoices(anActor('support'), { limit: 50 });
    expect(numbers(all)).toEqual(['NC1', 'inv-5', 'SETP990000004', 'SETP990000003', 'SETP990000002', 'SETP990000001']);
    const refused = await use.listInvoices(anActor('support'), { states: ['refused'], limit: 50 });
    expect(refused.ok && refused.value).toEqual([
      expect.objectContaining({
        number: 'SETP990000002',
        stateLabel: 'Rechazada por la DIAN',
        kindLabel: 'Factura',
        flagged: true,
        rules: [FAD06],
      }),
    ]);
  });

  it('lists as failed the refused, the waiting for a range and the pending after three failed attempts', async () => {
    const { use } = harness();
    const failed = await use.listInvoices(anActor('manager'), { failed: true, limit: 50 });
    expect(numbers(failed)).toEqual(['inv-5', 'SETP990000004', 'SETP990000002']);
    const limited = await use.listInvoices(anActor('manager'), { failed: true, limit: 2 });
    expect(numbers(limited)).toEqual(['inv-5', 'SETP990000004']);
    const onlyPending = await use.listInvoices(anActor('manager'), { failed: true, states: ['pending'], limit: 50 });
    expect(numbers(onlyPending)).toEqual(['SETP990000004']);
  });

  it('shows a document by its id or its number in any case, and an order’s documents oldest first', async () => {
    const { use } = harness();
    const byNumber = await use.showInvoice(anActor('support'), ' setp990000002 ');
    expect(byNumber.ok && byNumber.value.id).toBe('inv-2');
    const byId = await use.showInvoice(anActor('support'), 'nc-1');
    expect(byId.ok && byId.value.kindLabel).toBe('Nota crédito');
    expect(await use.showInvoice(anActor('support'), 'SETP1')).toEqual({
      ok: false,
      error: { kind: 'invoice-not-found', message: 'No invoice SETP1.' },
    });
    const ofOrder = await use.orderInvoices(anActor('support'), 'fo-2026-000101');
    expect(numbers(ofOrder)).toEqual(['SETP990000001', 'SETP990000003', 'SETP990000004', 'inv-5', 'NC1']);
    const unknown = await use.orderInvoices(anActor('support'), 'FO-2026-000999');
    expect(!unknown.ok && unknown.error.kind).toBe('order-not-found');
  });

  it('retries a refused document, audited with its state before and after; an accepted one is not retried', async () => {
    const { use, audited } = harness();
    const retried = await use.retryInvoice(anActor('manager', 'Laura <laura@fornido.co>'), 'SETP990000002');
    expect(retried.ok && retried.value).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: NOW });
    expect(audited).toEqual([
      {
        at: NOW,
        operatorId: 'operador-manager',
        actor: 'Laura <laura@fornido.co>',
        action: 'invoice.retried',
        subject: 'SETP990000002',
        before: { state: 'refused', attempts: 1, rules: ['FAD06'] },
        after: { state: 'pending', attempts: 0, nextAttemptAt: NOW },
      },
    ]);
    const done = await use.retryInvoice(anActor('owner'), 'SETP990000001');
    expect(!done.ok && done.error.kind).toBe('invoice-not-retryable');
    expect(audited).toHaveLength(1);
  });

  it('gives the PDF of an accepted document under its number, and refuses one not accepted yet', async () => {
    const { use } = harness();
    expect(await use.invoicePdf(anActor('support'), 'SETP990000001')).toEqual({
      ok: true,
      value: { filename: 'SETP990000001.pdf', bytes: PDF },
    });
    const pending = await use.invoicePdf(anActor('support'), 'SETP990000003');
    expect(!pending.ok && pending.error).toEqual({
      kind: 'invoice-not-accepted',
      message: 'Invoice SETP990000003 is not accepted yet: it has no PDF.',
    });
  });

  it('answers the numbering with the consecutives left', async () => {
    const { use } = harness();
    const shown = await use.invoiceNumbering(anActor('support'));
    expect(shown.ok && shown.value).toMatchObject({ numbering: TEST_NUMBERING, left: 995000000 - 990000004 });
  });

  it('lets the warehouse read nothing, and support retry nothing', async () => {
    const { use } = harness();
    const warehouse = anActor('warehouse');
    for (const refused of [
      await use.listInvoices(warehouse, { limit: 10 }),
      await use.showInvoice(warehouse, 'inv-1'),
      await use.orderInvoices(warehouse, 'FO-2026-000101'),
      await use.invoicePdf(warehouse, 'inv-1'),
      await use.invoiceNumbering(warehouse),
      await use.retryInvoice(anActor('support'), 'inv-2'),
    ])
      expect(!refused.ok && refused.error.kind).toBe('forbidden');
  });
});
