import { afterEach, describe, expect, it } from 'vitest';
import { ADDI_SANDBOX_ERRORS, IN_PROCESS_ID_NUMBER } from '../../../adapters/addi/sandbox';
import { pesos } from '../../../core/shared/money';
import { addiRequest, startAddi, type Addi } from './harness';

const NOT_OPENED = {
  status: 'failed',
  reason: 'gateway-unavailable',
  message: 'No pudimos abrir tu solicitud de crédito con Addi. Inténtalo de nuevo o elige otro medio de pago.',
};
const IN_PROCESS = {
  status: 'rejected',
  reference: null,
  reason: 'credit-in-process',
  message: 'Ya tienes un crédito en proceso con Addi. Termínalo en la app de Addi o elige otro medio de pago.',
};

describe('Addi: the online application', () => {
  let h: Addi;
  afterEach(() => h.close());

  it("is posted with the bearer token and the exact body: our attempt id as orderId, amounts as Addi's spec types them (strings of pesos with cents after a dot), the ways back", async () => {
    h = await startAddi();
    const request = addiRequest();
    await h.gateway.apply(request);
    const [call] = h.apiCalls();
    expect(h.fetched.map((f) => f.url)).toEqual([
      `${h.origin}/sandbox/addi/auth/oauth/token`,
      `${h.origin}/sandbox/addi/api/v1/online-applications`,
    ]);
    expect(call.method).toBe('POST');
    expect(call.headers).toMatchObject({ 'content-type': 'application/json', 'accept': 'application/json' });
    expect(call.headers.authorization).toMatch(/^Bearer [\w-]+$/);
    expect(JSON.parse(call.body)).toEqual({
      orderId: request.attemptId,
      totalAmount: '659400.0',
      shippingAmount: '9900.0',
      totalTaxesAmount: '103704.0',
      currency: 'COP',
      items: [
        {
          sku: 'P01-2LB-CHOC',
          name: 'Proteína Whey 2 lb Chocolate',
          quantity: '3',
          unitPrice: '129900.0',
          tax: '62221.0',
        },
        { sku: 'P02-300G', name: 'Creatina 300 g', quantity: '2', unitPrice: '129900.0', tax: '41483.0' },
      ],
      client: {
        idType: 'CC',
        idNumber: '1020304050',
        firstName: 'Camila',
        lastName: 'Andrea Rojas Díaz',
        email: 'camila@correo.co',
        cellphone: '3001234567',
        cellphoneCountryCode: '+57',
        address: { lineOne: 'Calle 10 # 43-20, Apto 501', city: 'Medellín', country: 'CO' },
      },
      shippingAddress: { lineOne: 'Calle 10 # 43-20, Apto 501', city: 'Medellín', country: 'CO' },
      allyUrlRedirection: {
        logoUrl: 'https://fornido.co/icons/logo-512.png',
        callbackUrl: h.deps.callbackUrl,
        redirectionUrl: request.returnUrl,
      },
    });
  });

  it("answers 301, which is not followed: the shopper is sent to Location (the sandbox's credit page)", async () => {
    h = await startAddi();
    const request = addiRequest();
    const outcome = await h.gateway.apply(request);
    const application = h.sandbox.application(request.attemptId)!;
    expect(outcome).toEqual({
      status: 'pending',
      reference: request.attemptId,
      action: { kind: 'redirect', url: `https://fornido.co/sandbox/addi/?id=${application.applicationId}` },
      expiresAt: request.orderExpiresAt,
    });
    expect(h.fetched.map((f) => f.init?.redirect)).toEqual([undefined, 'manual']);
    expect(h.fetched).toHaveLength(2);
  });

  it('sends what the shopper finances after gift credit as totalAmount, the items at their prices', async () => {
    h = await startAddi();
    await h.gateway.apply(addiRequest({ amount: pesos(609_400), giftCredit: pesos(50_000) }));
    const body = JSON.parse(h.apiCalls()[0].body) as { totalAmount: string; items: { unitPrice: string }[] };
    expect(body.totalAmount).toBe('609400.0');
    expect(body.items.map((i) => i.unitPrice)).toEqual(['129900.0', '129900.0']);
  });

  it('answers 409 when the shopper has a credit in process: rejected, in Spanish', async () => {
    h = await startAddi();
    const buyer = { ...addiRequest().buyer, documentNumber: IN_PROCESS_ID_NUMBER };
    expect(await h.gateway.apply(addiRequest({ buyer }))).toEqual(IN_PROCESS);
    // The same shopper applying again while the first application waits.
    expect(await h.gateway.apply(addiRequest({ attemptId: 'a-1' }))).toMatchObject({ status: 'pending' });
    expect(await h.gateway.apply(addiRequest({ attemptId: 'a-2' }))).toEqual(IN_PROCESS);
    // Once it ended (abandoned), another may start.
    await h.sandbox.settle(h.sandbox.application('a-1')!.applicationId, 'ABANDONED');
    expect(await h.gateway.apply(addiRequest({ attemptId: 'a-3' }))).toMatchObject({ status: 'pending' });
    expect(JSON.stringify(h.logger.entries)).toContain('in-process');
  });

  it('fails with the Spanish message when Addi refuses the body (400), fails (5xx) or answers without Location', async () => {
    h = await startAddi();
    expect(await h.gateway.apply(addiRequest({ amount: pesos(40_000) }))).toEqual({
      ...NOT_OPENED,
      reason: 'gateway-refused',
    });
    expect(h.logger.entries.at(-1)!.fields).toMatchObject({
      says: 'totalAmount must be between 50000 and 20000000 COP',
      code: ADDI_SANDBOX_ERRORS.amountOutOfRange,
    });
    expect(await h.gateway.apply(addiRequest({ amount: pesos(20_000_001) }))).toMatchObject({ status: 'failed' });
    h.sandbox.answerNext(500, '{"message":"internal"}');
    expect(await h.gateway.apply(addiRequest())).toEqual(NOT_OPENED);
    h.sandbox.answerNext(301, '');
    expect(await h.gateway.apply(addiRequest())).toEqual(NOT_OPENED);
    h.sandbox.answerNext(200, '{"ok":true}');
    expect(await h.gateway.apply(addiRequest())).toEqual(NOT_OPENED);
    expect(h.logger.entries.filter((e) => e.level === 'error').map((e) => e.fields.status)).toEqual([500, 301, 200]);
  });

  it('fails when Addi does not answer in time or drops the connection, and nothing secret is logged', async () => {
    // The harness's time-out (2 s) leaves the token's request room on a busy machine; the application's answer comes
    // far later than it.
    h = await startAddi();
    h.sandbox.slowNext(20_000);
    const started = Date.now();
    expect(await h.gateway.apply(addiRequest())).toEqual(NOT_OPENED);
    expect(Date.now() - started).toBeLessThan(15_000);
    h.sandbox.dropNext();
    expect(await h.gateway.apply(addiRequest())).toEqual(NOT_OPENED);
    expect(h.logger.entries.map((e) => e.fields.kind)).toEqual(['timeout', 'network']);
    const logged = JSON.stringify(h.logger.entries);
    for (const secret of [h.settings.clientSecret, h.settings.callbackPassword]) expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/Bearer/);
  });
});
