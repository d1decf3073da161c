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
    // The shopper taps the page: the measuring code loads at once (else at the first idle moment), and the first input
    // settles the largest paint.
    await page.getByRole('heading', { level: 1 }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((e) => /\/assets\/measure-[\w-]+\.js$/.test(e.name)),
        ),
      )
      .toBe(true);
    // Leaving the page hides it: the visit's batch goes out as a beacon.
    const beacon = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/vitals'));
    await page.goto('/contactenos/');
    const request = await beacon;
    expect(request.headers()['content-type']).toMatch(/^text\/plain/);
    const batch = JSON.parse(request.postData() ?? '{}') as {
      page: string;
      viewportWidth: number;
      metrics: { name: string; value: number }[];
    };
    expect(batch).toMatchObject({ page: '/proteinas/', viewportWidth: 390 });
    expect(batch.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB']));
    const answer = await request.response();
    expect(answer?.status()).toBe(204);
    // Without GTM_ID there is no data layer and every request stayed with the store.
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  },
);
