import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_SANDBOX_CREDENTIALS } from '../../../../adapters/epayco/sandbox';
import { decryptValue, encryptValue } from '../../../../adapters/epayco/sandbox/crypto';
import { buyer, officialSdk, type OfficialSdk, startSandbox } from './harness';

let env: Awaited<ReturnType<typeof startSandbox>>;
let sdk: OfficialSdk;
beforeAll(async () => {
  env = await startSandbox();
  sdk = officialSdk(env.origin);
});
afterAll(() => env.close());

const payment = () => ({
  ...buyer,
  invoice: `FOR-${Math.floor(Math.random() * 1e6)}`,
  description: 'Proteína whey 2 lb',
  value: '129900',
  tax: '0',
  tax_base: '129900',
  currency: 'COP',
  type_person: '0',
  url_response: `${env.merchant}/respuesta`,
  url_confirmation: `${env.merchant}/confirmacion`,
  method_confirmation: 'POST',
  extra1: 'pedido-7',
});

describe('encryption as PROVIDERS.md §2 gives it', () => {
  it('matches the test vector and refuses another key', () => {
    expect(encryptValue('TRUE', 'd04fa6c07b1d74f035252cbcc252d06f')).toBe('gOY6w0CdQyIW8JuOufEHbQ==');
    expect(decryptValue('gOY6w0CdQyIW8JuOufEHbQ==', EPAYCO_SANDBOX_CREDENTIALS.privateKey)).toBe('TRUE');
    expect(decryptValue('gOY6w0CdQyIW8JuOufEHbQ==', 'ffffffffffffffffffffffffffffffff')).not.toBe('TRUE');
    expect(decryptValue(encryptValue('hola', 'k'.repeat(32), false), 'k'.repeat(32), false)).toBe('hola');
  });
});

describe('PSE through the official SDK', () => {
  it('lists the banks', async () => {
    const banks = await sdk.bank.getBanks();
    expect(banks).toMatchObject({ success: true, title_response: expect.any(String), last_action: expect.any(String) });
    expect(banks.data).toContainEqual({ bankCode: '1022', bankName: 'BANCO UNION COLOMBIANO' });
  });

  it('creates an encrypted debit with a urlbanco, and reads it back by transactionID', async () => {
    const input = payment();
    const created = await sdk.bank.create({ bank: '1022', ...input });
    expect(created).toMatchObject({
      success: true,
      title_response: 'Transacción creada',
      text_response: expect.any(String),
    });
    const data = created.data as Record<string, unknown>;
    expect(data).toMatchObject({
      factura: input.invoice,
      descripcion: 'Proteína whey 2 lb',
      valor: 129900,
      moneda: 'COP',
      estado: 'Pendiente',
      respuesta: 'Pendiente',
      cod_respuesta: 3,
      franquicia: 'PSE',
      banco: 'BANCO UNION COLOMBIANO',
      nombres: 'Juana',
      extras: { extra1: 'pedido-7' },
    });
    expect(data.urlbanco).toBe(`${env.origin}/sandbox/pse/?ref=${String(data.ref_payco)}`);
    const looked = await sdk.bank.get(data.transactionID);
    expect(looked).toMatchObject({
      success: true,
      data: { ref_payco: data.ref_payco, estado: 'Pendiente', urlbanco: data.urlbanco },
    });
  });

  it('lists what is missing', async () => {
    const answer = await sdk.bank.create({ bank: '0', value: 'mucho', ip: buyer.ip });
    expect(answer).toMatchObject({
      success: false,
      title_response: 'Error',
      data: { totalerrores: expect.any(Number) },
    });
  });

  it('refuses a debit encrypted with another private key', async () => {
    const login = await fetch(`${env.origin}/sandbox/epayco/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        public_key: EPAYCO_SANDBOX_CREDENTIALS.publicKey,
        private_key: EPAYCO_SANDBOX_CREDENTIALS.privateKey,
      }),
    });
    const { bearer_token } = (await login.json()) as { bearer_token: string };
    const other = 'ffffffffffffffffffffffffffffffff';
    const res = await fetch(`${env.origin}/sandbox/epayco/secure/restpagos/pagos/debitos.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'authorization': `Bearer ${bearer_token}`, 'type': 'sdk-jwt' },
      body: JSON.stringify({
        banco: encryptValue('1022', other),
        valor: encryptValue('1000', other),
        public_key: EPAYCO_SANDBOX_CREDENTIALS.publicKey,
        i: 'AAAAAAAAAAAAAAAAAAAAAA==',
        p: Buffer.from(other, 'hex').toString('base64'),
        enpruebas: encryptValue('TRUE', other),
        lenguaje: 'javascript',
      }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, title_response: 'Error' });
  });
});

