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
 * The rules Lighthouse 12 adds to, or takes from, axe-core's WCAG 2.0 A and AA rules for its accessibility category
 * (lighthouse/core/gather/gatherers/accessibility.js): its best-practice rules such as heading-order, landmark-one-main
 * and target-size on; a few it does not score off.
 */
const LIGHTHOUSE_RULES = {
  on: [
    'accesskeys',
    'aria-allowed-role',
    'aria-conditional-attr',
    'aria-deprecated-role',
    'aria-dialog-name',
    'aria-prohibited-attr',
    'aria-text',
    'aria-treeitem-name',
    'empty-heading',
    'heading-order',
    'html-xml-lang-mismatch',
    'identical-links-same-purpose',
    'image-redundant-alt',
    'input-button-name',
    'label-content-name-mismatch',
    'landmark-one-main',
    'link-in-text-block',
    'meta-viewport',
    'select-name',
    'skip-link',
    'tabindex',
    'table-duplicate-name',
    'table-fake-caption',
    'target-size',
    'td-has-header',
  ],
  off: [
    'area-alt',
    'aria-braille-equivalent',
    'aria-roledescription',
    'audio-caption',
    'blink',
    'duplicate-id',
    'frame-focusable-content',
    'frame-title-unique',
    'marquee',
    'nested-interactive',
    'no-autoplay-audio',
    'role-img-alt',
    'scrollable-region-focusable',
    'server-side-image-map',
    'summary-name',
    'svg-img-alt',
  ],
} as const;

const rules = Object.fromEntries([
  ...LIGHTHOUSE_RULES.on.map((id) => [id, { enabled: true }]),
  ...LIGHTHOUSE_RULES.off.map((id) => [id, { enabled: false }]),
]);

/** How long the page must stand still before it is read. */
const QUIET_MS = 200;

/**
 * The page as it stands scores 100 in Lighthouse's accessibility category — no violation, of any impact, of the axe
 * rules Lighthouse runs (WCAG 2.0 A/AA and its best-practice rules), nor of WCAG 2.1 A/AA — has one h1, and had
 * nothing refused by the store's Content-Security-Policy.
 */
export const audit = async (page: Page, what: string) => {
  // A page just moved to fades in (styles.css, web/state/navigation.ts): contrast read mid-fade is the fade's, not the
  // page's. Endless animations (a spinner) never end and are left running. A part dimmed while it is brought up to date
  // (aria-busy: the order summary while the shipping is priced) is read once it is. The page must stay so for longer
  // than half a move (120 ms): a move whose URL has changed may start its fade a moment later.
  // Counted from this audit on: an earlier audit of the same document may have left its own start.
  await page.evaluate(() => delete (window as unknown as { quietSince?: number }).quietSince);
  await page.waitForFunction((quietMs) => {
    const w = window as unknown as { quietSince?: number };
    const quiet =
      document.querySelector('.page-leave-active, .page-enter-active') === null &&
      [...document.querySelectorAll('[aria-busy="true"]')].every((e) => getComputedStyle(e).opacity === '1') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
    if (!quiet) w.quietSince = undefined;
    else w.quietSince ??= performance.now();
    return w.quietSince !== undefined && performance.now() - w.quietSince >= quietMs;
  }, QUIET_MS);
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules })
    .analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(found, what).toEqual([]);
  await expect(page.locator('h1'), what).toHaveCount(1);
  expect(await policyViolations(page), `${what}: Content-Security-Policy violations`).toEqual([]);
};
