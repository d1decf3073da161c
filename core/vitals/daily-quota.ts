import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import type { VitalsVisit } from './ports';

/** A quota of stored measurements: at most `rows` rows and `bytes` bytes (as storedBytes counts them) a day. */
export type VitalsQuota = { readonly rows: number; readonly bytes: number };

/** What one client address (an IPv6 /64) may have stored in a day. A page visit is a handful of rows (five metrics,
 * rarely an error: about 750 bytes), so this is about a thousand visits behind one address, a mobile carrier's
 * shared one included; a script sending full batches all day is stopped at about 1 MiB instead of 167 MB. */
export const VITALS_A_DAY_PER_ADDRESS: VitalsQuota = { rows: 5_000, bytes: 1024 * 1024 };

/** What all addresses together may have stored in a day: about 40 000 visits, several times the store's traffic, and
 * with the 90 days kept the table stays under 3 GiB whatever strangers send from however many addresses. */
export const VITALS_A_DAY_IN_ALL: VitalsQuota = { rows: 200_000, bytes: 32 * 1024 * 1024 };

const DAY_SECONDS = 24 * 60 * 60;

/** What a stored row takes besides its texts (its id, instant, value, labels and both index entries): a metric row of
 * a 21-character route measured 148 bytes in PostgreSQL, an error row 660 bytes with 537 bytes of text. */
export const ROW_BYTES = 128;

/** The UTF-8 length of a text, as PostgreSQL stores it (a lone surrogate becomes U+FFFD, three bytes). */
const utf8Bytes = (text: string): number => {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};

/** About how many bytes a visit takes once stored: each row's fixed part and its texts (route, message, source). */
export const storedBytes = (visit: VitalsVisit): number =>
  visit.records.reduce(
    (sum, r) =>
      sum + ROW_BYTES + utf8Bytes(visit.page) + (r.kind === 'error' ? utf8Bytes(r.message) + utf8Bytes(r.source) : 0),
    0,
  );

/** The limiter's keys of a day's stored rows and bytes: of one client address, and of all of them together. */
export const quotaKeys = (ip: string) => ({
  address: { rows: `vitals:day-rows:ip:${ip}`, bytes: `vitals:day-bytes:ip:${ip}` },
  all: { rows: 'vitals:day-rows:all', bytes: 'vitals:day-bytes:all' },
});

/**
 * Counts a visit against the day's quotas, its address's first and then everyone's, and says when one is spent: the
 * table cannot grow past VITALS_A_DAY_IN_ALL a day, nor one address take more than VITALS_A_DAY_PER_ADDRESS of it. An
 * address refused for its own quota stops counting against everyone's.
 */
export const quotaRefusal = async (
  limiter: RateLimiter,
  ip: string,
  visit: VitalsVisit,
  now: Date,
): Promise<RateLimited | null> => {
  const usage = { rows: visit.records.length, bytes: storedBytes(visit) };
  const keys = quotaKeys(ip);
  for (const [scope, quota] of [
    ['address', VITALS_A_DAY_PER_ADDRESS],
    ['all', VITALS_A_DAY_IN_ALL],
  ] as const) {
    for (const measure of ['rows', 'bytes'] as const) {
      const decision = await limiter.hit(keys[scope][measure], quota[measure], DAY_SECONDS, now, usage[measure]);
      const refused = refusalOf(decision);
      if (refused) return refused;
    }
  }
  return null;
};
