import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { documentDraft } from '../core/invoicing/document-draft';
import type { InvoiceNumbering } from '../core/invoicing/invoice';
import { invoicingSubscriber } from '../core/invoicing/invoicing-subscriber';
import { checkNumbering } from '../core/invoicing/numbering-health';
import type { InvoiceIssuer } from '../core/invoicing/ports';
import { numberWaitingInvoices, sendDueInvoices } from '../core/invoicing/send-invoices';
import type { Config } from './config';
import { buildDian } from './dian/build';
import type { Database } from './persistence/db';
import { invoiceFiles } from './invoicing/invoice-files';
import { sqlInvoiceStore } from './persistence/invoice-store';
import { T } from './tokens';

/** What invoicing runs with when it is on: the tax authority's issuer (the DIAN or its sandbox) and the numbering of
 * its resolution. Null: invoicing is done elsewhere (INVOICING=off), no document is recorded. */
export type InvoicingSetup = { readonly issuer: InvoiceIssuer; readonly numbering: InvoiceNumbering };

/** The setup DIAN_* gives (config.invoicing): the DIAN's service, or its local sandbox (mounted by the server outside
 * production, as `T.invoicingSandbox`), or none with INVOICING=off. */
const configuredSetup = (c: Container, config: Config): InvoicingSetup | null => {
  const { issuer, sandbox } = buildDian(config.invoicing, {
    selfUrl: config.selfUrl,
    dataDir: config.dataDir,
    clock: c.get(T.clock),
    logger: c.get(T.logger),
  });
  c.bind(T.invoicingSandbox).toConstantValue(sandbox);
  const context = config.invoicing.context;
  return issuer && context ? { issuer, numbering: context.numbering } : null;
};

/** Electronic invoicing (issue 35): the SQL store of documents, always (operators read what was issued), and, with a
 * setup (a test's own, else the configured one), its use cases; the event subscribers (container-events.ts) include
 * its subscriber only then. */
export const bindInvoicing = (c: Container, config: Config, database: Database, override?: InvoicingSetup | null) => {
  if (override !== undefined) c.bind(T.invoicingSandbox).toConstantValue(null);
  const setup = override === undefined ? configuredSetup(c, config) : override;
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
      const draftOf = documentDraft(deps);
      return {
        ...setup,
        files: invoiceFiles({
          ...setup,
          invoices: deps.invoices,
          draftOf,
          company: config.company,
          storeUrl: config.publicUrl,
        }),
        invoicingSubscriber: invoicingSubscriber(deps),
        sendDueInvoices: sendDueInvoices(deps),
        numberWaitingInvoices: numberWaitingInvoices(deps),
        checkNumbering: checkNumbering(deps),
        documentDraft: draftOf,
      };
    })
    .inSingletonScope();
};
