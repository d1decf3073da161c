import type { FieldMask } from '../../../lib/input-mask';

/** A card number as printed on the card, in groups of four (up to 19 digits). */
export const CARD_MASK: FieldMask = { pattern: () => '#### #### #### #### ###', inputMode: 'numeric' };
/** The expiry as printed on the card: month and year, "08/29". */
export const EXPIRY_MASK: FieldMask = { pattern: () => '##/##', inputMode: 'numeric' };
/** The security code on the back (four digits on the front of an American Express). */
export const CVC_MASK: FieldMask = { pattern: () => '####', inputMode: 'numeric' };

/** The most instalments a credit card is charged in; a debit card always pays in one. */
export const MAX_INSTALLMENTS = 36;

/** What the shopper typed in the card form: digits only for the masked fields (`expiry` is "MMAA"). */
export type CardTyped = {
  readonly name: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly installments: number;
};

/** The Luhn check every card number passes: catches a mistyped digit before anything is sent. */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** The year and month the card may not expire before (the shopper's calendar). */
export type YearMonth = { readonly year: number; readonly month: number };

/** The expiry "MMAA" as the tokenizer's fields take it: month "08" and the year in four digits "2029". */
export const expiryParts = (expiry: string): { readonly month: string; readonly year: string } => ({
  month: expiry.slice(0, 2),
  year: expiry.length === 4 ? `20${expiry.slice(2)}` : '',
});

/** Each field the shopper must fix, in Spanish, by field name; only the number when the form has only the number
 * (the store's sandbox card, whose test number is its own token). Empty when the card can be sent. */
export const cardProblems = (typed: CardTyped, full: boolean, today: YearMonth): Readonly<Record<string, string>> => {
  const problems: Record<string, string> = {};
  if (full && typed.name.trim().length < 3) problems.cardName = 'Escribe el nombre como aparece en la tarjeta.';
  if (typed.number === '') problems.card = 'Escribe el número de la tarjeta.';
  else if (typed.number.length < 13 || typed.number.length > 19 || !luhnValid(typed.number))
    problems.card = 'Revisa el número de la tarjeta: tiene un dígito que no corresponde.';
  if (full) {
    const month = Number(typed.expiry.slice(0, 2));
    const year = 2000 + Number(typed.expiry.slice(2));
    if (typed.expiry.length !== 4) problems.expiry = 'Escribe la fecha de vencimiento como MM/AA (ejemplo: 08/29).';
    else if (month < 1 || month > 12) problems.expiry = 'El mes de vencimiento va de 01 a 12.';
    else if (year < today.year || (year === today.year && month < today.month))
      problems.expiry = 'La tarjeta está vencida: revisa la fecha de vencimiento.';
    if (!/^\d{3,4}$/.test(typed.cvc))
      problems.cvc = 'Escribe el código de seguridad (CVC) de 3 o 4 dígitos que está al respaldo de la tarjeta.';
  }
  if (!Number.isInteger(typed.installments) || typed.installments < 1 || typed.installments > MAX_INSTALLMENTS)
    problems.installments = `Elige entre 1 y ${MAX_INSTALLMENTS} cuotas.`;
  return problems;
};
