import { documentNumber } from '../../core/invoicing/draft-totals';
import type { Invoice, InvoiceKind, InvoiceNumbering } from '../../core/invoicing/invoice';
import type { InvoiceOutcome, InvoiceStore, PreparedDocument } from '../../core/invoicing/ports';
import { bogotaDateOf } from '../../core/shared/bogota-time';
import { toDayNumber } from '../../core/shared/calendar-date';

type Kept = { prepared: PreparedDocument | null; response: string | null };

/** The InvoiceStore in memory, with the SQL store's rules (one invoice per order, one credit note per refund, numbers
 * consecutive per prefix and resolution, a claim hidden until its lease ends). Each method does its work without
 * awaiting in between, so concurrent calls behave as the SQL store's transactions. */
export const inMemoryInvoices = (): InvoiceStore & { readonly all: () => readonly Invoice[] } => {
  const docs = new Map<string, Invoice>();
  const kept = new Map<string, Kept>();
  const last = new Map<string, number>();
  const put = (id: string, change: Partial<Invoice>): Invoice => {
    const next = { ...docs.get(id)!, ...change };
    docs.set(id, next);
    return next;
  };
  const take = (kind: InvoiceKind, n: InvoiceNumbering, at: Date) => {
    const day = toDayNumber(bogotaDateOf(at));
    const valid = day >= toDayNumber(n.validFrom) && day <= toDayNumber(n.validTo);
    if (kind === 'invoice' && !valid) return null;
    const [prefix, key, from, to] =
      kind === 'invoice'
        ? [n.prefix, `${n.prefix}/${n.resolution}`, n.from, n.to]
        : [n.creditNotePrefix, `${n.creditNotePrefix}/`, 1, Number.MAX_SAFE_INTEGER];
    if (!last.has(key)) {
      const used = [...docs.values()].filter(
        (d) => d.prefix === prefix && d.consecutive! >= from && d.consecutive! <= to,
      );
      last.set(key, Math.max(from - 1, ...used.map((d) => d.consecutive!)));
    }
    const next = last.get(key)! + 1;
    if (next > to) return null;
    last.set(key, next);
    return { prefix, consecutive: next, number: documentNumber(prefix, next), issuedAt: at };
  };
  const number = (id: string, n: InvoiceNumbering, at: Date): Invoice | null => {
    const taken = take(docs.get(id)!.kind, n, at);
    return taken ? put(id, { ...taken, state: 'pending', nextAttemptAt: at }) : null;
  };
  const sorted = () => [...docs.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const settlement = (o: InvoiceOutcome): Partial<Invoice> => {
    if (o.kind === 'accepted') return { state: 'accepted', acceptedAt: o.at, nextAttemptAt: null, lastError: null };
    if (o.kind === 'refused')
      return {
        state: 'refused',
        rules: o.rules,
        nextAttemptAt: null,
        lastError: o.rules.map((r) => r.code).join('; '),
      };
    return { lastError: o.error, nextAttemptAt: o.retryAt };
  };
  return {
    all: sorted,
    record: async (doc, n, at) => {
      const before = [...docs.values()].find((d) =>
        doc.kind === 'invoice' ? d.kind === 'invoice' && d.orderId === doc.orderId : d.refundId === doc.refundId,
      );
      if (before) return before;
      docs.set(doc.id, {
        ...doc,
        state: 'waiting-range',
        prefix: null,
        consecutive: null,
        number: null,
        issuedAt: null,
        code: null,
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        rules: [],
        acceptedAt: null,
        mailedAt: null,
        createdAt: at,
      });
      kept.set(doc.id, { prepared: null, response: null });
      return number(doc.id, n, at) ?? docs.get(doc.id)!;
    },
    find: async (id) => docs.get(id) ?? null,
    findByNumber: async (n) => [...docs.values()].find((d) => d.number === n.trim().toUpperCase()) ?? null,
    forOrder: async (orderId) => sorted().filter((d) => d.orderId === orderId),
    list: async ({ states, limit }) =>
      sorted()
        .reverse()
        .filter((d) => !states || states.includes(d.state))
        .slice(0, limit),
    claimDue: async (now, leaseUntil, limit) =>
      [...docs.values()]
        .filter((d) => d.state === 'pending' && d.nextAttemptAt!.getTime() <= now.getTime())
        .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime())
        .slice(0, limit)
        .map((d) => put(d.id, { nextAttemptAt: leaseUntil })),
    keepPrepared: async (id, document) => {
      const k = kept.get(id)!;
      if (!k.prepared) {
        kept.set(id, { ...k, prepared: document });
        put(id, { code: document.code });
      }
      return kept.get(id)!.prepared!;
    },
    documents: async (id) => kept.get(id) ?? null,
    settle: async (id, outcome) => {
      const d = docs.get(id);
      if (d?.state !== 'pending') return false;
      put(id, { ...settlement(outcome), attempts: d.attempts + 1 });
      if (outcome.kind !== 'failed') kept.set(id, { ...kept.get(id)!, response: outcome.response });
      return true;
    },
    markMailed: async (id, at) => {
      put(id, { mailedAt: at });
    },
    retry: async (id, now) => {
      const d = docs.get(id);
      if (d?.state !== 'refused' && d?.state !== 'pending') return null;
      if (d.state === 'refused') kept.set(id, { prepared: null, response: null });
      return put(id, {
        state: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        rules: [],
        ...(d.state === 'refused' && { code: null }),
      });
    },
    numberWaiting: async (n, at) => {
      const numbered: Invoice[] = [];
      for (const d of sorted().filter((x) => x.state === 'waiting-range')) {
        const done = number(d.id, n, at);
        if (!done) break;
        numbered.push(done);
      }
      return numbered;
    },
    usage: async (n) => {
      const used = [...docs.values()].filter(
        (d) => d.prefix === n.prefix && d.consecutive! >= n.from && d.consecutive! <= n.to,
      );
      return {
        used: used.length,
        last: used.length === 0 ? null : Math.max(...used.map((d) => d.consecutive!)),
        waiting: [...docs.values()].filter((d) => d.state === 'waiting-range').length,
      };
    },
  };
};
