import { describe, expect, it } from 'vitest';
import type { MobilePhone } from '../../../core/people/phone';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import { gatewayRegistry, instrumentsOf, sendPayment } from '../../../core/payments/gateways';
import type { PaymentMethodId } from '../../../core/payments/methods';
import type { PaymentGateway, PaymentOutcome } from '../../../core/payments/ports';
import { anAttempt } from '../../builders/orders';
import { aPaymentRequest } from '../../builders/payment-request';
import { scriptedCardGateway, scriptedWalletGateway } from '../../fakes/payment-gateways';

const WAITING: PaymentOutcome = { status: 'pending', reference: 'R', action: null, expiresAt: null };
const answered = async () => WAITING;
const common = (provider: string, method: PaymentMethodId) => ({ provider, method, sandbox: false, status: answered });

/** One gateway of every kind besides wallets and cards, answering "pending" to anything. */
const others: readonly PaymentGateway[] = [
  { kind: 'bank-transfer', ...common('pse-banco', 'pse'), transfer: answered, banks: async () => [] },
  { kind: 'cash-voucher', ...common('efecty', 'cash'), issue: answered, networks: ['efecty'] },
  { kind: 'pay-later', ...common('addi', 'addi'), apply: answered },
  { kind: 'hosted-checkout', ...common('mercadopago', 'mercadopago'), open: answered },
];

const request = aPaymentRequest();

describe('the gateways configured', () => {
  it('offers each kind of gateway its own instruments: a wallet both a push and a QR', () => {
    expect(instrumentsOf(scriptedWalletGateway())).toEqual(['wallet-push', 'wallet-qr']);
    expect(instrumentsOf(scriptedCardGateway())).toEqual(['card']);
    expect(others.map(instrumentsOf)).toEqual([
      ['bank-transfer'],
      ['cash-voucher'],
      ['pay-later'],
      ['hosted-checkout'],
    ]);
  });

  it('sends an instrument to a gateway of its kind, and never a card to a wallet', async () => {
    const wallet = scriptedWalletGateway();
    const card = scriptedCardGateway();
    const phone = '3001234567' as MobilePhone;
    expect(await sendPayment(wallet, request, { kind: 'wallet-push', phone })).toMatchObject({
      status: 'pending',
      action: { kind: 'push', phone },
    });
    expect(await sendPayment(wallet, request, { kind: 'wallet-qr' })).toMatchObject({ action: { kind: 'qr' } });
    expect(sendPayment(wallet, request, { kind: 'card', token: 'tok_4242', installments: 1 })).toBeNull();
    expect(sendPayment(card, request, { kind: 'wallet-qr' })).toBeNull();
    expect(sendPayment(others[0], request, { kind: 'cash-voucher', network: 'efecty' })).toBeNull();
    expect(wallet.script.calls.map((c) => c.op)).toEqual(['push', 'qr']);
    expect(card.script.calls).toEqual([]);
    expect(await sendPayment(others[1], request, { kind: 'cash-voucher', network: 'efecty' })).toEqual(WAITING);
  });

  it('finds a gateway by method, by provider and by the provider an attempt was made at', () => {
    const nequi = scriptedWalletGateway();
    const registry = gatewayRegistry([nequi, ...others], { cashOnDelivery: true });
    expect(registry.methods).toEqual(['nequi', 'pse', 'cash', 'addi', 'mercadopago', 'cash-on-delivery']);
    expect(registry.forMethod('nequi')).toBe(nequi);
    expect(registry.forMethod('card')).toBeUndefined();
    expect(registry.forMethod('cash-on-delivery')).toBeUndefined();
    expect(registry.forProvider('efecty')).toBe(others[1]);
    expect(registry.forAttempt(anAttempt({ method: 'card', provider: 'nequi' }))).toBe(nequi);
    expect(registry.forAttempt(anAttempt({ provider: 'tienda' }))).toBeUndefined();
    expect(gatewayRegistry([nequi], { cashOnDelivery: false }).methods).toEqual(['nequi']);
  });

  it('refuses two gateways for one method', () => {
    expect(() =>
      gatewayRegistry([scriptedWalletGateway(), scriptedWalletGateway({ provider: 'daviplata' })], {
        cashOnDelivery: true,
      }),
    ).toThrow();
  });

  it("lets one provider take several methods, and finds an attempt's gateway by its provider and method", () => {
    const card = scriptedCardGateway({ provider: 'epayco', method: 'card' });
    const pse = { ...scriptedCardGateway({ provider: 'epayco', method: 'pse' }), kind: 'bank-transfer' as const };
    const registry = gatewayRegistry([card, pse as unknown as PaymentGateway], { cashOnDelivery: false });
    expect(registry.methods).toEqual(['card', 'pse']);
    expect(registry.forProvider('epayco')).toBe(card);
    const attempt = (method: 'card' | 'pse' | 'cash') => ({ provider: 'epayco', method }) as PaymentAttempt;
    expect(registry.forAttempt(attempt('pse'))).toBe(pse);
    expect(registry.forAttempt(attempt('card'))).toBe(card);
    // A method since moved to nothing: the provider's first gateway still answers for its attempts.
    expect(registry.forAttempt(attempt('cash'))).toBe(card);
  });
});
