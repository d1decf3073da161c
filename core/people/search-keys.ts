import { parseMobilePhone, type MobilePhone } from './phone';

/** What an operator's search text may name of a person, each key as the store keeps it. */
export type PersonKeys = {
  /** Lower case, matched as the start of an e-mail ("ana.gomez@" or the whole address). */
  readonly email: string | null;
  /** The document numbers it may be, as stored: without dots or spaces; a NIT typed with its check digit both with it
   * (a customer's profile keeps it) and without (an order keeps the base number). */
  readonly documents: readonly string[];
  /** A Colombian mobile, however typed ("+57 300 123 4567", "300-123-4567"). */
  readonly phone: MobilePhone | null;
};

/** The shortest text a search takes: anything shorter matches too much to read. */
export const MIN_SEARCH_LENGTH = 3;

const NIT_WITH_DIGIT = /^(\d{3,})-(\d)$/;
const DOCUMENT = /^[0-9A-Z]{3,20}$/;

/** Reads a search text as e-mail, document and phone at once (a person searching does not say which it is); null when
 * it is shorter than MIN_SEARCH_LENGTH. */
export const personKeysOf = (text: string): PersonKeys | null => {
  const typed = text.trim();
  if (typed.length < MIN_SEARCH_LENGTH) return null;
  const phone = parseMobilePhone(typed);
  const compact = typed.replace(/[\s.]/g, '').toUpperCase();
  const nit = NIT_WITH_DIGIT.exec(compact);
  const plain = compact.replace(/-/g, '');
  const documents = nit ? [nit[1], compact] : DOCUMENT.test(plain) ? [plain] : [];
  const email = !/\s/.test(typed) && /[a-z@]/i.test(typed) ? typed.toLowerCase() : null;
  return { email, documents, phone: phone.ok ? phone.value : null };
};
