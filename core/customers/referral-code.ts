import type { Secrets } from './ports';

/** Characters of the random part: no 0/O, 1/I/L, so a code read aloud or copied by hand survives. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;
const MAX_PREFIX = 4;

/** Up to 4 capitals from the first name, accents folded ("Camila" → "CAMI", "Íñigo" → "INIG"); empty when it has no Latin letters. */
export const referralPrefix = (name: string): string =>
  (name.trim().split(/\s+/)[0] ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, MAX_PREFIX);

/** A new referral code: the name's prefix and random characters, 8 in all ("CAMI7K2P"); uniqueness is the store's to check. */
export const newReferralCode = (name: string, secrets: Pick<Secrets, 'randomCode'>): string => {
  const prefix = referralPrefix(name);
  return prefix + secrets.randomCode(CODE_LENGTH - prefix.length, CODE_ALPHABET);
};

/** A referral code as typed or carried in a link, in capitals; null when it cannot be one. */
export const normalizeReferralCode = (raw: string): string | null => {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{4,16}$/.test(code) ? code : null;
};
