import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { errorOf, sendVitals, vitalsBatch } from './vitals-batch';

/**
 * Measures this page visit in the shopper's browser: LCP, INP, CLS, FCP and TTFB (Google's web-vitals library) and
 * uncaught errors, including those `early` kept before this code loaded. Everything goes in one batch, sent to the
 * store when the page is hidden (the shopper switches tab or app, or leaves) and again only with what is new. The page
 * is the visit's first address, without its query: later client-side navigations count for it, as in Google's field
 * data.
 */
export const measure = (early: readonly Event[]): void => {
  const batch = vitalsBatch({ page: location.pathname, viewportWidth: innerWidth }, sendVitals);
  const onError = (event: Event) => {
    const error = errorOf(event);
    if (error) batch.error(error);
  };
  early.forEach(onError);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onError);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(batch.metric);
  // Bubbling to the window, after web-vitals' capturing listeners have reported CLS and INP for the hidden page.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  addEventListener('pagehide', batch.flush);
};
