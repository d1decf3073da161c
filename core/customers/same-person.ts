import { mailboxKey } from '../people/mailbox';

/** What tells one person from another in the store: an email, an identity document, a mobile phone (any may be
 * missing, as on an account whose profile is not filled in). */
export type PersonTraces = {
  readonly email: string | null;
  readonly documentType: string | null;
  /** As stored: a NIT with or without its "-digit". */
  readonly documentNumber: string | null;
  readonly phone: string | null;
};

/** Which trait showed two people to be one. */
export type SharedTrait = 'mailbox' | 'document' | 'phone';

const documentKey = (t: PersonTraces): string | null =>
  t.documentType && t.documentNumber
    ? `${t.documentType.toUpperCase()}:${t.documentNumber
        .replace(/-\d$/, '')
        .replace(/[^0-9A-Za-z]/g, '')
        .toUpperCase()}`
    : null;
// The last 10 digits: a Colombian mobile, however it was written (+57, spaces).
const phoneKey = (t: PersonTraces): string | null => (t.phone ? t.phone.replace(/\D/g, '').slice(-10) || null : null);
const emailKey = (t: PersonTraces): string | null => (t.email ? mailboxKey(t.email) : null);

const KEYS: readonly (readonly [SharedTrait, (t: PersonTraces) => string | null])[] = [
  ['mailbox', emailKey],
  ['document', documentKey],
  ['phone', phoneKey],
];

/** The traits two people share, any of their known traces against any of the other's: the same mailbox (however the
 * address is spelled, see mailboxKey), the same document (type and number) or the same phone. Empty when nothing
 * says they are one person; it protects "nobody refers themselves" (POLICY.md, referrals). */
export const sharedTraits = (one: readonly PersonTraces[], other: readonly PersonTraces[]): readonly SharedTrait[] =>
  KEYS.filter(([, key]) => {
    const known = new Set(one.map(key).filter((k) => k !== null));
    return other.some((t) => {
      const k = key(t);
      return k !== null && known.has(k);
    });
  }).map(([trait]) => trait);
