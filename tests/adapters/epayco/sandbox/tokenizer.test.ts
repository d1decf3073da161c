import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_SANDBOX_CREDENTIALS, EPAYCO_TEST_CARDS } from '../../../../adapters/epayco/sandbox';
import { startSandbox } from './harness';

let env: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  env = await startSandbox();
});
afterAll(() => env.close());

type Callback = (error: { message: string; data: { description: string } } | null, token?: string) => void;
type EPayco = { setPublicKey(key: string): void; token: { create(form: unknown, cb: Callback): void } };

/** Runs the served script as a browser would (a window, a current script, fetch), and returns its `ePayco`. */
const loadScript = async () => {
  const res = await fetch(`${env.origin}/sandbox/epayco/epayco.min.js`);
  expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
  const source = await res.text();
  expect(source).not.toMatch(/\beval\(|new Function/);
  const window: { ePayco?: EPayco } = {};
  runInNewContext(source, {
    window,
    fetch,
    document: { currentScript: { src: `${env.origin}/sandbox/epayco/epayco.min.js` } },
  });
  return window.ePayco as EPayco;
};
const form = (values: Record<string, string>) => ({
  querySelector: (selector: string) => {
    const name = /data-epayco="([^"]+)"/.exec(selector)?.[1] ?? '';
    return name in values ? { value: values[name] } : null;
  },
});
const create = (ePayco: EPayco, f: unknown) =>
  new Promise<{ error: Parameters<Callback>[0]; token?: string }>((resolve) =>
    ePayco.token.create(f, (error, token) => resolve({ error, token })),
  );
const card = {
  'card[number]': '4575 6231 8229 0326',
  'card[exp_month]': '12',
  'card[exp_year]': '2031',
  'card[cvc]': '123',
  'card[name]': 'Juana Pérez',
  'card[email]': 'juana@example.com',
};

describe('the tokenizer script', () => {
  it('tokenizes the form with the public key alone (a jQuery-wrapped form too), creating no payment', async () => {
    const ePayco = await loadScript();
    ePayco.setPublicKey(EPAYCO_SANDBOX_CREDENTIALS.publicKey);
    const { error, token } = await create(ePayco, form(card));
    expect(error).toBeNull();
    expect(token).toMatch(/^[A-Za-z0-9]{17}$/);
    expect(env.sandbox.control.transactions()).toHaveLength(0);
    const jquery = await create(ePayco, [form({ ...card, 'card[number]': EPAYCO_TEST_CARDS.rejected })]);
    expect(jquery.error).toBeNull();
  });

  it('answers an invalid card, an expired one and a wrong key in Spanish', async () => {
    const ePayco = await loadScript();
    expect((await create(ePayco, form(card))).error?.message).toMatch(/llave pública/);
    ePayco.setPublicKey(EPAYCO_SANDBOX_CREDENTIALS.publicKey);
    const bad = await create(ePayco, form({ ...card, 'card[number]': '4575623182290327' }));
    expect(bad.error).toMatchObject({
      message: 'El número de la tarjeta no es válido.',
      data: { description: 'El número de la tarjeta no es válido.' },
    });
    expect((await create(ePayco, form({ ...card, 'card[exp_year]': '2020' }))).error?.message).toBe(
      'La tarjeta está vencida.',
    );
    ePayco.setPublicKey('0'.repeat(32));
    expect((await create(ePayco, form(card))).error?.message).toBe('La llave pública no es válida.');
  });
});
