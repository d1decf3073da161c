import { PAYMENT_METHOD_TEXT, type PaymentMethodId } from './methods';

/** The methods offered as a Spanish list in a sentence: "Nequi, PSE o contraentrega"; past `max`, the first ones and
 * "y más". Empty when none is offered. */
export const paymentNames = (methods: readonly PaymentMethodId[], max = Infinity): string => {
  const names = methods.map((m) => PAYMENT_METHOD_TEXT[m].short);
  if (names.length > max) return `${names.slice(0, max - 1).join(', ')} y más`;
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} o ${names[names.length - 1]}`;
};

/** A text with its first letter in capitals ("tarjeta" → "Tarjeta"). */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
