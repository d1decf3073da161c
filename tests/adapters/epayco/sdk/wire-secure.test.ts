import { afterEach, describe, expect, it } from 'vitest';
import { decryptValue } from '../../../../adapters/epayco/sdk/crypto';
import { BUYER, decrypted, FACTS, SPANISH } from './fixtures';
import { CASH_METHODS, createEpayco } from '../../../../adapters/epayco/sdk/index';
import { APIFY_TOKEN, PRIVATE_KEY, PUBLIC_KEY, sdkHeaders, startEpayco, type Harness } from './harness';

describe('ePayco SDK: restpagos and Apify calls', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('creates a PSE debit with Spanish keys, every value encrypted, and the plain fields of the Node SDK', async () => {
    h = await startEpayco();
    h.answer('POST secure/restpagos/pagos/debitos.json', 200, {
      success: true,
      title_response: 'Transacción creada',
      text_response: 'ok',
      last_action: 'crear',
      data: {
        ref_payco: 81234,
        factura: 'FO-1',
        valor: 15000,
        estado: 'Pendiente',
        respuesta: 'Redireccionando',
        urlbanco: 'https://bank/pse',
        transactionID: 7788,
        ticketId: 55,
      },
    });
    const answer = await h.epayco.pse.create({ ...BUYER, bank: '1022', type_person: '0' });
    expect(answer).toMatchObject({
      success: true,
      data: { ref_payco: '81234', urlbanco: 'https://bank/pse', transactionID: '7788', ticketId: '55' },
    });
    const [call] = h.calls();
    expect(call).toMatchObject({ method: 'POST', host: 'secure', path: '/restpagos/pagos/debitos.json', rawQuery: '' });
    expect(call.headers).toMatchObject(sdkHeaders());
    const body = call.body as Record<string, unknown>;
    expect(body).toMatchObject({
      public_key: PUBLIC_KEY,
      i: 'AAAAAAAAAAA=',
      lenguaje: 'javascript',
      p: '0E+mwHsddPA1JSy8wlLQbw==',
      enpruebas: 'gOY6w0CdQyIW8JuOufEHbQ==',
    });
    expect(decrypted(body)).toEqual({
      ...SPANISH,
      banco: '1022',
      tipo_persona: '0',
      extras_epayco: { extra5: 'P44' },
      ip: '190.0.0.1',
      test: 'TRUE',
      public_key: PUBLIC_KEY,
      i: 'AAAAAAAAAAA=',
      enpruebas: 'TRUE',
      lenguaje: 'javascript',
      p: '0E+mwHsddPA1JSy8wlLQbw==',
    });
  });

  it('sends enpruebas "FALSE" in production mode', async () => {
    h = await startEpayco({ options: { apiKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, lang: 'EN', test: false } });
    await h.epayco.pse.create({ ...BUYER, bank: '1022', type_person: '0' }).catch(() => undefined);
    const body = h.calls()[0].body as Record<string, string>;
    expect([decryptValue(body.enpruebas, PRIVATE_KEY), decryptValue(body.test, PRIVATE_KEY)]).toEqual([
      'FALSE',
      'FALSE',
    ]);
  });

  it('reads a PSE debit by transactionID (sic "transactioninfomation") and lists the banks, by GET with the public key', async () => {
    h = await startEpayco();
    h.answer('GET secure/restpagos/pse/transactioninfomation.json', 200, {
      success: true,
      data: { ref_payco: '81234', estado: 'Aceptada', cod_respuesta: 1 },
    });
    expect(await h.epayco.pse.get('7788')).toMatchObject({
      data: { ref_payco: '81234', estado: 'Aceptada', cod_respuesta: 1 },
    });
    h.answer('GET secure/restpagos/pse/bancos.json', 200, {
      success: true,
      data: [
        { bankCode: 1022, bankName: 'BANCO UNION COLOMBIANO' },
        { bankCode: '0', bankName: 'A continuación seleccione su banco' },
      ],
    });
    const banks = await h.epayco.pse.banks();
    expect(banks.success && banks.data).toEqual([
      { bankCode: '1022', bankName: 'BANCO UNION COLOMBIANO' },
      { bankCode: '0', bankName: 'A continuación seleccione su banco' },
    ]);
    const [get, list] = h.calls();
    expect(get).toMatchObject({
      method: 'GET',
      path: '/restpagos/pse/transactioninfomation.json',
      query: { transactionID: '7788', public_key: PUBLIC_KEY },
      raw: '',
    });
    expect(list).toMatchObject({
      method: 'GET',
      path: '/restpagos/pse/bancos.json',
      query: { public_key: PUBLIC_KEY },
      raw: '',
    });
    expect(list.rawQuery).toBe(`?public_key=${PUBLIC_KEY}`);
    for (const call of [get, list]) expect(call.headers).toMatchObject(sdkHeaders());
  });

  it.each(CASH_METHODS)('creates a %s payment with Spanish keys in clear and the cash plain fields', async (method) => {
    h = await startEpayco();
    h.answer(`POST secure/restpagos/v2/efectivo/${method}`, 200, {
      success: true,
      data: {
        ref_payco: 81234,
        factura: 'FO-1',
        estado: 'Pendiente',
        pin: 4432112,
        codigoproyecto: 110571,
        fechaexpiracion: '2026-01-20 23:59:59',
      },
    });
    const answer = await h.epayco.cash.create(method, { ...BUYER, end_date: '2026-01-20' });
    expect(answer).toMatchObject({
      success: true,
      data: { ref_payco: '81234', pin: '4432112', codigoproyecto: '110571' },
    });
    const [call] = h.calls();
    expect(call).toMatchObject({
      method: 'POST',
      host: 'secure',
      path: `/restpagos/v2/efectivo/${method}`,
      rawQuery: '',
    });
    expect(call.headers).toMatchObject(sdkHeaders());
    expect(call.body).toEqual({
      ...SPANISH,
      valor: 15000,
      fechaexpiracion: '2026-01-20',
      extras_epayco: { extra5: 'P44' },
      ip: '190.0.0.1',
      test: 'TRUE',
      public_key: PUBLIC_KEY,
      i: 'MDAwMDAwMDAwMDAwMDAwMA==',
      enpruebas: 'TRUE',
      lenguaje: 'javascript',
      p: '',
    });
  });

  it('reads a charge and a cash payment back by ref_payco, as the confirmation x_ fields in text', async () => {
    h = await startEpayco();
    h.answer('GET secure/restpagos/transaction/response.json', 200, { success: true, data: FACTS });
    h.answer('GET secure/restpagos/transaction/response.json', 200, { success: true, data: FACTS });
    const charge = await h.epayco.charge.get('81234');
    expect(charge.success && charge.data).toMatchObject({
      x_ref_payco: '81234',
      x_cod_transaction_state: '1',
      x_amount: '15000',
      x_extra1: 'attempt-1',
    });
    await h.epayco.cash.get('81234');
    for (const call of h.calls()) {
      expect(call).toMatchObject({
        method: 'GET',
        host: 'secure',
        path: '/restpagos/transaction/response.json',
        query: { ref_payco: '81234', public_key: PUBLIC_KEY },
        raw: '',
      });
      expect(call.headers).toMatchObject(sdkHeaders());
    }
  });

  it('validates a reference without logging in (the read-back of a webhook)', async () => {
    h = await startEpayco();
    h.answer('GET secure/validation/v1/reference/81234', 200, {
      success: true,
      title_response: 'ok',
      data: { ...FACTS, x_response: 'Aceptada' },
    });
    const answer = await h.epayco.validation('81234');
    expect(answer).toMatchObject({
      success: true,
      data: { x_ref_payco: '81234', x_response: 'Aceptada', x_signature: 'abc' },
    });
    expect(h.logins()).toEqual([]);
    const [call] = h.calls();
    expect(call).toMatchObject({ method: 'GET', path: '/validation/v1/reference/81234', rawQuery: '', raw: '' });
    expect(call.headers).toMatchObject({ 'content-type': 'application/json', 'type': 'sdk-jwt', 'lang': 'NODE' });
    expect(call.headers.authorization).toBeUndefined();
  });

  it("reads a reference back from the validation service's own host when one is set (ePayco's secure.epayco.co)", async () => {
    h = await startEpayco();
    const origin = new URL(h.settings.hosts.secure).origin;
    const hosts = { ...h.settings.hosts, validation: `${origin}/sandbox/epayco/validacion` };
    const sdk = createEpayco(
      { apiKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, lang: 'ES', test: true },
      { ...h.settings, hosts },
    );
    h.answer('GET validacion/validation/v1/reference/81234', 200, { success: true, data: FACTS });
    expect(await sdk.validation('81234')).toMatchObject({ success: true, data: { x_ref_payco: '81234' } });
    expect(h.calls().map((c) => `${c.host} ${c.path}`)).toEqual(['validacion /validation/v1/reference/81234']);
  });

  it('posts SafetyPay to restpagos encrypted, by default', async () => {
    h = await startEpayco();
    h.answer('POST secure/restpagos/pagos/safetypays.json', 200, {
      success: true,
      data: { ref_payco: 9, urlbanco: 'https://safetypay/x' },
    });
    expect(await h.epayco.safetypay.create({ ...BUYER, end_date: '2026-01-20' })).toMatchObject({
      data: { ref_payco: '9', urlbanco: 'https://safetypay/x' },
    });
    const [call] = h.calls();
    expect(call).toMatchObject({ method: 'POST', host: 'secure', path: '/restpagos/pagos/safetypays.json' });
    expect(call.headers).toMatchObject(sdkHeaders());
    expect(decrypted(call.body as Record<string, unknown>)).toMatchObject({
      ...SPANISH,
      fechaexpiracion: '2026-01-20',
      ip: '190.0.0.1',
      test: 'TRUE',
      enpruebas: 'TRUE',
    });
  });

  it("posts SafetyPay to Apify in camelCase after Apify's Basic login, when its path is Apify's", async () => {
    h = await startEpayco({ settings: { safetypayPath: '/payment/process/safetypay' } });
    h.answer('POST apify/payment/process/safetypay', 200, {
      success: true,
      data: { refPayco: 9, url: 'https://safetypay/x' },
    });
    const answer = await h.epayco.safetypay.create({ ...BUYER, end_date: '2026-01-20', ind_country: '57', cash: '1' });
    expect(answer).toMatchObject({ data: { refPayco: '9', url: 'https://safetypay/x' } });
    const [login] = h.logins();
    expect(login).toMatchObject({ method: 'POST', host: 'apify', path: '/login', body: {}, raw: '{}' });
    expect(login.headers.authorization).toBe(`Basic ${Buffer.from(`${PUBLIC_KEY}:${PRIVATE_KEY}`).toString('base64')}`);
    expect(login.headers['content-type']).toBe('application/json');
    const [call] = h.calls();
    expect(call).toMatchObject({ method: 'POST', host: 'apify', path: '/payment/process/safetypay' });
    expect(call.headers).toMatchObject(sdkHeaders(APIFY_TOKEN));
    expect(call.body).toEqual({
      invoice: 'FO-1',
      description: 'Pedido FO-1',
      value: 15000,
      tax: '0',
      taxBase: '15000',
      currency: 'COP',
      docType: 'CC',
      document: '1035851980',
      name: 'Ana',
      lastName: 'Pérez',
      email: 'ana@x.co',
      cell_phone: '3001234567',
      country: 'CO',
      city: 'Medellín',
      urlResponse: 'https://fornido.co/pago',
      urlConfirmation: 'https://fornido.co/webhooks/epayco',
      methodConfirmation: 'POST',
      extra1: 'attempt-1',
      expirationDate: '2026-01-20',
      indCountry: '57',
      cash: '1',
      extras_epayco: { extra5: 'P44' },
    });
  });
});
