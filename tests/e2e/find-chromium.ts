// Finds the Chromium that Playwright drives. We never download a browser (no `playwright install`):
// we use Debian's chromium, installed with apt-get when missing and we are root.
//   npx tsx tests/e2e/find-chromium.ts   → prints the path, or installs / explains and exits 1
//   import { findChromium } from './find-chromium'   → the path or null (used by playwright.config.ts)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

// Browsers a previous `playwright install` left behind (old and new folder layouts), newest first.
function playwrightCacheCandidates(): string[] {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  let entries: string[];
  try {
    entries = readdirSync(cache);
  } catch {
    return [];
  }
  const revision = (name: string) => Number(name.split('-').pop()) || 0;
  const full = entries.filter((n) => n.startsWith('chromium-')).sort((a, b) => revision(b) - revision(a));
  const shell = entries
    .filter((n) => n.startsWith('chromium_headless_shell-'))
    .sort((a, b) => revision(b) - revision(a));
  return [
    ...full.flatMap((d) => [join(cache, d, 'chrome-linux', 'chrome'), join(cache, d, 'chrome-linux64', 'chrome')]),
    ...shell.flatMap((d) => [
      join(cache, d, 'chrome-linux', 'headless_shell'),
      join(cache, d, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
    ]),
  ];
}

// Debian's "old headless shell": the same Chromium without the desktop browser around it, the build Playwright itself
// runs headless tests in. The specs run about a quarter faster in it than in the full browser on these 2-core machines.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The first usable browser: CHROMIUM_PATH, Debian's headless shell, /usr/bin/chromium, then Playwright's cache. */
/** The flags every browser run of the project gives Chromium on these machines, besides its headless mode (TOOLCHAIN.md):
 * the e2e tests (playwright.config.ts) and the benchmarks (tests/bench/support/chromium.ts). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, HEADLESS_SHELL, '/usr/bin/chromium', ...playwrightCacheCandidates()];
  return candidates.find((c): c is string => !!c && isExecutable(c)) ?? null;
}

function report(path: string): void {
  const version = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim();
  console.log(`chromium: ${path}${version ? ` (${version})` : ''}`);
}

function main(): number {
  if (process.env.CHROMIUM_PATH && !isExecutable(process.env.CHROMIUM_PATH)) {
    console.warn(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file; looking elsewhere.`);
  }
  let found = findChromium();
  if (!process.env.CHROMIUM_PATH && !isExecutable(HEADLESS_SHELL) && process.getuid?.() === 0) {
    const install = 'apt-get update && apt-get install -y chromium-headless-shell';
    console.log(`Debian's chromium-headless-shell not found; installing it: ${install}`);
    const apt = spawnSync('sh', ['-c', install], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, // CI has no stdin for prompts
    });
    if (apt.status !== 0) console.error(`apt-get failed (exit ${apt.status ?? apt.signal}).`);
    found = findChromium();
  }
  if (!found) {
    console.error(
      [
        "No Chromium found for the end-to-end tests. Either install Debian's headless browser:",
        '    sudo apt-get install -y chromium-headless-shell',
        'or point CHROMIUM_PATH at an existing Chromium/Chrome executable:',
        '    CHROMIUM_PATH=/path/to/chrome npm run test:e2e',
      ].join('\n'),
    );
    return 1;
  }
  report(found);
  return 0;
}

// Run only as a script (`tsx tests/e2e/find-chromium.ts`), not when playwright.config.ts imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  process.exitCode = main();
}
