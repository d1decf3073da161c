import type { Api } from '../../contract/api';
import { queryOf, requestOf, sendsQuery, type EndpointTable } from '../../contract/endpoint';
import { callApi } from './json-api';

/** The browser's calls of an endpoint table, over `/api/v1` with the session cookie (callApi). */
export const httpApi = <T extends EndpointTable>(table: T): Api<T> => {
  const calls = new Map(
    Object.entries(table).map(([name, e]) => [
      name,
      (arg?: unknown) => {
        const { path, rest } = requestOf(e, arg);
        return sendsQuery(e)
          ? callApi(e.method, `${path}${queryOf(rest)}`)
          : callApi(e.method, path, arg === undefined ? undefined : rest);
      },
    ]),
  );
  return Object.fromEntries(calls) as unknown as Api<T>;
};
