import type { CoreError } from '../../contract/refusals';
import { describe, expect, it } from 'vitest';
import { errorBody, HttpError, INTERNAL_MESSAGE, STATUS_OF, apiErrors } from '../../server/errors';
import { aSku, checkoutHarness } from '../core/checkout/checkout-harness';

/** What the middleware answered: status, headers and JSON body. */
const answer = (error: unknown) => {
  const sent = { status: 0, headers: new Map<string, string>(), json: undefined as unknown };
  const logged: string[] = [];
  const res = {
    status: (status: number) => ((sent.status = status), res),
    setHeader: (name: string, value: string) => void sent.headers.set(name, value),
    json: (body: unknown) => void (sent.json = body),
  };
  const logger = { info: () => undefined, warn: () => undefined, error: (_: unknown, m: string) => logged.push(m) };
  apiErrors(logger)(error, {} as never, res as never, () => undefined);
  return { ...sent, logged };
};

describe('the API error table', () => {
  // A price change carries the core's summary: its own test below.
  const plain = Object.entries(STATUS_OF).filter(([kind]) => kind !== 'prices-changed');

  it.each(plain)('answers %s with %i and the error as its body', (kind, status) => {
    const error = { kind, message: `Mensaje de ${kind}.` } as CoreError;
    const sent = answer(new HttpError(error));
    expect(sent.status).toBe(status);
    expect(sent.json).toEqual({ error: { kind, message: `Mensaje de ${kind}.` } });
  });

  it('keeps what a kind carries: fields, skus, shortages, the refusal of cash on delivery', () => {
    const errors: CoreError[] = [
      { kind: 'invalid-input', message: 'Revisa.', fields: { email: 'Correo malo.' } },
      { kind: 'unavailable', message: 'Ya no está.', skus: ['A-1'] },
      { kind: 'out-of-stock', message: 'Faltan.', shortages: [{ sku: 'A-1', requested: 9, available: 5 }] },
      { kind: 'cod-unavailable', message: 'No llega.', reason: 'no-coverage' },
    ];
    for (const error of errors) expect(answer(HttpError.from(error)).json).toEqual({ error });
  });

  it('says when a rate-limited shopper may try again, in the body and in Retry-After', () => {
    const sent = answer(HttpError.from({ kind: 'rate-limited', message: 'Espera.', retryAfterSeconds: 720 }));
    expect(sent.status).toBe(429);
    expect(sent.headers.get('Retry-After')).toBe('720');
    expect(sent.json).toEqual({ error: { kind: 'rate-limited', message: 'Espera.', retryAfterSeconds: 720 } });
  });

  it('sends the new figures of a price change as the checkout view, never the core summary', async () => {
    const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 5 }]);
    const priced = await h.price({ lines: [{ sku: 'WHEY-2LB', quantity: 2 }] });
    if (!priced.ok) throw new Error(priced.error.message);
    const error = { kind: 'prices-changed', message: 'Cambió.', summary: priced.value } as const;
    expect(answer(HttpError.from(error)).status).toBe(409);
    const body = errorBody(error);
    expect(body).toMatchObject({
      kind: 'prices-changed',
      message: 'Cambió.',
      checkout: { totals: { subtotal: 259_800 } },
    });
    expect(body).not.toHaveProperty('summary');
  });

  it("answers the edge's own refusals, unreadable bodies with 4xx bad-request, and anything else 500, logged", () => {
    expect(answer(new HttpError('csrf', 'Recarga.'))).toMatchObject({ status: 403, json: { error: { kind: 'csrf' } } });
    expect(answer(Object.assign(new SyntaxError('x'), { type: 'entity.parse.failed', status: 400 }))).toMatchObject({
      status: 400,
      json: { error: { kind: 'bad-request', message: 'La solicitud no es válida.' } },
    });
    expect(answer(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 })).status).toBe(413);
    const crashed = answer(new Error('boom'));
    expect(crashed).toMatchObject({ status: 500, json: { error: { kind: 'internal', message: INTERNAL_MESSAGE } } });
    expect(crashed.logged).toEqual(['API request failed']);
    expect(answer('a thrown string').status).toBe(500);
  });
});
