/** The system Chromium (Debian's), as the e2e tests drive it; CHROME_PATH names another. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags the project's browser runs use on these machines (/work/shared/TOOLCHAIN.md). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
