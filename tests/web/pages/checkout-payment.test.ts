import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView, PaymentOptionView } from '../../../contract/checkout';
import {
  checkoutStore,
  choosePayment,
  choosePaymentInstrument,
  EMPTY_DRAFT,
  parseDraft,
} from '../../../web/state/checkout';
import {
  checkoutInstrument,
  chooseInstrumentMessage,
  forgetPaymentNotice,
  paymentNotice,
  startCheckoutPayment,
  walletPhone,
} from '../../../web/pages/orders/pay/checkout-payment';
import { aNequiAttempt, cashOption, pseOption } from './pay-fixtures';
import { aDraft } from '../support/checkout-draft';

const nequi: PaymentOptionView = {
  id: 'nequi',
  label: 'Nequi',
  conditions: '',
  available: true,
  reason: null,
  instruments: ['wallet-push', 'wallet-qr'],
  sandbox: true,
  tokenizer: null,
  networks: [],
};
const cod: PaymentOptionView = { ...nequi, id: 'cash-on-delivery', label: 'Pago contraentrega', instruments: [] };
const card: PaymentOptionView = { ...nequi, id: 'sandbox-card', label: 'Tarjeta de prueba', instruments: ['card'] };

describe('the instrument chosen on the payment step', () => {
  it('asks Nequi’s way to pay, and checks the push’s phone as a Colombian mobile', () => {
    const draft = aDraft({ paymentMethod: 'nequi' });
    expect(checkoutInstrument(nequi, draft)).toEqual({
      ok: false,
      problem: {
        field: 'instrument',
        message: 'Elige cómo quieres pagar con Nequi: notificación a tu celular o código QR.',
      },
    });
    expect(checkoutInstrument(nequi, { ...draft, paymentInstrument: 'wallet-qr' })).toEqual({
      ok: true,
      instrument: { kind: 'wallet-qr' },
    });
    const push = { ...draft, paymentInstrument: 'wallet-push' as const };
    expect(walletPhone(push)).toBe('3001234567');
    expect(checkoutInstrument(nequi, push)).toEqual({
      ok: true,
      instrument: { kind: 'wallet-push', phone: '3001234567' },
    });
    expect(checkoutInstrument(nequi, { ...push, walletPhone: '604 123 4567' })).toEqual({
      ok: false,
      problem: {
        field: 'phone',
        message: 'Escribe un celular colombiano de 10 dígitos que empiece por 3 (ejemplo: 300 123 4567).',
      },
    });
  });

  it('names every way to pay in the message of a missing choice, as the choices read', () => {
    expect(chooseInstrumentMessage('Addi', ['pay-later', 'hosted-checkout', 'card'])).toBe(
      'Elige cómo quieres pagar con Addi: paga después, página del medio de pago o tarjeta.',
    );
  });

  it('starts nothing from the checkout for cash on delivery or a card (its number is typed on the order’s page)', () => {
    expect(checkoutInstrument(cod, aDraft())).toEqual({ ok: true, instrument: null });
    expect(checkoutInstrument(card, aDraft())).toEqual({ ok: true, instrument: null });
    expect(checkoutInstrument(undefined, aDraft())).toEqual({ ok: true, instrument: null });
  });

  it('asks PSE’s bank and the cash network as the order’s page does, and starts them from the checkout', () => {
    const pse: PaymentOptionView = { ...nequi, ...pseOption(), id: 'pse', available: true, reason: null };
    const draft = aDraft({ paymentMethod: 'pse' });
    expect(checkoutInstrument(pse, draft)).toEqual({
      ok: false,
      problem: { field: 'bank', message: 'Elige tu banco.' },
    });
    expect(
      checkoutInstrument(pse, { ...draft, payDetails: { bank: '1022', personType: 'juridica', network: '' } }),
    ).toEqual({ ok: true, instrument: { kind: 'bank-transfer', bank: '1022', personType: 'juridica' } });
    const cash: PaymentOptionView = { ...nequi, ...cashOption(), id: 'cash', available: true, reason: null };
    expect(checkoutInstrument(cash, aDraft({ paymentMethod: 'cash' }))).toEqual({
      ok: false,
      problem: { field: 'network', message: 'Elige dónde quieres pagar en efectivo.' },
    });
    const chosen = aDraft({ paymentMethod: 'cash', payDetails: { ...EMPTY_DRAFT.payDetails, network: 'sured' } });
    expect(checkoutInstrument(cash, chosen)).toEqual({
      ok: true,
      instrument: { kind: 'cash-voucher', network: 'sured' },
    });
    // A method with one network needs no choice.
    const efecty = { ...cash, networks: [{ id: 'efecty', name: 'Efecty' }] };
    expect(checkoutInstrument(efecty, aDraft())).toEqual({
      ok: true,
      instrument: { kind: 'cash-voucher', network: 'efecty' },
    });
    // The card with ePayco's tokenizer is typed on the order's page, as the sandbox card.
    const epayco: PaymentOptionView = {
      ...card,
      tokenizer: { provider: 'epayco', script: '/x.js', key: 'k', connect: [] },
    };
    expect(checkoutInstrument(epayco, aDraft())).toEqual({
      ok: true,
      instrument: null,
    });
  });

  it('forgets the instrument when another method is chosen, and reads drafts kept before it existed', () => {
    checkoutStore.draft = aDraft({ paymentMethod: 'nequi' });
    choosePaymentInstrument('wallet-qr');
    choosePayment('nequi');
    expect(checkoutStore.draft.paymentInstrument).toBe('wallet-qr');
    choosePayment('cash-on-delivery');
    expect(checkoutStore.draft.paymentInstrument).toBe('');
    const { paymentInstrument: _i, walletPhone: _p, ...older } = aDraft({ paymentMethod: 'nequi' });
    expect(parseDraft(older)).toEqual(aDraft({ paymentMethod: 'nequi' }));
    expect(parseDraft({ ...EMPTY_DRAFT, paymentInstrument: 'cheque' })).toBeNull();
    expect(parseDraft({ ...EMPTY_DRAFT, walletPhone: 300 })).toBeNull();
    const { payDetails: _d, ...beforePse } = aDraft({ paymentMethod: 'pse' });
    expect(parseDraft(beforePse)).toEqual(aDraft({ paymentMethod: 'pse' }));
    expect(parseDraft({ ...EMPTY_DRAFT, payDetails: { bank: '1', personType: 'empresa', network: '' } })).toBeNull();
  });
});

