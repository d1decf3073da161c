import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What the browser refused under the store's Content-Security-Policy since the page's document was loaded: Chromium
 * writes each refusal to the console ("… violates the following Content Security Policy directive …"), which
 * Playwright keeps, and queues a csp-violation report that a buffered ReportingObserver still hands over after the
 * fact — so a check made after the page loaded and navigated misses nothing.
 */
export const policyViolations = async (page: Page): Promise<string[]> => {
  const logged = (await page.consoleMessages())
    .map((m) => m.text())
    .filter((text) => /Content Security Policy/i.test(text));
  const reported = await page.evaluate(() => {
    if (!('ReportingObserver' in window)) return [];
    const observer = new ReportingObserver(() => undefined, { types: ['csp-violation'], buffered: true });
    observer.observe();
    const records = observer.takeRecords();
    observer.disconnect();
    return records.map((r) => {
      const body = r.body as unknown as { effectiveDirective?: string; blockedURL?: string } | null;
      return `${body?.effectiveDirective ?? 'csp'} blocked ${body?.blockedURL ?? '?'} on ${r.url}`;
    });
  });
  return [...new Set([...logged, ...reported])];
};

/**
 * The page as it stands has no serious or critical WCAG 2.1 A/AA violation (axe), one h1, and nothing refused by
 * the store's Content-Security-Policy.
 */
export const audit = async (page: Page, what: string) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious, what).toEqual([]);
  await expect(page.locator('h1'), what).toHaveCount(1);
  expect(await policyViolations(page), `${what}: Content-Security-Policy violations`).toEqual([]);
};
