import type { Container } from 'inversify';
import { operatorInvoices, type OperatorInvoicesDeps } from '../core/invoicing/operator-invoices';
import { shopperInvoiceUses } from '../core/invoicing/shopper-invoices';
import { T } from './tokens';

/** What operators and shoppers do with the documents kept in T.invoiceStore (bound by bindInvoicing): `pdfOf` draws an
 * accepted document's PDF, `numbering` reads the configured range with its usage and warnings. */
export const bindInvoiceOps = (c: Container, deps: Pick<OperatorInvoicesDeps, 'pdfOf' | 'numbering'>) => {
  c.bind(T.operatorInvoices)
    .toDynamicValue((x) => {
      const orders = x.get(T.orderStore);
      return operatorInvoices({
        ...deps,
        invoices: x.get(T.invoiceStore),
        orderIdOf: async (number) => (await orders.findByNumber(number))?.id ?? null,
        clock: x.get(T.clock),
        audit: x.get(T.operatorAudit),
      });
    })
    .inSingletonScope();
  c.bind(T.shopperInvoices)
    .toDynamicValue((x) => shopperInvoiceUses({ invoices: x.get(T.invoiceStore), pdfOf: deps.pdfOf }))
    .inSingletonScope();
};
