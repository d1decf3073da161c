import { CHROMIUM_FLAGS as SHARED_FLAGS, findChromium } from '../../e2e/find-chromium';

/** The Chromium the e2e tests drive (Debian's `chromium` or `chromium-headless-shell`, found by
 * tests/e2e/find-chromium.ts); CHROME_PATH names another. */
export const CHROMIUM = process.env.CHROME_PATH ?? findChromium() ?? '/usr/bin/chromium';

/** The project's flags (tests/e2e/find-chromium.ts), with Lighthouse's headless mode. */
export const CHROMIUM_FLAGS = ['--headless=new', ...SHARED_FLAGS];
