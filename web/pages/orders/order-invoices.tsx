import type { OrderView } from '../../../contract/checkout';

/** The order's electronic invoice and credit notes the DIAN accepted, each a PDF to download (the same files its mail
 * carries). Nothing while none is accepted yet. */
export function OrderInvoices({ order }: { order: OrderView }) {
  if (order.invoices.length === 0) return null;
  return (
    <section aria-labelledby="facturas-titulo" className="rounded-xl border border-line p-4">
      <h2 id="facturas-titulo" className="text-lg font-bold">
        Facturación electrónica
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {order.invoices.map((invoice) => (
          <li key={invoice.number}>
            <a href={invoice.href} download className="font-semibold text-brand underline underline-offset-2">
              {invoice.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
