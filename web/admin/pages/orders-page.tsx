import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { OrderRow } from '../../../core/orders/console-orders';
import { formatPesos } from '../../../core/shared/format';
import { adminOrderEndpoints } from '../../../contract/admin-orders';
import { httpAsk } from '../../lib/http-api';
import type { ConsoleOrderFilters } from '../../../core/orders/console-orders';
import { ORDER_STATES } from '../../../core/orders/order-state';
import { PAYMENT_METHOD_TEXT, PAYMENT_METHODS } from '../../../core/payments/methods';
import { Button, Field, filledFields, FormError, SelectField } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';
import { STATE_LABELS } from '../order-states';

export const ordersApi = httpAsk(adminOrderEndpoints);

const ANY = ['', 'Todos'] as const;
const STATE_CHOICES = [ANY, ...ORDER_STATES.map((s) => [s, STATE_LABELS.get(s) ?? s] as const)];
const METHOD_CHOICES = [ANY, ...PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_TEXT[m].label] as const)];
const FILTERS = ['search', 'state', 'method', 'from', 'to', 'city'] as const;

/** The filters a form filled in: the empty ones left out. */
const filtersOf = (form: HTMLFormElement): ConsoleOrderFilters => filledFields(form, FILTERS);

/** The orders: searched by number, e-mail, document or phone, filtered by state, payment method, days and city;
 * newest first. */
export function OrdersPage() {
  const [rows, setRows] = useState<AsJson<readonly OrderRow[]>>([]);
  const [error, setError] = useState<string | null>(null);
  const [filters, setFilters] = useState<ConsoleOrderFilters>({});
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    void ordersApi
      .listOrders(filters)
      .then((r) =>
        r.ok
          ? (setRows(r.value), setError(null), setFieldErrors({}))
          : (setError(r.error.message), setFieldErrors('fields' in r.error ? r.error.fields : {})),
      );
  }, [filters]);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(filtersOf(event.currentTarget));
  };
  return (
    <ConsolePage title="Pedidos">
      <form role="search" onSubmit={search} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <div className="grow">
            <Field label="Buscar pedido" name="search" placeholder="Número, correo, documento o celular" />
          </div>
          <Button type="submit">Buscar</Button>
        </div>
        <details>
          <summary className="cursor-pointer font-semibold">Filtros</summary>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5">
            <SelectField label="Estado" name="state" options={STATE_CHOICES} />
            <SelectField label="Medio de pago" name="method" options={METHOD_CHOICES} />
            <Field label="Desde" name="from" type="date" error={fieldErrors.from} />
            <Field label="Hasta" name="to" type="date" error={fieldErrors.to} />
            <Field label="Municipio" name="city" placeholder="Nombre o código DANE" error={fieldErrors.city} />
          </div>
        </details>
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
                  {o.buyer} · {o.city} · {shortDate(o.placedAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
