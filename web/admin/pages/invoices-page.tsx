import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { InvoiceState } from '../../../core/invoicing/invoice';
import type { InvoiceView, NumberingView } from '../../../core/invoicing/operator-invoices';
import { formatPesos } from '../../../core/shared/format';
import { invoicesApi } from '../api';
import { Button, FormError, StateFilter, Table } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';
import { useSession } from '../session';
import { InvoicePdfLink, InvoiceRules, invoiceName } from './order-invoices';

/** A filter of the list: a state, or the documents with problems. */
type Filter = InvoiceState | 'failed';

const FILTERS: readonly { readonly state: Filter | null; readonly label: string }[] = [
  { state: 'failed', label: 'Con problemas' },
  { state: 'pending', label: 'Enviándose' },
  { state: 'accepted', label: 'Aceptadas' },
  { state: 'refused', label: 'Rechazadas' },
  { state: 'waiting-range', label: 'Sin numeración' },
  { state: null, label: 'Todas' },
];

const queryOf = (filter: Filter | null) =>
  filter === 'failed' ? { failed: '1' as const } : filter ? { states: filter } : {};

/** The numbering's warnings (under 10 % of the range or 30 days of validity left), when there are any. */
export function NumberingBanner({ numbering }: { numbering: AsJson<NumberingView> | null }) {
  if (!numbering || numbering.avisos.length === 0) return null;
  return (
    <div role="status" className="flex flex-col gap-1 rounded-md border-l-4 border-warn bg-white p-3">
      <p className="font-semibold">Numeración de facturas</p>
      {numbering.avisos.map((a) => (
        <p key={a}>{a}</p>
      ))}
    </div>
  );
}

/** One document's row: number, order, kind, total, state with the DIAN's rules, PDF, and its retry. */
export function InvoiceRow({ invoice, retry }: { invoice: AsJson<InvoiceView>; retry: (() => void) | null }) {
  const retryable = invoice.state === 'refused' || invoice.state === 'pending';
  return (
    <tr className="border-b border-line align-top">
      <td className="p-3 font-semibold">{invoice.number ?? 'Sin número'}</td>
      <td className="p-3">
        <Link href={`/pedidos/${invoice.orderNumber}/`} className="underline">
          {invoice.orderNumber}
        </Link>
      </td>
      <td className="p-3">{invoice.kindLabel}</td>
      <td className="p-3 tabular-nums">{formatPesos(invoice.payable)}</td>
      <td className="p-3">
        {invoice.stateLabel}
        {invoice.state === 'pending' && invoice.attempts > 0 && ` (${invoice.attempts} intentos)`}
        <InvoiceRules invoice={invoice} />
      </td>
      <td className="p-3">{shortDate(invoice.createdAt)}</td>
      <td className="p-3">
        <InvoicePdfLink invoice={invoice} />
        {retry && retryable && (
          <Button type="button" kind="quiet" onClick={retry} aria-label={`Reintentar ${invoiceName(invoice)}`}>
            Reintentar
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Facturas: the electronic invoices and credit notes with their DIAN state, those with problems first, retried from
 * here by owners and managers; the numbering's warnings on top. */
export function InvoicesPage() {
  const { can } = useSession();
  const [filter, setFilter] = useState<Filter | null>('failed');
  const [documents, setDocuments] = useState<AsJson<readonly InvoiceView[]> | null>(null);
  const [numbering, setNumbering] = useState<AsJson<NumberingView> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reload = () =>
    void invoicesApi
      .listInvoices(queryOf(filter))
      .then((r) => (r.ok ? setDocuments(r.value) : setError(r.error.message)));
  useEffect(reload, [filter]);
  useEffect(() => void invoicesApi.invoiceNumbering().then((r) => r.ok && setNumbering(r.value)), []);
  const retry = async (invoice: AsJson<InvoiceView>) => {
    const result = await invoicesApi.retryInvoice({ id: invoice.id });
    if (!result.ok) return setError(result.error.message);
    setError(null);
    setDone(`${invoiceName(invoice)} se enviará de nuevo a la DIAN.`);
    reload();
  };
  return (
    <ConsolePage title="Facturas">
      <NumberingBanner numbering={numbering} />
      <FormError message={error} />
      {done && (
        <p role="status" className="rounded-md border border-ok p-3 text-sm">
          {done}
        </p>
      )}
      <StateFilter label="Estado de las facturas" choices={FILTERS} current={filter} choose={setFilter} />
      {documents && documents.length === 0 && <p className="text-muted">No hay facturas en esta lista.</p>}
      {documents && documents.length > 0 && (
        <Table
          caption="Facturas y notas crédito"
          hidden
          columns={['Número', 'Pedido', 'Tipo', 'Total', 'Estado', 'Creada', '']}
        >
          {documents.map((i) => (
            <InvoiceRow key={i.id} invoice={i} retry={can('invoices.retry') ? () => void retry(i) : null} />
          ))}
        </Table>
      )}
    </ConsolePage>
  );
}
