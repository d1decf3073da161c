/** Where the browser sends what it measured (server/api/v1/vitals.ts). */
export const VITALS_URL = '/api/v1/vitals';

/** The longest error message sent (the server keeps 300 characters after removing personal data). */
const MESSAGE_CHARS = 300;
/** Errors sent per page visit at most: an error thrown in a loop sends its first ten. */
const ERRORS_PER_VISIT = 10;

/** A web vital as web-vitals reports it (the fields sent). */
export type MeasuredMetric = {
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly navigationType: string;
};

/** An uncaught error, as the browser's `error` event or a rejection's stack says where it was thrown. */
export type MeasuredError = { message: string; source: string; line: number; column: number };

/** The script address without its query or fragment (they may carry a token). */
const bare = (url: string) => url.split(/[?#]/, 1)[0];

/** The first `url:line:column` of a stack, where a rejected promise's error was made. */
const whereInStack = (stack: string): Pick<MeasuredError, 'source' | 'line' | 'column'> => {
  const match = /(https?:\/\/[^\s()]+):(\d+):(\d+)/.exec(stack);
  return match
    ? { source: bare(match[1]), line: Number(match[2]), column: Number(match[3]) }
    : { source: '', line: 0, column: 0 };
};

/** An `error` or `unhandledrejection` event as the store keeps it; null for an event of anything else. */
export const errorOf = (event: Event): MeasuredError | null => {
  if ('reason' in event) {
    const reason = (event as PromiseRejectionEvent).reason as unknown;
    const message =
      reason instanceof Error ? `${reason.name}: ${reason.message}` : `Unhandled rejection: ${String(reason)}`;
    return {
      message: message.slice(0, MESSAGE_CHARS),
      ...whereInStack(reason instanceof Error ? (reason.stack ?? '') : ''),
    };
  }
  if (!('message' in event)) return null;
  const e = event as ErrorEvent;
  // A resource that failed to load (an <img>) fires `error` without a message: that is not a script error.
  if (!e.message) return null;
  return {
    message: e.message.slice(0, MESSAGE_CHARS),
    source: bare(e.filename ?? ''),
    line: e.lineno || 0,
    column: e.colno || 0,
  };
};

/**
 * One page visit's measurements, sent as the page is hidden: each metric once (its value when first sent: CLS and INP
 * are final by then for most visits), each error once, and nothing when there is nothing new. Metrics of a page restored
 * from the back-forward cache go in their own batch, with their own navigation type.
 */
export const vitalsBatch = (
  visit: { readonly page: string; readonly viewportWidth: number },
  send: (body: string) => void,
) => {
  const pending = new Map<string, MeasuredMetric>();
  const sent = new Set<string>();
  let errors: MeasuredError[] = [];
  let errorsSeen = 0;
  let navigation = 'navigate';
  return {
    metric: (m: MeasuredMetric) => {
      navigation = m.navigationType;
      if (!sent.has(m.id)) pending.set(m.id, m);
    },
    error: (e: MeasuredError) => {
      if (errorsSeen++ < ERRORS_PER_VISIT) errors.push(e);
    },
    flush: () => {
      const byNavigation = new Map<string, MeasuredMetric[]>();
      for (const m of pending.values())
        byNavigation.set(m.navigationType, [...(byNavigation.get(m.navigationType) ?? []), m]);
      if (byNavigation.size === 0 && errors.length > 0) byNavigation.set(navigation, []);
      for (const [navigationType, metrics] of byNavigation) {
        send(
          JSON.stringify({
            page: visit.page,
            viewportWidth: visit.viewportWidth,
            navigationType,
            metrics: metrics.map((m) => ({ name: m.name, value: m.value })),
            errors,
          }),
        );
        errors = [];
      }
      for (const id of pending.keys()) sent.add(id);
      pending.clear();
    },
  };
};

/** Sends a batch as the page goes away: a beacon (text/plain, so no preflight), else a fetch that outlives the page. */
export const sendVitals = (body: string): void => {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_URL, body)) return;
  void fetch(VITALS_URL, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
};
