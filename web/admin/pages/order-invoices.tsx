import { useEffect, useState } from 'react';
import type { AsJson } from '../../../contract/endpoint';
import type { InvoiceView } from '../../../core/invoicing/operator-invoices';
import { formatPesos } from '../../../core/shared/format';
import { invoicesApi } from '../api';
import { FormError } from '../controls';
import { Section } from './order-sections';

/** Where the console downloads a document's PDF (the operators' API, with the console's cookie). */
export const invoicePdfHref = (i: AsJson<InvoiceView>) => `/api/admin/v1/invoices/${encodeURIComponent(i.id)}/pdf`;

/** A document's name: its kind and number, or that it waits for one. */
export const invoiceName = (i: AsJson<InvoiceView>) => `${i.kindLabel} ${i.number ?? '(sin número todavía)'}`;

/** The rules the DIAN refused a document by, in its own words. */
export function InvoiceRules({ invoice }: { invoice: AsJson<InvoiceView> }) {
  if (invoice.rules.length === 0) return null;
  return (
    <ul aria-label={`Reglas de la DIAN incumplidas por ${invoiceName(invoice)}`} className="mt-1 flex flex-col gap-1">
      {invoice.rules.map((r) => (
        <li key={r.code} className="rounded-md border-l-4 border-warn pl-2">
          <span className="font-semibold">{r.code}</span>: {r.message}
        </li>
      ))}
    </ul>
  );
}

/** The PDF link of an accepted document. */
export function InvoicePdfLink({ invoice }: { invoice: AsJson<InvoiceView> }) {
  if (invoice.state !== 'accepted') return null;
  return (
    <a href={invoicePdfHref(invoice)} download className="font-semibold underline">
      PDF de {invoice.number}
    </a>
  );
}

/** Facturación: the order's invoice and credit notes, with their DIAN state and PDF. */
export function OrderInvoiceList({ documents }: { documents: AsJson<readonly InvoiceView[]> }) {
  return (
    <Section id="facturacion" title="Facturación">
      {documents.length === 0 ? (
        <p className="text-sm text-muted">Este pedido todavía no tiene factura electrónica.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {documents.map((i) => (
            <li key={i.id}>
              <span className="font-semibold">{invoiceName(i)}</span> · {formatPesos(i.payable)} · {i.stateLabel}{' '}
              <InvoicePdfLink invoice={i} />
              <InvoiceRules invoice={i} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The order's documents, read when the page opens. */
export function OrderInvoices({ number }: { number: string }) {
  const [documents, setDocuments] = useState<AsJson<readonly InvoiceView[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void invoicesApi.orderInvoices({ number }).then((r) => (r.ok ? setDocuments(r.value) : setError(r.error.message)));
  }, [number]);
  if (error) return <FormError message={error} />;
  return documents ? <OrderInvoiceList documents={documents} /> : null;
}
