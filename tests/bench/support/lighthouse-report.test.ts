import { describe, expect, it } from 'vitest';
import { lighthouseRunOf, type LighthouseReport } from './lighthouse-report';

/** A hand-written Lighthouse report with the parts the bench reads: a script before the load event and one after. */
const aReport = (audits: LighthouseReport['audits'] = {}): LighthouseReport => ({
  environment: { benchmarkIndex: 2650.4 },
  categories: {
    performance: { score: 0.97 },
    accessibility: {
      score: 0.98,
      auditRefs: [
        { id: 'heading-order' },
        { id: 'color-contrast' },
        { id: 'video-caption' },
        { id: 'logical-tab-order' },
      ],
    },
  },
  audits: {
    'first-contentful-paint': { numericValue: 1150 },
    'largest-contentful-paint': { numericValue: 1210 },
    'total-blocking-time': { numericValue: 38 },
    'cumulative-layout-shift': { numericValue: 0 },
    'total-byte-weight': { numericValue: 170_000 },
    'metrics': { details: { items: [{ observedLoad: 900 }] } },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Document', transferSize: 20_000, networkRequestTime: 0 },
          { resourceType: 'Script', transferSize: 4_000, networkRequestTime: 300 },
          { resourceType: 'Script', transferSize: 75_000, networkRequestTime: 2_400 },
        ],
      },
    },
    'heading-order': { score: 0, scoreDisplayMode: 'binary' },
    'color-contrast': { score: 1, scoreDisplayMode: 'binary' },
    'video-caption': { score: null, scoreDisplayMode: 'notApplicable' },
    'logical-tab-order': { score: null, scoreDisplayMode: 'manual' },
    ...audits,
  },
});

describe('one Lighthouse run read from its report', () => {
  it('keeps the performance figures, the scores out of 100 and the benchmark index', () => {
    expect(lighthouseRunOf(aReport())).toMatchObject({
      score: 97,
      fcp: 1150,
      lcp: 1210,
      tbt: 38,
      cls: 0,
      totalBytes: 170_000,
      accessibility: 98,
      benchmarkIndex: 2650.4,
    });
  });

  it('counts every script as loaded before the first interaction, and apart those requested by the load event', () => {
    const run = lighthouseRunOf(aReport());
    expect(run.scriptBytes).toBe(79_000);
    expect(run.scriptBytesByLoad).toBe(4_000);
  });

  it('names the accessibility audits failed, leaving out manual checks and audits that do not apply', () => {
    expect(lighthouseRunOf(aReport()).failingAccessibility).toEqual(['heading-order']);
    const clean = aReport({ 'heading-order': { score: 1, scoreDisplayMode: 'binary' } });
    expect(lighthouseRunOf(clean).failingAccessibility).toEqual([]);
  });

  it('reads a missing figure as not measured, never as zero, so no goal is met by a report without it', () => {
    const report = aReport();
    const { 'total-blocking-time': _tbt, 'metrics': _metrics, ...rest } = report.audits;
    const run = lighthouseRunOf({ ...report, audits: rest, categories: { performance: { score: null } } });
    expect(run.tbt).toBeNaN();
    expect(run.scriptBytesByLoad).toBeNaN();
    expect(run.score).toBeNaN();
    expect(run.accessibility).toBeNaN();
  });
});