/** The day `days` from today in Bogotá (UTC−5), as `end_date` is written. */
const bogotaDay = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('cash through the official SDK', () => {
  it.each(['efecty', 'baloto', 'gana', 'redservi', 'puntored', 'sured'])('creates a %s voucher', async (method) => {
    const input = payment();
    const created = await sdk.cash.create(method, { ...input, end_date: bogotaDay(20) });
    expect(created).toMatchObject({ success: true, title_response: 'Transacción generada' });
    const data = created.data as Record<string, unknown>;
    expect(data).toMatchObject({
      factura: input.invoice,
      valor: 129900,
      estado: 'Pendiente',
      cod_respuesta: 3,
      fechaexpiracion: `${bogotaDay(20)} 23:59:59`,
    });
    expect(data.pin).toMatch(/^\d{8}$/);
    expect(data.codigoproyecto).toMatch(/^\d+$/);
    const looked = await sdk.cash.get(data.ref_payco);
    expect(looked).toMatchObject({
      success: true,
      data: { ref_payco: data.ref_payco, pin: data.pin, x_response: 'Pendiente' },
    });
  });

  it('expires a voucher a few days ahead, in Bogotá time, when the merchant gives no end date', async () => {
    const created = await sdk.cash.create('efecty', payment());
    const expires = String((created.data as Record<string, unknown>).fechaexpiracion);
    const bogotaNow = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    expect(expires > bogotaNow).toBe(true);
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("refuses an end_date in the past or more than 30 days ahead, as ePayco's SDK documents", async () => {
    const refused = {
      success: false,
      title_response: 'Error',
      data: {
        totalerrores: 1,
        errores: [
          {
            codError: 'E035',
            errorMessage:
              'El campo end_date (fechaexpiracion) no es válido: la fecha de expiración debe estar entre hoy y los próximos 30 días (AAAA-MM-DD)',
          },
        ],
      },
    };
    for (const end of [bogotaDay(-1), bogotaDay(31), '2020-12-05', '05/12/2031'])
      expect(await sdk.cash.create('baloto', { ...payment(), end_date: end })).toEqual(
        expect.objectContaining(refused),
      );
    for (const end of [bogotaDay(0), bogotaDay(30)])
      expect(await sdk.cash.create('efecty', { ...payment(), end_date: end })).toMatchObject({
        success: true,
        data: { fechaexpiracion: `${end} 23:59:59` },
      });
  });

  it('refuses a network it does not know (error 109 from the SDK)', () => {
    expect(() => sdk.cash.create('bitcoin', payment())).toThrow(/efectivo|efecty/i);
  });
});

describe('SafetyPay', () => {
  it('creates a payment through Apify as the SDK does, with the page to send the shopper to', async () => {
    const input = payment();
    const created = await sdk.safetypay.create({ cash: '1', end_date: '2031-01-20', ...input, test: 'true' });
    expect(created).toMatchObject({
      success: true,
      titleResponse: 'Transacción creada',
      data: { invoice: input.invoice, status: 'Pendiente', value: 129900 },
    });
    const data = created.data as { refPayco: number; urlPayment: string };
    expect(data.urlPayment).toBe(`${env.origin}/sandbox/epayco/safetypay/?ref=${data.refPayco}`);
    const page = await fetch(data.urlPayment);
    expect(await page.text()).toContain('Pagar');
  });

  it('refuses an Apify login with other keys', async () => {
    const res = await fetch(`${env.origin}/sandbox/epayco/apify/login`, {
      method: 'POST',
      headers: {
        'authorization': `Basic ${Buffer.from('a:b').toString('base64')};`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('creates one on restpagos (safetypays.json) and reads it through the validation service', async () => {
    const auth = await fetch(`${env.origin}/sandbox/epayco/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        public_key: EPAYCO_SANDBOX_CREDENTIALS.publicKey,
        private_key: EPAYCO_SANDBOX_CREDENTIALS.privateKey,
      }),
    });
    const { bearer_token } = (await auth.json()) as { bearer_token: string };
    const res = await fetch(`${env.origin}/sandbox/epayco/secure/restpagos/pagos/safetypays.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'authorization': `Bearer ${bearer_token}` },
      body: JSON.stringify({
        factura: 'FOR-SP1',
        descripcion: 'Creatina',
        valor: '50000',
        moneda: 'COP',
        tipo_doc: 'CC',
        documento: '123',
        nombres: 'Juana',
        email: 'j@example.com',
        extra2: 'x',
        public_key: EPAYCO_SANDBOX_CREDENTIALS.publicKey,
        i: 'MDAwMDAwMDAwMDAwMDAwMA==',
        enpruebas: 'TRUE',
        lenguaje: 'javascript',
        p: '',
      }),
    });
    const body = (await res.json()) as { success: boolean; data: { ref_payco: number; urlbanco: string } };
    expect(body).toMatchObject({ success: true, data: { factura: 'FOR-SP1', estado: 'Pendiente', franquicia: 'SP' } });
    const validation = await fetch(
      `${env.origin}/sandbox/epayco/secure/validation/v1/reference/${body.data.ref_payco}`,
    );
    expect(await validation.json()).toMatchObject({
      success: true,
      data: {
        x_ref_payco: String(body.data.ref_payco),
        x_id_invoice: 'FOR-SP1',
        x_amount: '50000',
        x_extra2: 'x',
        x_cod_transaction_state: '3',
      },
    });
  });
});
