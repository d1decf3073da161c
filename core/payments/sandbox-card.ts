/** The test cards of the sandbox card gateway (no real card is ever charged), as a shopper types them, in groups of
 * four: one approves, one is declined, one is declined for lack of funds. The gateway, the payment step and the card
 * form all read them from here, so the numbers shown are the numbers that work. */
export const SANDBOX_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** The test cards a card gateway's sandbox approves and declines, as a shopper types them (groups of four). */
export type TestCards = { readonly approved: string; readonly declined: string };

/** How the store explains a sandbox's test cards, from the cards that sandbox itself declares: the hint can never name a
 * card its sandbox does not approve. */
export const testCardsHint = (cards: TestCards): string =>
  `la tarjeta ${cards.approved} aprueba el pago y la ${cards.declined} lo rechaza`;

/** How the store explains its own sandbox card's test cards wherever it offers them. */
export const SANDBOX_CARDS_HINT = testCardsHint(SANDBOX_CARDS);

/** Card digits as a shopper types them, in groups of four ("4575 6231 8229 0326"). */
export const groupedCard = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** A card number without its spaces and dashes, as the gateway compares it. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');
