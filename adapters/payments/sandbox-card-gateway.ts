import type { CardGateway, PaymentOutcome } from '../../core/payments/ports';
import { cardDigits, SANDBOX_CARDS } from '../../core/payments/sandbox-card';

/** What each test card does, by its digits. */
const CARDS: ReadonlyMap<string, PaymentOutcome['status'] | 'insufficient-funds'> = new Map([
  [cardDigits(SANDBOX_CARDS.approved), 'approved'],
  [cardDigits(SANDBOX_CARDS.declined), 'rejected'],
  [cardDigits(SANDBOX_CARDS.insufficientFunds), 'insufficient-funds'],
]);

/**
 * The "sandbox card" of a store without a card provider: the whole checkout can be walked with it. It answers at
 * once, in process, like a card gateway: the "token" is the test card number (spaces allowed), since no real card
 * is ever involved. Each charge gets a reference `SBX-{attempt}` that `status` answers for.
 */
export const sandboxCardGateway = (): CardGateway => {
  const charges = new Map<string, PaymentOutcome>();
  return {
    kind: 'card',
    provider: 'sandbox-card',
    method: 'sandbox-card',
    sandbox: true,
    testCards: SANDBOX_CARDS,
    charge: async (request, card) => {
      const reference = `SBX-${request.attemptId}`;
      const kind = CARDS.get(cardDigits(card.token));
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
                  message: `En la tienda de pruebas usa la tarjeta ${SANDBOX_CARDS.approved} (aprobada) o ${SANDBOX_CARDS.declined} (rechazada).`,
                };
      charges.set(reference, outcome);
      return outcome;
    },
    status: async (attempt) =>
      charges.get(attempt.reference ?? '') ?? {
        status: 'failed',
        reason: 'unknown-reference',
        message: 'El medio de pago no conoce esa transacción.',
      },
  };
};