describe('starting the payment right after the order is placed', () => {
  const order = { number: 'FO-2026-000001', link: '/pedido/FO-2026-000001/?firma=abc' } as OrderView;
  let sent: [string, unknown][];
  let reply: Response | null;
  beforeEach(() => {
    sent = [];
    forgetPaymentNotice();
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      sent.push([path, JSON.parse(init.body as string)]);
      if (!reply) throw new TypeError('Failed to fetch');
      return reply;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the method, the instrument and the link’s signature', async () => {
    reply = new Response(JSON.stringify({ status: 'pending', attempt: aNequiAttempt() }), { status: 200 });
    expect(await startCheckoutPayment(order, 'nequi', { kind: 'wallet-qr' })).toEqual({
      started: true,
      redirect: null,
    });
    expect(sent).toEqual([
      [
        '/api/v1/orders/FO-2026-000001/payments',
        { method: 'nequi', instrument: { kind: 'wallet-qr' }, signature: 'abc' },
      ],
    ]);
    expect(paymentNotice(order.number)).toBeNull();
  });

  it('answers the bank’s address when the payment continues there (PSE)', async () => {
    const attempt = aNequiAttempt({ method: 'pse', action: { kind: 'redirect', url: 'https://banco.example/pse/1' } });
    reply = new Response(JSON.stringify({ status: 'pending', attempt }), { status: 200 });
    const pse = { kind: 'bank-transfer', bank: '1022', personType: 'natural' } as const;
    expect(await startCheckoutPayment(order, 'pse', pse)).toEqual({
      started: true,
      redirect: 'https://banco.example/pse/1',
    });
    expect(sent[0][1]).toEqual({ method: 'pse', instrument: pse, signature: 'abc' });
  });

  it('leaves the reason for the order’s page when the payment does not start', async () => {
    reply = new Response(
      JSON.stringify({
        error: {
          kind: 'invalid-input',
          message: 'Revisa los datos.',
          fields: { phone: 'Ese celular no tiene Nequi.' },
        },
      }),
      { status: 400 },
    );
    expect(await startCheckoutPayment(order, 'nequi', { kind: 'wallet-push', phone: '3001234567' })).toEqual({
      started: false,
      redirect: null,
    });
    expect(paymentNotice(order.number)).toBe('Ese celular no tiene Nequi.');
    expect(paymentNotice('FO-2026-000002')).toBeNull();
    reply = null;
    await startCheckoutPayment(order, 'nequi', { kind: 'wallet-qr' });
    expect(paymentNotice(order.number)).toMatch(/^No pudimos conectarnos\..* No se hizo ningún cobro\.$/);
    forgetPaymentNotice();
    expect(paymentNotice(order.number)).toBeNull();
  });
});
