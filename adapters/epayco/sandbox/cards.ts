import { randomInt } from 'node:crypto';
import { EPAYCO_TEST_CARDS } from './constants';
import type { SandboxCard, SandboxStore } from './state';

/** A card as a tokenization request carries it (`card[number]`…, or the browser script's JSON). */
export type CardInput = {
  readonly number: string;
  readonly expMonth: string;
  readonly expYear: string;
  readonly cvc: string;
  readonly name?: string;
  readonly email?: string;
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id shaped like ePayco's (17 letters and digits). */
export const randomId = (length = 17) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

const luhn = (number: string) => {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** The franchise code ePayco uses for a card number (`VS`, `MC`, `AM`, `DC`, `CR`). */
export const franchiseOf = (number: string) =>
  number.startsWith('4')
    ? 'VS'
    : /^(5[1-5]|2[2-7])/.test(number)
      ? 'MC'
      : /^3[47]/.test(number)
        ? 'AM'
        : /^3(0|6|8)/.test(number)
          ? 'DC'
          : 'CR';

const outcomeOf = (number: string): SandboxCard['outcome'] => {
  for (const [outcome, card] of Object.entries(EPAYCO_TEST_CARDS))
    if (card === number) return outcome as SandboxCard['outcome'];
  return 'rejected';
};

/** Checks a card as ePayco's tokenizer does; the Spanish message says what is wrong. */
export const checkCard = (card: CardInput, now: Date): string | null => {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return 'El número de la tarjeta no es válido.';
  const month = Number(card.expMonth);
  const year = Number(card.expYear.length === 2 ? `20${card.expYear}` : card.expYear);
  if (!/^\d{1,2}$/.test(card.expMonth) || month < 1 || month > 12 || !/^\d{2}(\d{2})?$/.test(card.expYear)) {
    return 'La fecha de vencimiento de la tarjeta no es válida.';
  }
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'La tarjeta está vencida.';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'El código de seguridad (CVC) no es válido.';
  return null;
};

/** Tokenizes a valid card: keeps its mask and what charging it does, never its number. */
export const tokenizeCard = (store: SandboxStore, card: CardInput, now: Date): SandboxCard | { error: string } => {
  const problem = checkCard(card, now);
  if (problem) return { error: problem };
  const number = card.number.replace(/[\s-]/g, '');
  const saved: SandboxCard = {
    token: randomId(),
    mask: `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`,
    franchise: franchiseOf(number),
    expMonth: card.expMonth.padStart(2, '0'),
    expYear: card.expYear.length === 2 ? `20${card.expYear}` : card.expYear,
    name: card.name ?? '',
    email: card.email ?? '',
    outcome: outcomeOf(number),
    createdAt: now.toISOString(),
  };
  store.write((s) => void s.cards.push(saved));
  return saved;
};

/** A card token's answer, as `/v1/tokens` gives it. */
export const tokenAnswer = (card: SandboxCard) => ({
  status: true,
  id: card.token,
  success: true,
  type: 'Create Token',
  data: { status: 'exitoso', id: card.token, created: card.createdAt, livemode: false },
  card: { exp_month: card.expMonth, exp_year: card.expYear, name: card.name, mask: card.mask },
  object: 'token',
});
