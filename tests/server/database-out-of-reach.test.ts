import { describe, expect, it } from 'vitest';
import { apiErrors, databaseOutOfReach, OUT_OF_REACH_BODY } from '../../server/errors';

/** What the API's error middleware answers to `error`, and what it logged as an error. */
const answer = (error: unknown) => {
  const sent = { status: 0, headers: new Map<string, string>(), json: undefined as unknown, errors: [] as string[] };
  const res = {
    status: (status: number) => ((sent.status = status), res),
    setHeader: (name: string, value: string) => void sent.headers.set(name, value),
    json: (body: unknown) => void (sent.json = body),
  };
  const logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (_: unknown, m: string) => sent.errors.push(m),
  };
  apiErrors(logger)(error, {} as never, res as never, () => undefined);
  return sent;
};

/** An error as pg raises it, wrapped by Drizzle as a failed query. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('the database out of reach', () => {
  it.each([
    [
      'PostgreSQL shutting down (57P01)',
      wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ],
    [
      'PostgreSQL starting up (57P03)',
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ],
    ['a connection exception (08006)', wrapped(Object.assign(new Error('connection failure'), { code: '08006' }))],
    [
      'the connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['the connection dropped mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
  ])('%s: 503, a Spanish message and Retry-After, nothing of the error', (_, error) => {
    expect(databaseOutOfReach(error)).toBe(true);
    const sent = answer(error);
    expect(sent.status).toBe(503);
    expect(sent.headers.get('Retry-After')).toBe('5');
    expect(sent.json).toEqual({ error: OUT_OF_REACH_BODY });
    expect(JSON.stringify(sent.json)).not.toMatch(/ECONN|57P|terminat|select/i);
    expect(sent.errors).toEqual([]);
  });

  it('is not a constraint broken or a bug: those stay 500s, logged', () => {
    for (const error of [
      wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(databaseOutOfReach(error)).toBe(false);
      expect(answer(error)).toMatchObject({ status: 500, errors: ['API request failed'] });
    }
  });
});
