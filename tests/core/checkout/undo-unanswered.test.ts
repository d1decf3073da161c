import { describe, expect, it } from 'vitest';
import type { SettleDeps } from '../../../core/checkout/settle-payment';
import { undoUnanswered } from '../../../core/checkout/undo-unanswered';
import { UNANSWERED } from '../../../core/payments/attempt';
import { gatewayRegistry } from '../../../core/payments/gateways';
import type { AttemptDetails, WalletGateway } from '../../../core/payments/ports';
import { anAttempt } from '../../builders/orders';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** An unanswered request at a wallet provider that reverses it (`paid`) or finds nothing to reverse. */
const undo = async (paid: boolean, names?: ReadonlyMap<string, string>) => {
  const wallet: WalletGateway = {
    kind: 'wallet',
    provider: 'billetera',
    method: 'nequi',
    sandbox: false,
    status: async () => ({ status: 'pending', reference: null, action: null, expiresAt: null }),
    push: async () => ({ status: 'pending', reference: null, action: null, expiresAt: null }),
    qr: async () => ({ status: 'pending', reference: null, action: null, expiresAt: null }),
    refund: async (_attempt, request) =>
      paid
        ? { status: 'refunded', reference: 'R-1', amount: request.amount }
        : { status: 'refused', code: 'X', message: 'no encontrado' },
  };
  const recorded: AttemptDetails[] = [];
  // Only what undoing a request uses: the gateways, the attempts' record, the log.
  const deps = {
    payments: gatewayRegistry([wallet], { cashOnDelivery: false, names }),
    attempts: { record: async (_id: string, details: AttemptDetails) => void recorded.push(details) },
    logger: quiet,
  } as unknown as SettleDeps;
  const attempt = anAttempt({ provider: 'billetera', method: 'nequi', state: 'failed', reason: UNANSWERED });
  await undoUnanswered(deps, { orderId: 'o-1', orderNumber: 'FO-2026-000001', attempt }, new Date());
  return recorded[0].message;
};

describe('an unanswered payment request, undone once its time is over', () => {
  it('tells the shopper, by the name they know the provider by, that the money came back or was never taken', async () => {
    const names = new Map([['billetera', 'Billetera Azul']]);
    expect(await undo(true, names)).toBe(
      'Billetera Azul no nos confirmó a tiempo esta solicitud de pago y la aprobaste después: ya te devolvimos el dinero.',
    );
    expect(await undo(false, names)).toBe(
      'Billetera Azul no nos confirmó a tiempo esta solicitud de pago. No se te cobró nada.',
    );
  });

  it("names the method when configuration gave the provider no name (Nequi's method is called Nequi)", async () => {
    expect(await undo(false)).toBe('Nequi no nos confirmó a tiempo esta solicitud de pago. No se te cobró nada.');
  });
});
