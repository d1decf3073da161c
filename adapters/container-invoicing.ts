import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { documentDraft } from '../core/invoicing/document-draft';
import type { InvoiceNumbering } from '../core/invoicing/invoice';
import { invoicingSubscriber } from '../core/invoicing/invoicing-subscriber';
import { checkNumbering } from '../core/invoicing/numbering-health';
import type { InvoiceIssuer } from '../core/invoicing/ports';
import { numberWaitingInvoices, sendDueInvoices } from '../core/invoicing/send-invoices';
import type { Logger } from '../core/shared/ports';
import type { Database } from './persistence/db';
import { sqlInvoiceStore } from './persistence/invoice-store';
import { T } from './tokens';

/** What invoicing runs with when it is on: the tax authority's issuer (the DIAN or its sandbox) and the numbering of
 * its resolution. Null: invoicing is done elsewhere (INVOICING=off), no document is recorded. */
export type InvoicingSetup = { readonly issuer: InvoiceIssuer; readonly numbering: InvoiceNumbering };

/** Electronic invoicing (issue 35): the SQL store of documents, always (operators read what was issued), and, with a
 * setup, its use cases; the event subscribers (container-events.ts) include its subscriber only then. */
export const bindInvoicing = (c: Container, database: Database, setup: InvoicingSetup | null) => {
  c.bind(T.invoiceStore)
    .toDynamicValue(() => sqlInvoiceStore(database.db))
    .inSingletonScope();
  c.bind(T.invoicing)
    .toDynamicValue((x) => {
      if (!setup) return null;
      const deps = {
        ...setup,
        invoices: x.get(T.invoiceStore),
        orders: x.get(T.orderStore),
        returns: x.get(T.returnStore),
        clock: x.get(T.clock),
        logger: x.get(T.logger),
        ids: { newId: () => randomUUID() },
      };
      return {
        ...setup,
        invoicingSubscriber: invoicingSubscriber(deps),
        sendDueInvoices: sendDueInvoices(deps),
        numberWaitingInvoices: numberWaitingInvoices(deps),
        checkNumbering: checkNumbering(deps),
        documentDraft: documentDraft(deps),
      };
    })
    .inSingletonScope();
};

/**
 * The invoice sender as a job for the server's timer (server/repeating-job.ts' startRepeating), or null when invoicing
 * is off: its first run numbers the documents that waited for a range (a new one may have been configured), then each
 * run sends the due documents and logs what happened.
 */
export const invoiceSenderJob = (c: Container, logger: Logger): (() => Promise<void>) | null => {
  const invoicing = c.get(T.invoicing);
  if (!invoicing) return null;
  let started = false;
  return async () => {
    if (!started) {
      const numbered = await invoicing.numberWaitingInvoices();
      started = true;
      if (numbered.length > 0)
        logger.info({ documents: numbered.length }, 'numbered documents that waited for a range');
    }
    const report = await invoicing.sendDueInvoices();
    if (report.accepted + report.refused + report.failed > 0) logger.info({ ...report }, 'sent invoices to the DIAN');
  };
};
