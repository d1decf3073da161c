import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { adminCatalogueEndpoints } from '../../../contract/admin-catalogue';
import { adminLeadEndpoints } from '../../../contract/admin-leads';
import { adminOrderEndpoints } from '../../../contract/admin-orders';
import { adminCustomerEndpoints } from '../../../contract/admin-customers';
import { adminPaymentEndpoints } from '../../../contract/admin-payments';
import { adminOperatorEndpoints } from '../../../contract/admin-operators';
import { adminHomeEndpoints } from '../../../contract/admin-home';
import { adminReportEndpoints } from '../../../contract/admin-reports';
import { adminOperationEndpoints } from '../../../contract/admin-operations';
import { adminReturnEndpoints } from '../../../contract/admin-returns';
import { aSegment, expectCalmAnswer, junk } from '../support/fuzz-inputs';
import { enrolledOperator, operatorServer } from '../support/operator-client';

const ctx = operatorServer();
let cookie = '';
let bearer = '';

beforeAll(async () => {
  const owner = await enrolledOperator(ctx, 'owner');
  cookie = owner.cookie;
  const made = await ctx.admin.post('/tokens', { name: 'fuzz' }, { cookie });
  bearer = made.json.token;
});

const FIELDS = [
  'token',
  'password',
  'code',
  'email',
  'name',
  'role',
  'id',
  'state',
  'body',
  'search',
  'amount',
  'reason',
  'month',
  'section',
  'key',
  'reference',
  'limit',
  'sinceMs',
  'from',
  'ids',
  'stuck',
  'batchSize',
  'socket_id',
  'channel_name',
  'states',
  'text',
  'lines',
  'manual',
  'orderNumber',
  'words',
  '__proto__',
  'constructor',
];
const RUNS = { numRuns: process.env.CI ? 100 : 60 };

describe("the operators' API", () => {
  it('never answers 5xx to whatever a browser or a script sends, signed in or not, and refuses in Spanish', async () => {
    const endpoints = [
      ...Object.values(adminOperatorEndpoints),
      ...Object.values(adminLeadEndpoints),
      ...Object.values(adminCatalogueEndpoints),
      ...Object.values(adminOrderEndpoints),
      ...Object.values(adminCustomerEndpoints),
      ...Object.values(adminPaymentEndpoints),
      ...Object.values(adminHomeEndpoints),
      ...Object.values(adminReportEndpoints),
      ...Object.values(adminOperationEndpoints),
      ...Object.values(adminReturnEndpoints),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        aSegment,
        fc.dictionary(fc.constantFrom(...FIELDS), junk),
        fc.constantFrom('none', 'cookie', 'bearer'),
        async (e, segment, values, as) => {
          const path: string = e.path
            .replace(':id', segment)
            .replace(':sku', segment)
            .replace(':number', segment)
            .replace(':key', segment)
            .replace(':email', segment)
            .replace(':slug', segment)
            .replace(':file', segment)
            .replace(':picture', segment)
            .replace(':kind', 'brand')
            .replace(':action', 'prepare');
          const query = e.method === 'GET' || e.method === 'DELETE';
          const search = query
            ? `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, JSON.stringify(v) ?? ''])).toString()}`
            : '';
          const res = await ctx.server.get(`${path}${search}`, {
            method: e.method,
            headers: {
              'Accept': 'application/json',
              'Content-Type': 'application/json',
              'Origin': 'https://fornido.co',
              ...(as === 'cookie' ? { Cookie: cookie } : as === 'bearer' ? { Authorization: `Bearer ${bearer}` } : {}),
            },
            body: query ? undefined : JSON.stringify(values),
          });
          await expectCalmAnswer(res, `${e.method} ${path}${search} ${JSON.stringify(values).slice(0, 200)}`);
        },
      ),
      RUNS,
    );
  });
});
