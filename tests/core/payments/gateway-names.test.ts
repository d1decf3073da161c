import { describe, expect, it } from 'vitest';
import { gatewayRegistry } from '../../../core/payments/gateways';
import type { PaymentMethodId } from '../../../core/payments/methods';
import type { PaymentGateway, PaymentOutcome } from '../../../core/payments/ports';
import { anAttempt } from '../../builders/orders';

const WAITING: PaymentOutcome = { status: 'pending', reference: 'R', action: null, expiresAt: null };
const answered = async () => WAITING;
const common = (provider: string, method: PaymentMethodId) => ({ provider, method, sandbox: false, status: answered });

const hosted: PaymentGateway = { kind: 'hosted-checkout', ...common('pagos-web', 'card'), open: answered };
const later: PaymentGateway = { kind: 'pay-later', ...common('credito-ya', 'addi'), apply: answered };
const bank: PaymentGateway = {
  kind: 'bank-transfer',
  ...common('banco-x', 'pse'),
  transfer: answered,
  banks: async () => [],
};
const names = new Map([
  ['pagos-web', 'Pagos Web'],
  ['credito-ya', 'Crédito Ya'],
  ['banco-x', 'Banco X'],
]);

describe("the providers' names the shopper reads", () => {
  it("names where an attempt is paid only when the provider's own page takes it", () => {
    const registry = gatewayRegistry([hosted, later, bank], { cashOnDelivery: false, names });
    expect(registry.hostedBy(anAttempt({ provider: 'pagos-web', method: 'card' }))).toBe('Pagos Web');
    expect(registry.hostedBy(anAttempt({ provider: 'credito-ya', method: 'addi' }))).toBe('Crédito Ya');
    // The shopper picks a bank on the store's page: the method's own label says where it is paid.
    expect(registry.hostedBy(anAttempt({ provider: 'banco-x', method: 'pse' }))).toBeUndefined();
    expect(registry.hostedBy(anAttempt({ provider: 'otro', method: 'card' }))).toBeUndefined();
  });

  it('knows a provider by the name configuration gave it, followed providers included, and no other', () => {
    const registry = gatewayRegistry([bank], { cashOnDelivery: false, followed: [hosted], names });
    expect(registry.providerName('pagos-web')).toBe('Pagos Web');
    expect(registry.providerName('desconocido')).toBeUndefined();
    expect(gatewayRegistry([bank], { cashOnDelivery: false }).providerName('banco-x')).toBeUndefined();
  });
});
