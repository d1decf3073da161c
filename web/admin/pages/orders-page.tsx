import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { OrderRow } from '../../../core/orders/console-orders';
import { formatPesos } from '../../../core/shared/format';
import { adminOrderEndpoints } from '../../../contract/admin-orders';
import { httpAsk } from '../../lib/http-api';
import { Button, Field, fieldsOf, FormError } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';
import { STATE_LABELS } from '../order-states';

export const ordersApi = httpAsk(adminOrderEndpoints);

/** The orders: searched by number, e-mail, document or phone; "por preparar" (paid and confirmed) first. */
export function OrdersPage() {
  const [rows, setRows] = useState<readonly OrderRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [filters, setFilters] = useState<{ search?: string }>({});
  useEffect(() => {
    void ordersApi
      .listOrders(filters)
      .then((r) => (r.ok ? (setRows(r.value), setError(null)) : setError(r.error.message)));
  }, [filters]);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { search: text = '' } = fieldsOf(event.currentTarget);
    setFilters(text.trim() ? { search: text } : {});
  };
  return (
    <ConsolePage title="Pedidos">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="grow">
          <Field label="Buscar pedido" name="search" placeholder="Número, correo, documento o celular" />
        </div>
        <Button type="submit">Buscar</Button>
      </form>
      <FormError message={error} />
      {rows.length === 0 ? (
        <p className="text-muted">No hay pedidos que coincidan.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md bg-white">
          {rows.map((o) => (
            <li key={o.number}>
              <Link href={`/pedidos/${o.number}/`} className="flex flex-wrap gap-x-3 gap-y-1 p-3">
                <strong>{o.number}</strong>
                <span>{STATE_LABELS.get(o.state)}</span>
                <span className="tabular-nums">{formatPesos(o.total)}</span>
                <span className="w-full text-sm text-muted">
                  {o.buyer} · {o.city} · {shortDate(String(o.placedAt))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
