import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(undefined, { env: { TRUST_PROXY: '1' } });
}, 120_000);
afterAll(() => server.close());

const RUNS = { numRuns: process.env.CI ? 150 : 40 };

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(null, true, -1, 0, 1.5, 1e308, -0, '', '__proto__', 'constructor', 'toString', 'LCP', '/', '//x/'),
);
const metric = fc.record({ name: fc.oneof(fc.constantFrom('LCP', 'INP', 'CLS', 'FCP', 'TTFB'), junk), value: junk });
const batch = fc.record(
  {
    page: fc.oneof(fc.webPath(), fc.string({ maxLength: 200 }), junk),
    viewportWidth: fc.oneof(fc.integer({ min: -10, max: 5000 }), junk),
    navigationType: fc.oneof(fc.constantFrom('navigate', 'reload', 'back-forward-cache'), junk),
    metrics: fc.oneof(fc.array(metric, { maxLength: 6 }), junk),
    errors: fc.oneof(
      fc.array(fc.record({ message: junk, source: junk, line: junk, column: junk }, { requiredKeys: [] }), {
        maxLength: 3,
      }),
      junk,
    ),
  },
  { requiredKeys: [] },
);
/** Whatever a proxy trusted with TRUST_PROXY passes on as the client's address: IPv4, IPv6 in any form, or junk. */
const anAddress = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
    minLength: 1,
    maxLength: 60,
  }),
);
const CONTENT_TYPES = [
  'text/plain;charset=UTF-8',
  'application/json',
  'text/plain; charset=latin1',
  'application/octet-stream',
];

describe('POST /api/v1/vitals never fails with a 500, whatever a browser sends', () => {
  it('answers 204 or a 4xx with a JSON error', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          batch.map((b) => JSON.stringify(b)),
          fc.string({ maxLength: 500 }),
          junk.map((j) => JSON.stringify(j) ?? ''),
        ),
        fc.constantFrom(...CONTENT_TYPES),
        anAddress,
        async (body, type, from) => {
          const answer = await server.get('/api/v1/vitals', {
            method: 'POST',
            headers: {
              'Content-Type': type,
              'Origin': 'https://fornido.co',
              'X-Forwarded-For': n++ % 2 ? `198.51.100.${n % 250}` : from,
            },
            body,
          });
          expect([204, 400, 403, 413, 415, 429], `${answer.status} from ${from}: ${body}`).toContain(answer.status);
          if (answer.status !== 204) expect((await answer.json()).error.kind).toBeTypeOf('string');
        },
      ),
      RUNS,
    );
    expect(server.logged).toEqual([]);
  });
});
