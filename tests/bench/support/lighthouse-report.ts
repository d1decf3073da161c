// The figures the bench keeps from one Lighthouse report (its `lhr`), read from the parts of it they need only, so
// they can be checked against a hand-written report.

type Audit = { numericValue?: number; score?: number | null; scoreDisplayMode?: string; details?: unknown };
type Category = { score: number | null; auditRefs?: readonly { id: string }[] };
/** The parts of a Lighthouse report (`lhr`) the bench reads. */
export type LighthouseReport = {
  audits: Readonly<Record<string, Audit | undefined>>;
  categories: Readonly<Record<string, Category | undefined>>;
  environment: { benchmarkIndex: number };
};

/** One Lighthouse run of one page: every figure results.md shows for it. */
export type LighthouseRun = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  scriptBytesByLoad: number;
  benchmarkIndex: number;
  accessibility: number;
  failingAccessibility: string[];
};

type Request = { resourceType?: string; transferSize?: number; networkRequestTime?: number };
const numeric = (lhr: LighthouseReport, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const percent = (category: Category | undefined) =>
  category?.score === null || category === undefined ? Number.NaN : Math.round(category.score * 100);

/** Script bytes transferred: all of them (Lighthouse never interacts, so all load before the first interaction), and
 * those requested by the page's load event (the rest load at idle). */
const scriptBytesOf = (lhr: LighthouseReport) => {
  const requests = (lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? [];
  const load = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]
    ?.observedLoad;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sum = (rs: Request[]) => rs.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  return {
    scriptBytes: sum(scripts),
    scriptBytesByLoad:
      load === undefined ? Number.NaN : sum(scripts.filter((r) => (r.networkRequestTime ?? Infinity) <= load)),
  };
};

/** The accessibility audits a run failed, as Lighthouse's report lists them: scored below 1, not manual checks nor
 * audits that do not apply to the page. */
const failingAccessibilityOf = (lhr: LighthouseReport) =>
  (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit !== undefined &&
        (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
        typeof audit.score === 'number' &&
        audit.score < 1,
    )
    .map(({ id }) => id)
    .sort();

/** One run's figures from its report: scores out of 100, times in ms, bytes, and the failing accessibility audits. */
export const lighthouseRunOf = (lhr: LighthouseReport): LighthouseRun => ({
  score: percent(lhr.categories.performance),
  fcp: numeric(lhr, 'first-contentful-paint'),
  lcp: numeric(lhr, 'largest-contentful-paint'),
  tbt: numeric(lhr, 'total-blocking-time'),
  cls: numeric(lhr, 'cumulative-layout-shift'),
  totalBytes: numeric(lhr, 'total-byte-weight'),
  ...scriptBytesOf(lhr),
  benchmarkIndex: lhr.environment.benchmarkIndex,
  accessibility: percent(lhr.categories.accessibility),
  failingAccessibility: failingAccessibilityOf(lhr),
});
