import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { EPAYCO_TEST_CARDS } from '../../adapters/epayco/sandbox';
import { startTestServer } from '../support/test-server';
import { accountServer, api } from './support/account-client';
import { orderBecomes, postForm, sandboxTransaction, tokenize } from './support/epayco-orders';
import { placeOrder, referenceOf } from './support/online-orders';

// The store as `npm start` runs it: no ePayco keys, so cards, PSE, cash and SafetyPay run against ePayco's sandbox,
// mounted on the store and reached by our SDK through the store's own port; its confirmations reach the webhook.
const ctx = accountServer({ CARD_PROVIDER: 'epayco' });
const EPAYCO_METHODS = ['card', 'pse', 'cash', 'safetypay'];

describe('paying with ePayco through its sandbox', () => {
  it('offers the card, PSE, cash and SafetyPay, marked as the sandbox, and an order over $ 500.000 can take them', async () => {
    const { total, view } = await placeOrder(ctx, 'card');
    expect(total).toBeGreaterThan(500_000);
    const options = (await view()).json.payOptions as { method: string; sandbox?: boolean }[];
    const epayco = options.filter((o) => EPAYCO_METHODS.includes(o.method));
    expect(epayco.map((o) => o.method)).toEqual(EPAYCO_METHODS);
    expect(epayco.every((o) => o.sandbox === true)).toBe(true);
  });

  it('pays by card tokenized by the sandbox script: the order is paid at once', async () => {
    const { pay, number, total } = await placeOrder(ctx, 'card');
    const token = await tokenize(ctx, EPAYCO_TEST_CARDS.approved);
    const res = await pay('card', { kind: 'card', token, installments: 3 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'approved',
      attempt: { method: 'card', state: 'approved', open: false, amount: total },
      order: { number, state: 'paid', payable: false, payOptions: [] },
    });
    const tx = await sandboxTransaction(ctx, await referenceOf(ctx, res.json.attempt.id));
    expect(tx).toMatchObject({ method: 'card', invoice: number, value: String(total), dues: '3' });
  });

  it('tells in Spanish that the bank rejected the card, and the order is paid afterwards by PSE', async () => {
    const { pay, number } = await placeOrder(ctx, 'card');
    const token = await tokenize(ctx, EPAYCO_TEST_CARDS.rejected);
    const rejected = await pay('card', { kind: 'card', token, installments: 1 });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({
      status: 'rejected',
      message: 'El banco rechazó la tarjeta. Puedes intentarlo de nuevo o elegir otro medio de pago.',
      attempt: { state: 'rejected', open: false },
      order: { state: 'pending_payment', payable: true },
    });
    expect(rejected.json.order.payOptions.map((o: { method: string }) => o.method)).toContain('pse');

    const pse = await pay('pse', { kind: 'bank-transfer', bank: '1022', personType: 'natural' });
    const ref = await referenceOf(ctx, pse.json.attempt.id);
    await postForm(ctx, '/sandbox/pse/aprobar', { ref });
    const paid = await orderBecomes(ctx, number, 'paid');
    expect(paid.payments.map((p) => p.state)).toEqual(['rejected', 'approved']);
  });

  it('pays by PSE: the shopper goes to the bank, approves, and the confirmation pays the order', async () => {
    const { pay, number, view, total } = await placeOrder(ctx, 'card');
    const res = await pay('pse', { kind: 'bank-transfer', bank: '1007', personType: 'natural' });
    expect(res.json).toMatchObject({
      status: 'pending',
      attempt: { method: 'pse', state: 'pending', open: true, action: { kind: 'redirect' } },
      order: { state: 'pending_payment' },
    });
    const ref = await referenceOf(ctx, res.json.attempt.id);
    // The bank is at the store's public address, where the browser reaches the sandbox.
    const bank = new URL(res.json.attempt.action.url as string);
    expect(`${bank.origin}${bank.pathname}${bank.search}`).toBe(`https://fornido.co/sandbox/pse/?ref=${ref}`);
    const page = await ctx.server.get(`/sandbox/pse/${bank.search}`);
    expect(await page.text()).toContain('BANCOLOMBIA');
    expect(await sandboxTransaction(ctx, ref)).toMatchObject({ value: String(total), invoice: number });

    const approved = await postForm(ctx, '/sandbox/pse/aprobar', { ref });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain(`/pedido/${number}`);
    await orderBecomes(ctx, number, 'paid');
    const shown = (await view()).json;
    expect(shown).toMatchObject({ state: 'paid', payable: false });
    expect(shown.payments.at(-1)).toMatchObject({ method: 'pse', state: 'approved', open: false });
    const confirmations = (await (await ctx.server.get('/sandbox/epayco/control/confirmations/')).json()) as {
      refPayco: string;
      status: number;
    }[];
    expect(confirmations.filter((c) => c.refPayco === ref)).toEqual([expect.objectContaining({ status: 200 })]);
  });

  it('issues an Efecty voucher the order page shows, and the order is paid when the counter takes the cash', async () => {
    const { pay, number, view } = await placeOrder(ctx, 'card');
    const res = await pay('cash', { kind: 'cash-voucher', network: 'efecty' });
    expect(res.json).toMatchObject({
      status: 'pending',
      attempt: { state: 'pending' },
      order: { state: 'pending_payment' },
    });
    const ref = await referenceOf(ctx, res.json.attempt.id);
    const { pin } = await sandboxTransaction(ctx, ref);
    const shown = (await view()).json.payments.at(-1);
    expect(shown).toMatchObject({
      method: 'cash',
      open: true,
      action: { kind: 'voucher', network: 'efecty', networkName: 'Efecty', reference: ref, pin, projectCode: '110342' },
    });
    // Three days on, at the end of the day in Bogotá (the test clock's day, 07:00 there or later).
    expect(new Date(shown.expiresAt as string).toISOString()).toMatch(/T04:59:59\.\d{3}Z$/);
    expect(new Date(shown.expiresAt as string).getTime() - ctx.clock.now().getTime()).toBeGreaterThan(2 * 86_400_000);

    expect((await postForm(ctx, '/sandbox/epayco/efectivo/pagar', { ref: pin })).status).toBe(303);
    await orderBecomes(ctx, number, 'paid');
  });

  it('sends the shopper to SafetyPay', async () => {
    const { pay } = await placeOrder(ctx, 'card');
    const res = await pay('safetypay', { kind: 'hosted-checkout' });
    const ref = await referenceOf(ctx, res.json.attempt.id);
    expect(res.json).toMatchObject({
      status: 'pending',
      attempt: { action: { kind: 'redirect', url: `https://fornido.co/sandbox/epayco/safetypay/?ref=${ref}` } },
    });
  });

  it('lists the sandbox banks for the PSE form, without the "seleccione" prompt', async () => {
    const res = await ctx.http.get('/payments/banks');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.banks).toContainEqual({ code: '1022', name: 'BANCO UNION COLOMBIANO' });
    expect(res.json.banks.map((b: { code: string }) => b.code)).not.toContain('0');
  });
});

describe('PAYMENT_METHODS without pse', () => {
  it('has no PSE: the bank list answers 409, the other ePayco methods stay', async () => {
    const server = await startTestServer(undefined, {
      env: { CARD_PROVIDER: 'epayco', PAYMENT_METHODS: 'card,cash,cash-on-delivery' },
    });
    try {
      const res = await api(server).get('/payments/banks');
      expect(res.status).toBe(409);
      expect(res.json.error).toMatchObject({
        kind: 'payment-method-unavailable',
        message: expect.stringContaining('PSE'),
      });
      expect(server.container.get(T.payments).methods).toEqual(['card', 'cash', 'cash-on-delivery']);
    } finally {
      await server.close();
    }
  });
});
