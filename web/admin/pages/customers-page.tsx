import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { CustomerAccount } from '../../../core/customer-care/customer-record';
import { adminCustomerEndpoints } from '../../../contract/admin-customers';
import { httpAsk } from '../../lib/http-api';
import { Button, Field, fieldsOf, FormError } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';

export const customersApi = httpAsk(adminCustomerEndpoints);

/** A customer's page in the console, by their e-mail (unique). */
export const customerHref = (email: string) => `/clientes/${encodeURIComponent(email)}/`;

/** The customers: found by name, e-mail, document or phone, newest account first. */
export function CustomersPage() {
  const [rows, setRows] = useState<AsJson<readonly CustomerAccount[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { search: text = '' } = fieldsOf(event.currentTarget);
    const found = await customersApi.listCustomers({ search: text });
    setError(found.ok ? null : found.error.message);
    setRows(found.ok ? found.value : null);
  };
  return (
    <ConsolePage title="Clientes">
      <form role="search" onSubmit={(e) => void search(e)} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="grow">
          <Field label="Buscar cliente" name="search" placeholder="Nombre, correo, documento o celular" />
        </div>
        <Button type="submit">Buscar</Button>
      </form>
      <FormError message={error} />
      {rows === null ? (
        <p className="text-muted">Busca a un cliente por su nombre, correo, documento o celular.</p>
      ) : rows.length === 0 ? (
        <p className="text-muted">Ningún cliente coincide. Prueba con su correo completo o su documento.</p>
      ) : (
        <ul aria-label="Clientes encontrados" className="flex flex-col divide-y divide-line rounded-md bg-white">
          {rows.map((c) => (
            <li key={c.id}>
              <Link href={customerHref(c.email)} className="flex flex-wrap gap-x-3 gap-y-1 p-3">
                <strong>{c.name}</strong>
                <span>{c.email}</span>
                <span className="w-full text-sm text-muted">
                  {c.documentType ? `${c.documentType} ${c.documentNumber}` : 'Sin documento'} ·{' '}
                  {c.phone ?? 'sin celular'} · cliente desde {shortDate(c.since)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
