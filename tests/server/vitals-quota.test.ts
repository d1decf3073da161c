import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { query } from '../../adapters/persistence/catalog-sql';
import { VITALS_A_DAY_PER_ADDRESS } from '../../core/vitals/daily-quota';
import { VITALS_PER_IP } from '../../core/vitals/record-vitals';
import { VITALS_BODY_LIMIT } from '../../server/api/v1/vitals';
import { startTestServer, type TestServer } from '../support/test-server';
import { manualClock } from './support/account-client';

// A script sends the largest batch the endpoint takes, as often as the batch limit lets it, all day long: before the
// day's quota it filled 167 MB a day from one address. Now one address keeps at most its quota, and others go on.
const clock = manualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(undefined, { clock, env: { TRUST_PROXY: '1' } });
}, 120_000);
afterAll(() => server.close());

const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const fullBatch = JSON.stringify({
  page: '/proteinas/syntha-6/',
  viewportWidth: 390,
  navigationType: 'navigate',
  metrics: Array.from({ length: 20 }, (_, i) => ({ name: METRICS[i % 5], value: 0.5 })),
  errors: Array.from({ length: 10 }, (_, i) => ({
    message: `${i} ${'é'.repeat(280)}`,
    source: `https://fornido.co/assets/${'a'.repeat(90)}.js`,
    line: 1_000_000,
    column: 1_000_000,
  })),
});

const send = (ip: string, body: string) =>
  server.get('/api/v1/vitals', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Origin': 'https://fornido.co', 'X-Forwarded-For': ip },
    body,
  });

const table = async () => {
  const [row] = await query<{ rows: number; bytes: number }>(
    server.container.get(T.database).db,
    sql`SELECT count(*)::int AS rows, pg_total_relation_size('vitals')::bigint AS bytes FROM vitals`,
  );
  return { rows: Number(row.rows), bytes: Number(row.bytes) };
};

describe('POST /api/v1/vitals: what one address may store in a day', () => {
  it('refuses with 429 once the address has stored its day’s quota; another address goes on', async () => {
    expect(Buffer.byteLength(fullBatch)).toBeLessThanOrEqual(VITALS_BODY_LIMIT);
    const before = await table();
    let accepted = 0;
    let answer = await send('2001:db8:5:1::1', fullBatch);
    // Twice the batches the day's quota takes: a script sending them was never refused before.
    while (answer.status === 204 && accepted < 200) {
      accepted += 1;
      clock.advance((VITALS_PER_IP.windowSeconds * 1000) / VITALS_PER_IP.limit);
      answer = await send(`2001:db8:5:1::${accepted.toString(16)}`, fullBatch);
    }
    expect(answer.status, `after ${accepted} batches`).toBe(429);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await answer.json()).error.kind).toBe('rate-limited');
    const after = await table();
    expect(after.rows - before.rows).toBeLessThanOrEqual(VITALS_A_DAY_PER_ADDRESS.rows);
    // The quota counts about what PostgreSQL stores, indexes included (measured: 91 batches, 2 730 rows, 1 089 536
    // bytes on disk for a quota of 1 048 576), with room for pages half-filled.
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(VITALS_A_DAY_PER_ADDRESS.bytes * 1.5);
    expect((await send('2001:db8:5:2::1', fullBatch)).status).toBe(204);
  }, 180_000);
});
