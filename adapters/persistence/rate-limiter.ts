import type { RateDecision, RateLimiter } from '../../core/shared/rate-limit';
import { eq, lte, sql } from 'drizzle-orm';
import { LONGEST_LIMIT_WINDOW_SECONDS } from '../../core/customers/account-rules';
import { query } from './catalog-sql';
import type { Db } from './db';
import { rateLimits } from './schema/index';

type Window = { window_start: Date | string; hits: number };

const decide = (
  row: Window | undefined,
  windowSeconds: number,
  now: Date,
  allowedWhile: (hits: number) => boolean,
): RateDecision => {
  if (!row) return { allowed: true };
  const ends = new Date(row.window_start).getTime() + windowSeconds * 1000;
  if (ends <= now.getTime() || allowedWhile(Number(row.hits))) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
};

/** The largest count the `hits` column holds: a quota counting bytes stops there rather than overflow. */
const MAX_HITS = 2_147_483_647;

/** Fixed-window counters in SQL. `hit` is a single INSERT … ON CONFLICT DO UPDATE … RETURNING: PostgreSQL runs it
 * atomically per key, so the limit holds however many server processes count at once. */
export const sqlRateLimiter = (db: Db): RateLimiter => ({
  hit: async (key, limit, windowSeconds, now, amount = 1) => {
    if (windowSeconds > LONGEST_LIMIT_WINDOW_SECONDS)
      throw new Error(
        `A rate limit's window is at most ${LONGEST_LIMIT_WINDOW_SECONDS} s (prune forgets older counters)`,
      );
    const at = now.toISOString();
    const expired = sql`rate_limits.window_start <= ${at}::timestamptz - make_interval(secs => ${windowSeconds})`;
    const [row] = await query<Window>(
      db,
      sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${at}::timestamptz, ${amount}::int)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${expired} THEN excluded.hits ELSE LEAST(rate_limits.hits::bigint + excluded.hits, ${MAX_HITS}) END,
        window_start = CASE WHEN ${expired} THEN excluded.window_start ELSE rate_limits.window_start END
      RETURNING window_start, hits`,
    );
    return decide(row, windowSeconds, now, (hits) => hits <= limit);
  },

  peek: async (key, limit, windowSeconds, now) => {
    const [row] = await db
      .select({ window_start: rateLimits.windowStart, hits: rateLimits.hits })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return decide(row, windowSeconds, now, (hits) => hits < limit);
  },

  clear: async (key) => {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  },

  prune: async (now) => {
    const ended = new Date(now.getTime() - LONGEST_LIMIT_WINDOW_SECONDS * 1000);
    const gone = await db
      .delete(rateLimits)
      .where(lte(rateLimits.windowStart, ended))
      .returning({ key: rateLimits.key });
    return { pruned: gone.length };
  },
});
