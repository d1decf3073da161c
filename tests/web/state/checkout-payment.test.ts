import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView, PaymentOptionView } from '../../../web/lib/checkout-api';
import {
  checkoutStore,
  choosePayment,
  choosePaymentInstrument,
  EMPTY_DRAFT,
  parseDraft,
} from '../../../web/state/checkout';
import {
  checkoutInstrument,
  forgetPaymentNotice,
  paymentNotice,
  startCheckoutPayment,
  walletPhone,
} from '../../../web/state/checkout-payment';
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
      problem: { field: 'instrument', message: 'Elige cómo quieres pagar con Nequi.' },
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

  it('starts nothing from the checkout for cash on delivery or a card (its number is typed on the order’s page)', () => {
    expect(checkoutInstrument(cod, aDraft())).toEqual({ ok: true, instrument: null });
    expect(checkoutInstrument(card, aDraft())).toEqual({ ok: true, instrument: null });
    expect(checkoutInstrument(undefined, aDraft())).toEqual({ ok: true, instrument: null });
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
    reply = new Response(JSON.stringify({ status: 'pending' }), { status: 200 });
    expect(await startCheckoutPayment(order, 'nequi', { kind: 'wallet-qr' })).toBe(true);
    expect(sent).toEqual([
      [
        '/api/v1/orders/FO-2026-000001/payments',
        { method: 'nequi', instrument: { kind: 'wallet-qr' }, signature: 'abc' },
      ],
    ]);
    expect(paymentNotice(order.number)).toBeNull();
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
    expect(await startCheckoutPayment(order, 'nequi', { kind: 'wallet-push', phone: '3001234567' })).toBe(false);
    expect(paymentNotice(order.number)).toBe('Ese celular no tiene Nequi.');
    expect(paymentNotice('FO-2026-000002')).toBeNull();
    reply = null;
    await startCheckoutPayment(order, 'nequi', { kind: 'wallet-qr' });
    expect(paymentNotice(order.number)).toMatch(/^No pudimos conectarnos\..* No se hizo ningún cobro\.$/);
    forgetPaymentNotice();
    expect(paymentNotice(order.number)).toBeNull();
  });
});
