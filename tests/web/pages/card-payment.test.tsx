import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_CARDS, cardDigits } from '../../../core/payments/sandbox-card';
import { tokenizeCard, TOKENIZER_UNAVAILABLE, type EpaycoJs } from '../../../web/lib/card-tokenizer';
import type { InstrumentRequest } from '../../../contract/checkout';
import { OrderDetails } from '../../../web/pages/orders/order-details';
import { cardProblems, luhnValid, type CardTyped } from '../../../web/pages/orders/pay/card-check';
import { payByCard } from '../../../web/pages/orders/pay/card-form';
import { aNequiOrder, epaycoCardOption, sandboxCardOption } from './pay-fixtures';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');
const cardPage = (option = epaycoCardOption()) =>
  renderToString(
    <OrderDetails
      order={aNequiOrder({ paymentMethod: option.method, payOptions: [option] })}
      onChange={() => undefined}
    />,
  );
const formOf = (html: string) => /<form [^>]*aria-label="Pagar con [^"]*"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

const TODAY = { year: 2026, month: 11 };
const aCard = (over: Partial<CardTyped> = {}): CardTyped => ({
  name: 'Laura Gómez',
  number: '4575623182290326',
  expiry: '1229',
  cvc: '123',
  installments: 6,
  ...over,
});
const aForm = {} as HTMLFormElement;
const tokenizer = epaycoCardOption().tokenizer!;

/** ePayco.js as its script leaves it on `window`, answering with `answer` and noting what it was given. */
const fakeEpayco = (answer: [{ message?: string } | null, unknown]) => {
  const calls = { key: '', form: null as unknown };
  const js: EpaycoJs = {
    setPublicKey: (key) => void (calls.key = key),
    token: {
      create: (form, callback) => {
        calls.form = form;
        callback(...answer);
      },
    },
  };
  return { js, calls };
};

