/** What the shoppers' browsers measure: Google's web vitals, and uncaught script errors. */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** Google's thresholds (web.dev/articles/vitals): good up to `good`, poor above `poor`; CLS is unitless, the rest ms. */
export const THRESHOLDS: Readonly<Record<MetricName, { readonly good: number; readonly poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value a browser may report, past which a sample is a broken clock or a forged beacon, not a visit:
 * five minutes for the timings, and a layout shift score far beyond any real page. */
export const MAX_VALUE: Readonly<Record<MetricName, number>> = {
  LCP: 300_000,
  INP: 300_000,
  CLS: 100,
  FCP: 300_000,
  TTFB: 300_000,
};

/** Whether a name from a request is one of the metrics (never looked up among an object's properties). */
export const isMetricName = (name: string): name is MetricName => (METRIC_NAMES as readonly string[]).includes(name);

/** How a value compares to Google's thresholds: good ≤ good, poor > poor, needs improvement in between. */
export const rate = (metric: MetricName, value: number): Rating => {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
};

/** Where the shopper's screen falls: a phone below 640 px of viewport width (the store's `sm` breakpoint). */
export type DeviceClass = 'mobile' | 'desktop';
export const MOBILE_BELOW_PX = 640;
export const deviceOf = (viewportWidth: number): DeviceClass =>
  viewportWidth < MOBILE_BELOW_PX ? 'mobile' : 'desktop';

/** How the page was reached, as the browser's Navigation Timing says (web-vitals' `navigationType`). */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];
