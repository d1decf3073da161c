/** The test cards of the sandbox card gateway (no real card is ever charged), as a shopper types them, in groups of
 * four: one approves, one is declined, one is declined for lack of funds. The gateway, the payment step and the card
 * form all read them from here, so the numbers shown are the numbers that work. */
export const SANDBOX_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** How the store explains the test cards wherever it offers them. */
export const SANDBOX_CARDS_HINT = `la tarjeta ${SANDBOX_CARDS.approved} aprueba el pago y la ${SANDBOX_CARDS.declined} lo rechaza`;

/** A card number without its spaces and dashes, as the gateway compares it. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');
