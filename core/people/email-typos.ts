/*
 * The mail providers Colombian shoppers use most, global first, in the order a tie is settled (by how common they are
 * here). A domain one or two keystrokes away from one of them is most likely a typo of it: "gmial.com", "hotmal.com",
 * "outlok.es", "yaho.com", "gmail.con", "gmail.co". Only the store's own list is ever suggested.
 */
export const KNOWN_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.es',
  'outlook.es',
  'yahoo.es',
  'live.com',
  'icloud.com',
  'une.net.co',
  'etb.net.co',
];

// Real providers a keystroke away from a known one (ymail.com and mail.com are one from gmail.com): never "corrected".
const OTHER_REAL_DOMAINS: ReadonlySet<string> = new Set([
  'ymail.com',
  'mail.com',
  'gmx.com',
  'gmx.es',
  'aol.com',
  'msn.com',
  'me.com',
  'mac.com',
  'live.es',
  'hotmail.co.uk',
  'yahoo.com.co',
  'proton.me',
  'protonmail.com',
]);

const KNOWN: ReadonlySet<string> = new Set(KNOWN_EMAIL_DOMAINS);
const MAX_DISTANCE = 2;

/** Edits between two strings, a swap of neighbours counting as one (optimal string alignment distance). */
export const typingDistance = (a: string, b: string): number => {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
};

/** The known domain a typed one was most likely meant to be, or null when it is known, another real provider, or
 * too far from every known one (".co" alone is a real Colombian domain: "empresa.co" is never touched). */
const likelyDomain = (domain: string): string | null => {
  if (KNOWN.has(domain) || OTHER_REAL_DOMAINS.has(domain) || domain.length < 4) return null;
  // "gmail.com.co" is a Colombian habit for a global provider that has no such address.
  const withoutCo = domain.endsWith('.co') ? domain.slice(0, -3) : '';
  if (KNOWN.has(withoutCo)) return withoutCo;
  let best: string | null = null;
  let bestDistance = MAX_DISTANCE + 1;
  for (const known of KNOWN_EMAIL_DOMAINS) {
    const distance = typingDistance(domain, known);
    if (distance < bestDistance) [best, bestDistance] = [known, distance];
  }
  return best;
};

/** The address the shopper most likely meant when its domain is a typo of a common provider ("laura@gmial.com" →
 * "laura@gmail.com"), or null: only the domain is ever changed, and only to one of KNOWN_EMAIL_DOMAINS, never
 * blocking the address as typed. */
export const suggestEmail = (raw: string): string | null => {
  const email = raw.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = likelyDomain(email.slice(at + 1));
  return domain === null ? null : `${email.slice(0, at)}@${domain}`;
};
