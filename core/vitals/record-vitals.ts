import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { errorSource, scrubMessage } from './browser-errors';
import { deviceOf, rate, type MetricName, type NavigationType } from './metrics';
import { pageRoute, type KnownPages } from './page-route';
import { quotaRefusal } from './daily-quota';
import type { VitalRecord, VitalsStore, VitalsVisit } from './ports';

/** Batches per client address in ten minutes. One batch is one page visit (sent as the page is hidden), and the
 * catalogue's pages are each a page load (web/islands/): a shopper browsing sends one a page. Colombian mobile carriers
 * put many shoppers behind one address, so the cap is generous (one a second) and only stops a flood; the daily quota
 * (core/vitals/daily-quota.ts) bounds what is kept. */
export const VITALS_PER_IP = { limit: 600, windowSeconds: 10 * 60 } as const;

/** The limiter's key of a client address's batches. */
export const vitalsLimitKey = (ip: string) => `vitals:ip:${ip}`;

/** A page visit's measurements as the browser sent them (already checked in shape and range by the edge). */
export type VitalsBatch = {
  /** The address the visit started at (its path; anything after `?` is dropped). */
  readonly page: string;
  readonly viewportWidth: number;
  readonly navigationType: NavigationType;
  readonly metrics: readonly { readonly name: MetricName; readonly value: number }[];
  readonly errors: readonly {
    readonly message: string;
    readonly source: string;
    readonly line: number;
    readonly column: number;
  }[];
};

export type RecordVitalsDeps = {
  readonly vitals: VitalsStore;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  /** The store's pages now (its categories may change while it runs). */
  readonly pages: () => Promise<KnownPages>;
};

/**
 * Keeps what a shopper's browser measured during one page visit: each metric rated against Google's thresholds here
 * (never trusting the browser's rating), the address reduced to its route, the screen to phone or desktop, each error's
 * message stripped of personal data. Limited in batches per client address, and in rows and bytes a day per address and
 * for all addresses together (core/vitals/daily-quota.ts), so strangers cannot fill the disk.
 */
export const recordVitals =
  (deps: RecordVitalsDeps) =>
  async (input: { readonly batch: VitalsBatch; readonly ip: string }): Promise<Result<void, RateLimited>> => {
    const now = deps.clock.now();
    const { limit, windowSeconds } = VITALS_PER_IP;
    const refused = refusalOf(await deps.limiter.hit(vitalsLimitKey(input.ip), limit, windowSeconds, now));
    if (refused) return err(refused);
    const { batch } = input;
    const records: VitalRecord[] = [
      ...batch.metrics.map((m): VitalRecord => ({
        kind: 'metric',
        metric: m.name,
        value: m.value,
        rating: rate(m.name, m.value),
      })),
      ...batch.errors.map((e): VitalRecord => ({
        kind: 'error',
        message: scrubMessage(e.message),
        source: errorSource(e.source, e.line, e.column),
      })),
    ];
    const visit: VitalsVisit = {
      at: now,
      page: pageRoute(batch.page, await deps.pages()),
      device: deviceOf(batch.viewportWidth),
      navigationType: batch.navigationType,
      records,
    };
    const overQuota = await quotaRefusal(deps.limiter, input.ip, visit, now);
    if (overQuota) return err(overQuota);
    await deps.vitals.record(visit);
    return ok(undefined);
  };

/** How long measurements are kept: three months of field data, enough to compare a season with the one before. */
export const VITALS_RETENTION_DAYS = 90;

/** Forgets measurements older than the retention (VITALS_RETENTION_DAYS); says how many went. */
export const pruneVitals =
  (deps: { readonly vitals: VitalsStore; readonly clock: Clock }) => async (): Promise<{ pruned: number }> => {
    const before = new Date(deps.clock.now().getTime() - VITALS_RETENTION_DAYS * 86_400_000);
    return { pruned: await deps.vitals.prune(before) };
  };
