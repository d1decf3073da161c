import { expect, test } from '@playwright/test';
import { PHONE_ONLY } from './support/long-flows';

test(
  "a visit's web vitals reach the store as the page is hidden, and no third party is asked for anything",
  PHONE_ONLY,
  async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/proteinas/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proteínas');
    // The shopper taps the page: the measuring code loads at once (else at an idle moment a few seconds after load).
    await page.getByRole('heading', { level: 1 }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((e) => /\/assets\/measure-[\w-]+\.js$/.test(e.name)),
          ),
        // At the latest an idle moment 3 s after load (SETTLE_MS), on a machine busy with other runs.
        { timeout: 12_000 },
      )
      .toBe(true);
    // The shopper keeps using the page: the next input settles the largest paint for the measuring code.
    await page.keyboard.press('Tab');
    // Without GTM_ID there is no data layer, and every request so far stayed with the store.
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
    // The shopper switches to another app: the page is hidden (as the browser says it when a tab goes to the
    // background), and the visit's batch goes out as a beacon that the store takes.
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/vitals'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    const answer = await answered;
    const request = answer.request();
    expect(request.headers()['content-type']).toMatch(/^text\/plain/);
    const batch = JSON.parse(request.postData() ?? '{}') as { metrics: { name: string; value: number }[] };
    expect(batch).toMatchObject({ page: '/proteinas/', viewportWidth: 390, navigationType: 'navigate', errors: [] });
    expect(batch.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB', 'CLS']));
    expect(answer.status()).toBe(204);
  },
);
