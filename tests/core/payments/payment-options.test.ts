import { describe, expect, it } from 'vitest';
import { gatewayRegistry } from '../../../core/payments/gateways';
import { DOCUMENT_TYPES, type DocumentType } from '../../../core/people/documents';
import { paymentOptions, whyNotOffered } from '../../../core/payments/payment-options';
import { pesos } from '../../../core/shared/money';
import { scriptedCardGateway, scriptedWalletGateway } from '../../fakes/payment-gateways';

const TOO_HIGH = {
  available: false,
  reason: 'amount-too-high',
  message: 'El pago contraentrega es para pedidos de menos de $ 500.000.',
} as const;

describe('the payment methods offered for an order', () => {
  it('offers exactly the configured gateways, with their instruments and whether they are a sandbox, then cash on delivery', () => {
    const registry = gatewayRegistry([scriptedWalletGateway(), { ...scriptedCardGateway(), sandbox: false }], {
      cashOnDelivery: true,
    });
    expect(paymentOptions(registry, { available: true }, 129_900)).toEqual([
      {
        id: 'nequi',
        label: 'Nequi',
        conditions: expect.stringContaining('app Nequi'),
        available: true,
        reason: null,
        instruments: ['wallet-push', 'wallet-qr'],
        sandbox: true,
        tokenizer: null,
        testCards: null,
        networks: [],
      },
      expect.objectContaining({ id: 'sandbox-card', instruments: ['card'], sandbox: false, available: true }),
      expect.objectContaining({ id: 'cash-on-delivery', instruments: [], sandbox: false, available: true }),
    ]);
  });

  it("gives the browser a card gateway's tokenizer and a voucher gateway's networks with their names", () => {
    const tokenizer = { provider: 'epayco', script: 'https://pagos.example/epayco.min.js', key: 'pk', connect: [] };
    const vouchers = {
      ...scriptedCardGateway(),
      kind: 'cash-voucher' as const,
      method: 'cash' as const,
      provider: 'epayco',
      networks: ['efecty', 'sured'] as const,
      issue: async () => ({ status: 'failed' as const, reason: 'x', message: 'x' }),
    };
    const registry = gatewayRegistry(
      [{ ...scriptedCardGateway({ provider: 'epayco', method: 'card' }), tokenizer }, vouchers],
      {
        cashOnDelivery: false,
      },
    );
    expect(paymentOptions(registry, { available: true }, 129_900)).toEqual([
      expect.objectContaining({ id: 'card', tokenizer, networks: [] }),
      expect.objectContaining({
        id: 'cash',
        tokenizer: null,
        testCards: null,
        networks: [
          { id: 'efecty', name: 'Efecty' },
          { id: 'sured', name: 'SuRed' },
        ],
      }),
    ]);
  });

  it('shows cash on delivery disabled with the reason when POLICY.md does not allow it, and the others still offered', () => {
    const registry = gatewayRegistry([scriptedWalletGateway()], { cashOnDelivery: true });
    expect(paymentOptions(registry, TOO_HIGH, 612_000).map((o) => [o.id, o.available, o.reason])).toEqual([
      ['nequi', true, null],
      ['cash-on-delivery', false, TOO_HIGH.message],
    ]);
  });

  it('offers nothing that is not configured, not even cash on delivery when it is switched off', () => {
    expect(paymentOptions(gatewayRegistry([], { cashOnDelivery: false }), { available: true }, 129_900)).toEqual([]);
  });

  it('offers the gift credit alone when it covers the whole order: no provider is asked to charge $ 0', () => {
    const registry = gatewayRegistry([scriptedWalletGateway()], { cashOnDelivery: true });
    expect(paymentOptions(registry, { available: true }, 0)).toEqual([
      {
        id: 'gift-credit',
        label: 'Saldo de regalo',
        conditions: 'Tu saldo de regalo cubre todo el pedido: no tienes nada más que pagar.',
        available: true,
        reason: null,
        instruments: [],
        sandbox: false,
        tokenizer: null,
        testCards: null,
        networks: [],
      },
    ]);
  });

  it('offers a gateway with an amount range (Addi) only for totals within it, saying so in Spanish', () => {
    const addi = {
      ...scriptedWalletGateway(),
      method: 'addi' as const,
      amountRange: { min: pesos(50_000), max: pesos(20_000_000) },
    };
    const registry = gatewayRegistry([addi], { cashOnDelivery: false });
    const at = (total: number) =>
      paymentOptions(registry, { available: true }, total).map((o) => [o.available, o.reason]);
    expect(at(50_000)).toEqual([[true, null]]);
    expect(at(20_000_000)).toEqual([[true, null]]);
    const outside = [false, 'Addi está disponible para compras entre $ 50.000 y $ 20.000.000.'];
    expect(at(49_999)).toEqual([outside]);
    expect(at(20_000_001)).toEqual([outside]);
  });
});

describe('a gateway that takes some identity documents only (Addi: the cédula de ciudadanía)', () => {
  const addi = {
    ...scriptedWalletGateway(),
    method: 'addi' as const,
    documentTypes: ['CC'] as const,
  };
  const registry = gatewayRegistry([addi, scriptedCardGateway()], { cashOnDelivery: false });
  const offered = (documentType?: DocumentType) =>
    paymentOptions(registry, { available: true }, 129_900, documentType).map((o) => [o.id, o.available, o.reason]);

  it('is offered to a buyer with a cédula de ciudadanía, and before the buyer is known', () => {
    expect(offered('CC')).toEqual([
      ['addi', true, null],
      ['sandbox-card', true, null],
    ]);
    expect(offered()).toEqual(offered('CC'));
  });

  it('is shown disabled, saying why in Spanish, to a buyer with any other document', () => {
    for (const type of DOCUMENT_TYPES.filter((t) => t !== 'CC'))
      expect(offered(type)).toEqual([
        ['addi', false, 'Addi solo está disponible con cédula de ciudadanía.'],
        ['sandbox-card', true, null],
      ]);
  });

  it('says both reasons apart: a total outside its range is told first', () => {
    const ranged = { ...addi, amountRange: { min: pesos(50_000), max: pesos(20_000_000) } };
    expect(whyNotOffered(ranged, { total: 10_000, documentType: 'CE' })).toBe(
      'Addi está disponible para compras entre $ 50.000 y $ 20.000.000.',
    );
    expect(whyNotOffered(ranged, { total: 60_000, documentType: 'CE' })).toBe(
      'Addi solo está disponible con cédula de ciudadanía.',
    );
  });
});
