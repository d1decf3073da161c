import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmationFields, confirmationSignature, epaycoConfirmations } from '../../../adapters/epayco/confirmation';
import type { IncomingNotification } from '../../../core/payments/ports';

/** The sandbox's merchant keys: P_CUST_ID_CLIENTE and P_KEY (not the API keys). */
const KEYS = { customerId: '1551234', pKey: '6a2b4f9e0c8d7b1a3e5f6c9d0b2a4e8f1c3d5b7a' };

// PROVIDERS.md §2: sha256_hex(p_cust_id_cliente^p_key^x_ref_payco^x_transaction_id^x_amount^x_currency_code).
const SIGNED = `${KEYS.customerId}^${KEYS.pKey}^2400001^2400001987654^142800.00^COP`;
const SIGNATURE = '38585c87c59bb5a2e076787961235b3c20e0ba796f21916db1cffe24f9ca4ebb';

/** A confirmation as ePayco sends it, signed over `x_amount` exactly as written ("142800.00"). */
const fields = (over: Record<string, string> = {}): Record<string, string> => ({
  x_cust_id_cliente: KEYS.customerId,
  x_ref_payco: '2400001',
  x_id_invoice: 'FO-2026-000123',
  x_amount: '142800.00',
  x_currency_code: 'COP',
  x_transaction_id: '2400001987654',
  x_cod_response: '1',
  x_cod_transaction_state: '1',
  x_response: 'Aceptada',
  x_approval_code: '123456',
  x_franchise: 'VS',
  x_test_request: 'TRUE',
  x_extra1: 'intento-1',
  x_extra2: 'FO-2026-000123',
  x_signature: SIGNATURE,
  ...over,
});
const form = (f: Record<string, string>): IncomingNotification => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  query: {},
  body: new URLSearchParams(f).toString(),
});
const query = (f: Record<string, string>): IncomingNotification => ({ headers: {}, query: f, body: '' });
const json = (f: Record<string, unknown>): IncomingNotification => ({
  headers: { 'content-type': 'application/json' },
  query: {},
  body: JSON.stringify(f),
});
const read = (n: IncomingNotification) => epaycoConfirmations(KEYS).read(n);

describe('ePayco confirmation signature', () => {
  it('is the sha256 of PROVIDERS.md, computed by hand', () => {
    expect(createHash('sha256').update(SIGNED).digest('hex')).toBe(SIGNATURE);
    expect(confirmationSignature(KEYS, new Map(Object.entries(fields())))).toBe(SIGNATURE);
  });

  it('covers x_amount exactly as received: 142800 is not 142800.00', () => {
    const plain = confirmationSignature(KEYS, new Map(Object.entries(fields({ x_amount: '142800' }))));
    expect(plain).not.toBe(SIGNATURE);
    expect(plain).toBe(createHash('sha256').update(SIGNED.replace('142800.00', '142800')).digest('hex'));
  });
});

describe('ePayco confirmations read', () => {
  it('takes a signed form body (POST) and names its x_ref_payco', async () => {
    expect(await read(form(fields()))).toEqual({ verdict: 'valid', reference: '2400001' });
  });

  it('takes a signed query (GET, metodoconfirmacion GET)', async () => {
    expect(await read(query(fields()))).toEqual({ verdict: 'valid', reference: '2400001' });
  });

  it('takes a signed JSON body, numbers read as text', async () => {
    expect(await read(json(fields()))).toEqual({ verdict: 'valid', reference: '2400001' });
    const numeric = fields({ x_amount: '142800', x_ref_payco: '2400001' });
    numeric.x_signature = confirmationSignature(KEYS, new Map(Object.entries(numeric)));
    expect(await read(json({ ...numeric, x_amount: 142800, x_ref_payco: 2400001 }))).toEqual({
      verdict: 'valid',
      reference: '2400001',
    });
  });

  it('refuses a tampered amount, reference, transaction or currency, still naming the reference it claims', async () => {
    expect(await read(form(fields({ x_amount: '1428.00' })))).toEqual({ verdict: 'invalid', reference: '2400001' });
    expect(await read(form(fields({ x_amount: '142800' })))).toEqual({ verdict: 'invalid', reference: '2400001' });
    expect(await read(form(fields({ x_ref_payco: '2400002' })))).toEqual({ verdict: 'invalid', reference: '2400002' });
    expect((await read(form(fields({ x_transaction_id: '1' })))).verdict).toBe('invalid');
    expect((await read(query(fields({ x_currency_code: 'USD' })))).verdict).toBe('invalid');
  });

  it('refuses a confirmation without x_signature, or with an empty, short or foreign one', async () => {
    const { x_signature: _, ...unsigned } = fields();
    expect(await read(form(unsigned))).toEqual({ verdict: 'invalid', reference: '2400001' });
    expect((await read(form(fields({ x_signature: '' })))).verdict).toBe('invalid');
    expect((await read(form(fields({ x_signature: 'abc' })))).verdict).toBe('invalid');
    const foreign = epaycoConfirmations({ ...KEYS, pKey: 'otra-llave' });
    expect((await foreign.read(form(fields()))).verdict).toBe('invalid');
    expect((await epaycoConfirmations({ ...KEYS, customerId: '1' }).read(form(fields()))).verdict).toBe('invalid');
  });

  it('accepts the signature in capitals or with spaces around it', async () => {
    expect((await read(form(fields({ x_signature: ` ${SIGNATURE.toUpperCase()} ` })))).verdict).toBe('valid');
  });

  it('names no reference when x_ref_payco is missing or blank', async () => {
    const { x_ref_payco: _, ...nameless } = fields();
    expect((await read(form(nameless))).reference).toBeNull();
    expect((await read(form(fields({ x_ref_payco: '  ' })))).reference).toBeNull();
  });

  it('reads nothing from a body that is neither a form nor a JSON object', async () => {
    for (const body of ['{no es json', '[1,2]', 'null']) {
      expect(await read({ headers: {}, query: {}, body })).toEqual({ verdict: 'invalid', reference: null });
    }
  });
});

describe('ePayco confirmation fields', () => {
  it('takes the first of repeated names, and the body before the query', () => {
    const n: IncomingNotification = {
      headers: {},
      query: { x_ref_payco: 'de-la-url', x_extra1: 'intento-9' },
      body: 'x_ref_payco=2400001&x_ref_payco=2400002&x_amount=142800.00',
    };
    const got = confirmationFields(n);
    expect(got.get('x_ref_payco')).toBe('2400001');
    expect(got.get('x_amount')).toBe('142800.00');
    expect(got.get('x_extra1')).toBe('intento-9');
  });

  it('keeps JSON text and numbers, and leaves out objects, lists, booleans and null', () => {
    const got = confirmationFields(json({ a: 'uno', b: 2, c: { d: 1 }, e: [1], f: true, g: null }));
    expect([...got]).toEqual([
      ['a', 'uno'],
      ['b', '2'],
    ]);
  });
});
