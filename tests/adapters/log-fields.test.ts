import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../adapters/logger';
import { errorText, loggableFields, MAX_LOGGED_CHARS } from '../../adapters/log-fields';

// A forged notification's 3 KB reference, as the probe sent: it overflowed an index, and the failed insert was logged
// whole, 140 KB a request.
const REFERENCE = 'x'.repeat(3_000);
const failedInsert = () =>
  new DrizzleQueryError(
    'insert into "payment_notifications" ("provider", "reference", "body") values ($1, $2, $3)',
    ['epayco', REFERENCE, 'a body of a shopper: Calle 10 # 43-20'],
    Object.assign(new Error('index row size 3016 exceeds btree version 4 maximum 2704 for index "notifications_ref"'), {
      code: '54000',
    }),
  );

/** What a logger writes: each JSON line. */
const captured = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info' }, stream) };
};

describe('a failed query in the logs', () => {
  it("is its SQL and the database's own error, never the values it was sent", async () => {
    const { lines, logger } = captured();
    logger.error({ err: failedInsert() }, 'API request failed');
    await new Promise((resolve) => setImmediate(resolve));
    const err = String(lines[0]?.err);
    expect(err).toContain('insert into "payment_notifications"');
    expect(err).toContain('caused by: Error: index row size 3016 exceeds btree version 4 maximum 2704');
    expect(err).toContain('[54000]');
    expect(err).not.toContain('xxxxxxxxxx');
    expect(err).not.toContain('Calle 10');
    expect(err.length).toBeLessThan(MAX_LOGGED_CHARS + 100);
  });

  it('has its parameters cut when it was already made a text', () => {
    const fields = loggableFields({ err: String(failedInsert().stack), note: `${failedInsert().message}` });
    expect(fields.err).toContain('params: (not logged)');
    expect(fields.err).not.toContain('xxxxxxxxxx');
    expect(fields.note).not.toContain('Calle 10');
  });
});

describe('a log field', () => {
  it('keeps at most a few KB of a long text, saying how much it left', () => {
    const fields = loggableFields({ url: `/buscar/?q=${'a'.repeat(100_000)}`, count: 3, ok: true });
    expect(String(fields.url).length).toBeLessThan(MAX_LOGGED_CHARS + 50);
    expect(fields.url).toMatch(/… \(\d+ more characters\)$/);
    expect(fields).toMatchObject({ count: 3, ok: true });
  });

  it('tells an error that is not an Error by its text', () => {
    expect(errorText('ECONNRESET')).toBe('ECONNRESET');
    expect(errorText({ message: 'a thrown object' })).toContain('a thrown object');
    expect(errorText(null)).toBe('null');
  });
});
