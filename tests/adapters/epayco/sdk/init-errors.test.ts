import { afterEach, describe, expect, it } from 'vitest';
import { createEpayco, EpaycoError } from '../../../../adapters/epayco/sdk/index';
import { PRIVATE_KEY, PUBLIC_KEY, recordingLogger, startEpayco, type Harness } from './harness';

const settings = {
  hosts: { api: 'http://127.0.0.1:9', secure: 'http://127.0.0.1:9', apify: 'http://127.0.0.1:9' },
  safetypayPath: '/restpagos/pagos/safetypays.json',
  timeoutMs: 100,
  logger: recordingLogger(),
  ip: '127.0.0.1',
};
const ES_100 = '[100] Error inicializando el sdk, compruebe que los parametros son correctos';
const EN_100 = '[100] Error initializing the sdk, please check the supplied parameters are correct';
const good = { apiKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, lang: 'EN', test: false };

const initError = (options: unknown) => {
  try {
    createEpayco(options, settings);
  } catch (e) {
    return e;
  }
  throw new Error('createEpayco accepted the options');
};

describe('ePayco SDK: initialisation', () => {
  it('accepts the four options and keeps all but the private key readable', () => {
    const epayco = createEpayco(good, settings);
    expect(epayco.options).toEqual({ apiKey: PUBLIC_KEY, lang: 'EN', test: false });
  });

  it.each([
    ['a test flag that is not a boolean', { ...good, lang: 'ES', test: 'true' }],
    ['a missing private key', { apiKey: PUBLIC_KEY, lang: 'ES', test: true }],
    ['a public key that is not a string', { ...good, apiKey: 42, lang: 'ES' }],
  ])('throws error 100 in Spanish for %s', (_, options) => {
    const e = initError(options);
    expect(e).toBeInstanceOf(EpaycoError);
    expect(e).toMatchObject({ code: 100, lang: 'ES', message: ES_100 });
  });

  it('throws error 100 in English when the language is English', () => {
    expect(initError({ ...good, test: 1 })).toMatchObject({ code: 100, lang: 'EN', message: EN_100 });
  });

  it.each([
    ['no options at all', undefined],
    ['a language other than ES and EN', { ...good, lang: 'FR' }],
    ['a language that is not a string', { ...good, lang: 7 }],
  ])('throws error 100 in Spanish for %s', (_, options) => {
    expect(initError(options)).toMatchObject({ code: 100, lang: 'ES', message: ES_100 });
  });
});

describe('ePayco SDK: cash methods', () => {
  let h: Harness;
  afterEach(() => h.close());

  it.each([
    ['ES', '[109] Método de pago en efectivo no válido, unicamnete soportados (efecty - baloto - gana)'],
    ['EN', '[109] Unsupported payment method, we only support (efecty - baloto - gana)'],
  ])('refuses a method outside the six with error 109 in %s, sending nothing', async (lang, message) => {
    h = await startEpayco({ options: { ...good, lang } });
    const call = h.epayco.cash.create('servientrega' as never, {} as never);
    await expect(call).rejects.toBeInstanceOf(EpaycoError);
    await expect(call).rejects.toMatchObject({ code: 109, lang, message });
    expect(h.requests).toEqual([]);
  });
});
