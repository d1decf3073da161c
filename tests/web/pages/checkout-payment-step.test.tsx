import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaymentOptionView } from '../../../contract/checkout';
import { PaymentOptions } from '../../../web/pages/checkout/payment-options';
import { EMPTY_DRAFT } from '../../../web/state/checkout';
import { cashOption, epaycoCardOption, pseOption } from './pay-fixtures';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');

const nequi: PaymentOptionView = {
  id: 'nequi',
  label: 'Nequi',
  conditions: 'Aprueba el pago en la app Nequi.',
  available: true,
  reason: null,
  instruments: ['wallet-push', 'wallet-qr'],
  sandbox: false,
  tokenizer: null,
  networks: [],
};
const cod: PaymentOptionView = {
  ...nequi,
  id: 'cash-on-delivery',
  label: 'Pago contraentrega',
  conditions: 'Pagas en efectivo al recibir el pedido.',
  instruments: [],
};

const step = (over: Partial<Parameters<typeof PaymentOptions>[0]> = {}) =>
  renderToString(
    <PaymentOptions
      options={[nequi, cod]}
      chosen="nequi"
      onChoose={() => undefined}
      busy={false}
      instrument=""
      onInstrument={() => undefined}
      phone="3001234567"
      onPhone={() => undefined}
      details={EMPTY_DRAFT.payDetails}
      onDetails={() => undefined}
      errors={{}}
      {...over}
    />,
  );

describe('the checkout’s payment step with Nequi', () => {
  it('offers Nequi’s two ways once Nequi is chosen, and nothing more for cash on delivery', () => {
    const t = text(step());
    expect(t).toContain('|Nequi|Aprueba el pago en la app Nequi.|¿Cómo quieres pagar con Nequi?|');
    expect(t).toContain('|Notificación a tu celular|');
    expect(t).toContain('|Código QR|');
    expect(step()).not.toContain('walletPhone');
    const onlyCod = step({ chosen: 'cash-on-delivery' });
    expect(onlyCod).not.toContain('¿Cómo quieres pagar con');
    expect(text(onlyCod)).toContain('|Pago contraentrega|Pagas en efectivo al recibir el pedido.|');
  });

  it('asks the phone for the push, prefilled from the buyer’s step, with its message under the field', () => {
    const html = step({ instrument: 'wallet-push' });
    expect(html).toMatch(/<label for="pago-walletPhone"[^>]*>Celular registrado en Nequi/);
    expect(html).toMatch(
      /id="pago-walletPhone" type="tel" inputMode="tel" autoComplete="tel-national"[^>]*name="walletPhone" value="300 123 4567"/,
    );
    expect(html).toMatch(/name="paymentInstrument" checked="" value="wallet-push"/);
    const wrong = step({
      instrument: 'wallet-push',
      phone: '6041234567',
      errors: { phone: 'Escribe un celular colombiano.' },
    });
    expect(wrong).toMatch(/aria-invalid="true"/);
    expect(text(wrong)).toContain('|Escribe un celular colombiano.|');
    expect(step({ instrument: 'wallet-qr' })).not.toContain('walletPhone');
  });

  it('says when Nequi runs in the store’s test mode, with its test phone', () => {
    expect(step()).not.toContain('Modo de prueba');
    const sandbox = step({ options: [{ ...nequi, sandbox: true }, cod] });
    expect(text(sandbox)).toContain('Modo de prueba de la tienda: Nequi no cobra dinero real.');
    expect(sandbox).toContain('href="/sandbox/nequi/"');
    const refused = step({ errors: { instrument: 'Elige cómo quieres pagar con Nequi.' } });
    expect(text(refused)).toContain('|Elige cómo quieres pagar con Nequi.|');
    // Each way to pay is marked and read with the message, so the one focused says what is missing.
    expect(refused.match(/aria-invalid="true"[^>]*aria-describedby="[^"]*pago-forma-error"/g)).toHaveLength(2);
  });
});

describe('the checkout’s payment step with ePayco’s methods', () => {
  const as = (o: ReturnType<typeof pseOption>): PaymentOptionView => ({
    ...o,
    id: o.method,
    available: true,
    reason: null,
  });
  const pse = as(pseOption());
  const cash = as(cashOption());
  const card = as(epaycoCardOption());

  it('asks PSE’s person type and bank with the same fields as the order’s page, and says the bank comes next', () => {
    const html = step({ options: [pse, cash, card], chosen: 'pse', errors: { bank: 'Elige tu banco.' } });
    const t = text(html);
    expect(t).toContain('|Tipo de persona|Persona natural|Persona jurídica (empresa)|');
    expect(html).toMatch(/<label for="checkout-pago-bank"[^>]*>Banco<\/label>/);
    expect(html).toMatch(/aria-describedby="checkout-pago-bank-ayuda checkout-pago-bank-error"/);
    expect(t).toContain('|Elige tu banco.|');
    expect(t).toContain('Al confirmar el pedido te llevamos a tu banco para autorizar el pago.');
  });

  it('asks the cash network, with its message tied to the fieldset', () => {
    const html = step({
      options: [pse, cash, card],
      chosen: 'cash',
      details: { ...EMPTY_DRAFT.payDetails, network: 'baloto' },
      errors: { network: 'Elige dónde quieres pagar en efectivo.' },
    });
    expect(text(html)).toContain('|¿Dónde quieres pagar en efectivo?|Efecty|Baloto|SuRed|');
    expect(html).toMatch(/name="checkout-pago-network" checked="" value="baloto"/);
    expect(html).toMatch(/<fieldset aria-describedby="checkout-pago-network-error">/);
  });

  it('leaves the card to the order’s page, saying the number never reaches the store, and loads no script here', () => {
    const html = step({ options: [pse, cash, card], chosen: 'card' });
    expect(text(html)).toContain('el número de tu tarjeta nunca llega a nuestros servidores');
    expect(html).not.toContain('data-epayco');
    expect(html).not.toContain('<script');
  });
});
