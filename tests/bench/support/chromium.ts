import { CHROMIUM_FLAGS as SHARED_FLAGS } from '../../e2e/find-chromium';

/** The system Chromium (Debian's), as the e2e tests drive it; CHROME_PATH names another. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The project's flags (tests/e2e/find-chromium.ts), with Lighthouse's headless mode. */
export const CHROMIUM_FLAGS = ['--headless=new', ...SHARED_FLAGS];
