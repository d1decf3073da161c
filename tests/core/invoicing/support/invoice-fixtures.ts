import type { Invoice, InvoiceNumbering } from '../../../../core/invoicing/invoice';
import type { InvoiceStore } from '../../../../core/invoicing/ports';
import { parseCalendarDate } from '../../../../core/shared/calendar-date';
import { pesos } from '../../../../core/shared/money';

const day = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

/** The DIAN's habilitación numbering. */
export const TEST_NUMBERING: InvoiceNumbering = {
  resolution: '18760000001',
  prefix: 'SETP',
  from: 990000000,
  to: 995000000,
  validFrom: day('2019-01-19'),
  validTo: day('2030-01-19'),
  creditNotePrefix: 'NC',
};

/** An accepted invoice of order FO-2026-000101, numbered SETP990000001; `over` changes any field. */
export const anInvoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 'inv-1',
  kind: 'invoice',
  orderId: 'order-101',
  orderNumber: 'FO-2026-000101',
  refundId: null,
  state: 'accepted',
  prefix: 'SETP',
  consecutive: 990000001,
  number: 'SETP990000001',
  issuedAt: new Date('2026-11-20T15:00:00Z'),
  code: 'c'.repeat(96),
  payable: pesos(129900),
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  rules: [],
  acceptedAt: new Date('2026-11-20T15:00:05Z'),
  mailedAt: null,
  createdAt: new Date('2026-11-20T15:00:00Z'),
  ...over,
});

/**
 * The documents given, kept in memory for the operators' and shoppers' use cases: read them as the SQL store does
 * (newest first, an order's oldest first), retry a refused or pending one. What only the sender and the numbering use
 * is not needed here and throws.
 */
export const memoryInvoices = (
  given: readonly Invoice[],
): InvoiceStore & { readonly all: () => readonly Invoice[]; readonly put: (invoice: Invoice) => void } => {
  const kept = new Map(given.map((i) => [i.id, i]));
  const byTime = (a: Invoice, b: Invoice) => a.createdAt.getTime() - b.createdAt.getTime();
  const unused = () => Promise.reject(new Error('not used by the operators’ use cases'));
  return {
    all: () => [...kept.values()],
    put: (invoice) => void kept.set(invoice.id, invoice),
    record: unused,
    find: async (id) => kept.get(id) ?? null,
    findByNumber: async (number) => [...kept.values()].find((i) => i.number === number) ?? null,
    forOrder: async (orderId) => [...kept.values()].filter((i) => i.orderId === orderId).sort(byTime),
    list: async ({ states, limit }) =>
      [...kept.values()]
        .filter((i) => !states || states.includes(i.state))
        .sort((a, b) => byTime(b, a))
        .slice(0, limit),
    claimDue: unused,
    keepPrepared: unused,
    documents: unused,
    settle: unused,
    markMailed: unused,
    retry: async (id, now) => {
      const found = kept.get(id);
      if (!found || (found.state !== 'refused' && found.state !== 'pending')) return null;
      const retried: Invoice = { ...found, state: 'pending', attempts: 0, nextAttemptAt: now, rules: [] };
      kept.set(id, retried);
      return retried;
    },
    numberWaiting: unused,
    usage: async () => ({
      used: [...kept.values()].filter((i) => i.kind === 'invoice' && i.number).length,
      last: Math.max(...[...kept.values()].map((i) => (i.kind === 'invoice' ? (i.consecutive ?? 0) : 0))) || null,
      waiting: [...kept.values()].filter((i) => i.state === 'waiting-range').length,
    }),
  };
};
