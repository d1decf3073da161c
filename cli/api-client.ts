import { adminCatalogueEndpoints } from '../contract/admin-catalogue';
import { adminCustomerEndpoints } from '../contract/admin-customers';
import { adminLeadEndpoints } from '../contract/admin-leads';
import { adminReportEndpoints } from '../contract/admin-reports';
import { adminOperatorEndpoints } from '../contract/admin-operators';
import { adminOrderEndpoints } from '../contract/admin-orders';
import { adminOperationEndpoints } from '../contract/admin-operations';
import { adminPaymentEndpoints } from '../contract/admin-payments';
import { adminReturnEndpoints } from '../contract/admin-returns';
import { adminInvoiceEndpoints } from '../contract/admin-invoices';
import type { Api } from '../contract/api';
import { queryOf, requestOf, sendsQuery, type AnyEndpoint, type EndpointTable } from '../contract/endpoint';
import type { ErrorBody } from '../contract/errors';
import { RequestError } from '../contract/request-error';
import type { StoreApiReach } from './reach';

// An instant as Date.toJSON writes it: the use cases' Dates come back as Dates, so a command prints the same whichever
// way its data came.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const revive = (_key: string, value: unknown) =>
  typeof value === 'string' && INSTANT.test(value) ? new Date(value) : value;

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text, revive) as unknown;
  } catch {
    return null;
  }
};

/** The refusal in an answer's body, or, when the answer is not one (a proxy's page), a failure with its status. */
const errorOf = (body: unknown, status: number): ErrorBody => {
  const error = (body as { error?: Partial<ErrorBody> } | null)?.error;
  return typeof error?.kind === 'string' && typeof error.message === 'string'
    ? (error as ErrorBody)
    : { kind: 'internal', message: `HTTP ${status}` };
};

/** One call of an endpoint at the store: its answer, or a RequestError with the status and the refusal's body. */
const call = async (reach: StoreApiReach, e: AnyEndpoint, arg: unknown): Promise<unknown> => {
  const { path, rest } = requestOf(e, arg);
  const query = sendsQuery(e);
  let res: Response;
  try {
    res = await fetch(`${reach.url}${path}${query ? queryOf(rest) : ''}`, {
      method: e.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${reach.token}`,
        ...(query ? {} : { 'Content-Type': 'application/json' }),
      },
      body: query ? undefined : JSON.stringify(rest),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    throw new Error(`Could not reach the store at ${reach.url} (${cause}): is it running?`, { cause: error });
  }
  if (res.status === 204) return undefined;
  if (res.ok && e.produces === 'application/pdf') return pdfOf(res);
  const body = readJson(await res.text());
  if (res.ok && body !== null) return body;
  throw new RequestError(res.status, errorOf(body, res.status));
};

/** A PDF answered: its bytes, under the name its Content-Disposition gives. */
const pdfOf = async (res: Response) => ({
  filename: /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'documento.pdf',
  bytes: new Uint8Array(await res.arrayBuffer()),
});

const calls = <T extends EndpointTable>(reach: StoreApiReach, table: T): Api<T> =>
  Object.fromEntries(
    Object.entries(table).map(([name, e]) => [name, (arg?: unknown) => call(reach, e, arg)]),
  ) as unknown as Api<T>;

/** The operators' API of a running store as `fornido` calls it, one typed call per endpoint of the contract's tables
 * (their paths and methods), with the operator's access token; a refusal throws a RequestError. */
export const storeApi = (reach: StoreApiReach) => ({
  orders: calls(reach, adminOrderEndpoints),
  catalogue: calls(reach, adminCatalogueEndpoints),
  operators: calls(reach, adminOperatorEndpoints),
  customers: calls(reach, adminCustomerEndpoints),
  reports: calls(reach, adminReportEndpoints),
  leads: calls(reach, adminLeadEndpoints),
  payments: calls(reach, adminPaymentEndpoints),
  operations: calls(reach, adminOperationEndpoints),
  returns: calls(reach, adminReturnEndpoints),
  invoices: calls(reach, adminInvoiceEndpoints),
});

export type StoreApi = ReturnType<typeof storeApi>;
