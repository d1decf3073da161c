import type { CardGateway, PaymentOutcome } from '../../core/payments/ports';

/** The test cards of the sandbox, as shown on the payment step (PAYMENT_METHOD_TEXT['sandbox-card']). */
const CARDS: Readonly<Record<string, PaymentOutcome['status'] | 'insufficient-funds'>> = {
  '4242424242424242': 'approved',
  '4000000000000002': 'rejected',
  '4000000000009995': 'insufficient-funds',
};

/**
 * The "sandbox card" of a store without a card provider: the whole checkout can be walked with it. It answers at
 * once, in process, like a card gateway: the "token" is the test card number (spaces allowed), since no real card
 * is ever involved. Each charge gets a reference `SBX-{attempt}` that `status` answers for.
 */
export const sandboxCardGateway = (): CardGateway => {
  const charges = new Map<string, PaymentOutcome>();
  return {
    charge: async (request, card) => {
      const reference = `SBX-${request.attemptId}`;
      const kind = CARDS[card.token.replace(/[\s-]/g, '')];
      const outcome: PaymentOutcome =
        kind === 'approved'
          ? { status: 'approved', reference }
          : kind === 'insufficient-funds'
            ? {
                status: 'rejected',
                reference,
                reason: 'insufficient-funds',
                message: 'La tarjeta no tiene fondos suficientes. Prueba con otra tarjeta u otro medio de pago.',
              }
            : kind === 'rejected'
              ? {
                  status: 'rejected',
                  reference,
                  reason: 'card-declined',
                  message: 'El banco rechazó la tarjeta. Prueba con otra tarjeta u otro medio de pago.',
                }
              : {
                  status: 'rejected',
                  reference,
                  reason: 'unknown-test-card',
                  message:
                    'En la tienda de pruebas usa la tarjeta 4242 4242 4242 4242 (aprobada) o 4000 0000 0000 0002 (rechazada).',
                };
      charges.set(reference, outcome);
      return outcome;
    },
    status: async (reference) =>
      charges.get(reference) ?? {
        status: 'failed',
        reason: 'unknown-reference',
        message: 'El medio de pago no conoce esa transacción.',
      },
  };
};