describe('the card form with the provider’s tokenizer', () => {
  it('names no input, so the card is never sent to the store, and marks them for ePayco.js', () => {
    const form = formOf(cardPage());
    expect(form).not.toBe('');
    const controls = form.match(/<(input|select)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThanOrEqual(8);
    for (const control of controls) expect(control).not.toMatch(/\sname=/);
    for (const field of ['name', 'email', 'number', 'exp_month', 'exp_year', 'cvc'])
      expect(form).toContain(`data-epayco="card[${field}]"`);
    expect(form).toContain('data-epayco="card[email]" value="laura@correo.co"');
    expect(form).toMatch(
      /autoComplete="cc-name"[^>]*value="Laura Gómez"|value="Laura Gómez"[^>]*autoComplete="cc-name"/i,
    );
    for (const ac of ['cc-number', 'cc-exp', 'cc-csc'])
      expect(form).toMatch(new RegExp(`<input[^>]*inputMode="numeric"[^>]*autoComplete="${ac}"`, 'i'));
  });

  it('labels every field, offers 1 to 36 cuotas (1 chosen) and says a debit card pays in one', () => {
    const html = cardPage();
    const t = text(html);
    for (const label of ['Nombre como aparece en la tarjeta', 'Número de la tarjeta', 'Vencimiento (MM/AA)', 'CVC'])
      expect(html).toMatch(new RegExp(`<label for="pago-\\w+"[^>]*>${label.replace(/[()]/g, '\\$&')}`));
    expect(html).toMatch(/<label for="pago-installments"[^>]*>Número de cuotas/);
    expect(html.match(/<option value="\d+"/g)).toHaveLength(36);
    expect(html).toMatch(/<option value="1" selected="">1 cuota<\/option>/);
    expect(html).toContain('<option value="36">36 cuotas</option>');
    expect(t).toContain('con tarjeta débito el pago es en 1 cuota');
    expect(t).toContain('|Cargando el formulario seguro de la tarjeta…|');
    expect(html).toMatch(/aria-describedby="pago-installments-ayuda"/);
  });

  it('loads the method’s script, sets its public key and posts the token with the cuotas', async () => {
    const load = vi.fn(async () => undefined);
    const { js, calls } = fakeEpayco([null, 'tok_9a8b7c']);
    const posted: InstrumentRequest[] = [];
    const outcome = await payByCard(aCard(), aForm, {
      tokenizer,
      tokenize: (t, f) => tokenizeCard(t, f, { load, scope: () => ({ ePayco: js }) }),
      start: async (i) => {
        posted.push(i);
        return null;
      },
      today: TODAY,
    });
    expect(outcome).toBeNull();
    expect(load).toHaveBeenCalledWith('https://checkout.epayco.co/epayco.min.js');
    expect(calls).toEqual({ key: 'pk_test_491d6a0b', form: aForm });
    expect(posted).toEqual([{ kind: 'card', token: 'tok_9a8b7c', installments: 6 }]);
  });

  it('shows the tokenizer’s own message when it refuses the card, and posts nothing', async () => {
    const { js } = fakeEpayco([{ message: 'La tarjeta no es válida' }, undefined]);
    const start = vi.fn(async () => null);
    const outcome = await payByCard(aCard(), aForm, {
      tokenizer,
      tokenize: (t, f) => tokenizeCard(t, f, { load: async () => undefined, scope: () => ({ ePayco: js }) }),
      start,
      today: TODAY,
    });
    expect(outcome).toEqual({ alert: 'No pudimos validar la tarjeta: La tarjeta no es válida' });
    expect(start).not.toHaveBeenCalled();
  });

  it('says in Spanish that the secure form could not load, and offers another method', async () => {
    const failed = await tokenizeCard(tokenizer, aForm, {
      load: () => Promise.reject(new Error('offline')),
      scope: () => ({}),
    });
    expect(failed).toEqual({ problem: TOKENIZER_UNAVAILABLE });
    expect(TOKENIZER_UNAVAILABLE).toMatch(
      /^No pudimos cargar el formulario seguro de la tarjeta\..*otro medio de pago\.$/,
    );
    // Loaded, but the script left no ePayco object (blocked by an extension): the same message.
    expect(await tokenizeCard(tokenizer, aForm, { load: async () => undefined, scope: () => ({}) })).toEqual({
      problem: TOKENIZER_UNAVAILABLE,
    });
  });

  it('checks the card before the tokenizer is asked, with a message under each field', async () => {
    const tokenize = vi.fn();
    const outcome = await payByCard(
      aCard({ name: '', number: '4575623182290327', expiry: '1325', cvc: '1', installments: 40 }),
      aForm,
      { tokenizer, tokenize, start: async () => null, today: TODAY },
    );
    expect(outcome).toEqual({
      fields: {
        cardName: 'Escribe el nombre como aparece en la tarjeta.',
        card: 'Revisa el número de la tarjeta: tiene un dígito que no corresponde.',
        expiry: 'El mes de vencimiento va de 01 a 12.',
        cvc: 'Escribe el código de seguridad (CVC) de 3 o 4 dígitos que está al respaldo de la tarjeta.',
        installments: 'Elige entre 1 y 36 cuotas.',
      },
    });
    expect(tokenize).not.toHaveBeenCalled();
    expect(cardProblems(aCard({ expiry: '1026' }), true, TODAY)).toEqual({
      expiry: 'La tarjeta está vencida: revisa la fecha de vencimiento.',
    });
    expect(cardProblems(aCard({ expiry: '12' }), true, TODAY).expiry).toBe(
      'Escribe la fecha de vencimiento como MM/AA (ejemplo: 08/29).',
    );
    expect(cardProblems(aCard({ expiry: '1126', cvc: '1234' }), true, TODAY)).toEqual({});
    expect(cardProblems(aCard({ number: '' }), true, TODAY).card).toBe('Escribe el número de la tarjeta.');
  });
});

describe('the store’s sandbox card, the same form without the tokenizer', () => {
  it('asks only the number (the test number is its token) and the cuotas', async () => {
    const html = cardPage(sandboxCardOption());
    expect(html).toMatch(/<label for="pago-cardNumber"[^>]*>Número de la tarjeta/);
    expect(html).not.toContain('data-epayco');
    expect(html).not.toContain('Vencimiento');
    expect(html).not.toContain('Cargando el formulario seguro');
    const posted: InstrumentRequest[] = [];
    const tokenize = vi.fn();
    const digits = cardDigits(SANDBOX_CARDS.approved);
    await payByCard(aCard({ name: '', expiry: '', cvc: '', number: digits, installments: 1 }), aForm, {
      tokenizer: null,
      tokenize,
      start: async (i) => {
        posted.push(i);
        return null;
      },
      today: TODAY,
    });
    expect(posted).toEqual([{ kind: 'card', token: digits, installments: 1 }]);
    expect(tokenize).not.toHaveBeenCalled();
  });

  it('passes the Luhn check with every test card', () => {
    for (const n of Object.values(SANDBOX_CARDS)) expect(luhnValid(cardDigits(n))).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});
