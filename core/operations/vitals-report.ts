import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { DeviceClass } from '../vitals/metrics';
import { FIELD_WINDOW_MS, type reportVitals, type VitalsReport } from '../vitals/report-vitals';

/** What an operator asks: from a moment (`at`) or this long back (`ms`; Google's 28 days unless told), one route's
 * pages, one kind of device. */
export type VitalsQuery = {
  readonly since?: { readonly at: Date } | { readonly ms: number };
  readonly page?: string;
  readonly device?: DeviceClass;
};

/** The report with the moment it starts at. */
export type VitalsAnswer = VitalsReport & { readonly since: Date };

/** The p75 of each page's web vitals and the most frequent browser errors since a moment (`reports.read`): what
 * `fornido vitals report` prints. */
export const vitalsReportFor =
  (deps: { readonly reportVitals: ReturnType<typeof reportVitals>; readonly clock: Clock }) =>
  async (actor: Actor, query: VitalsQuery): Promise<Result<VitalsAnswer, Forbidden>> => {
    const refused = authorize(actor, 'reports.read');
    if (refused) return err(refused);
    const when = query.since ?? { ms: FIELD_WINDOW_MS };
    const since = 'at' in when ? when.at : new Date(deps.clock.now().getTime() - when.ms);
    const report = await deps.reportVitals({
      since,
      ...(query.page !== undefined ? { page: query.page } : {}),
      ...(query.device !== undefined ? { device: query.device } : {}),
    });
    return ok({ since, ...report });
  };
