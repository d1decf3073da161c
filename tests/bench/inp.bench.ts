// Interaction to Next Paint of what shoppers do most on the catalogue, on a phone with the CPU slowed down 6×:
// adding to the cart on a product page, filtering a category, typing in the search box. Measured in the page by the
// web-vitals library (its onINP, every change reported), in Playwright with the system Chromium; each as the first use
// of the page and once the page is in use; median of 5 each, every run kept (issue 38's goal: median ≤ 50 ms).
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/chromium';
import { log } from './support/log';
import { bySize } from './support/size';
import { median } from './support/stats';
import { PAGES, ROOT, startStore } from './support/store-process';

const RUNS = bySize(5, 1);
export const INP_CPU_SLOWDOWN = 6;
// The library's browser build (its package exports only the modules).
const WEB_VITALS = join(ROOT, 'node_modules', 'web-vitals', 'dist', 'web-vitals.iife.js');

type Interaction = { name: string; path: string; act(page: Page): Promise<void> };

/** A tap on the middle of what `target` finds, once it is on screen and still: the page's mouse pressed there, as the
 * bench always tapped. Not Playwright's `click`: it first checks that the tap will land on the target with listeners
 * of its own on every pointer and mouse event of the page (a hit test and a layout each: about 20 ms of a tap's answer
 * at 6×), which no phone runs. */
const tap = async (page: Page, target: Locator) => {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${String(target)}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
};

const INTERACTIONS: Interaction[] = [
  {
    name: 'add to cart (product page)',
    path: PAGES[2].path,
    act: async (page) => {
      // The product's own button, in the page's main content: the quick-buy bar (aria "Compra rápida") carries one too.
      await tap(page, page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }));
      await page.getByRole('dialog', { name: 'Tu carrito' }).getByText('Agregado al carrito').waitFor();
    },
  },
  {
    name: 'filter change (category page)',
    path: PAGES[1].path,
    act: async (page) => {
      await tap(page, page.getByRole('button', { name: 'Filtrar' }));
      const sheet = page.getByRole('dialog', { name: 'Filtrar' });
      const brand = sheet.getByRole('group', { name: 'Marca' }).getByRole('checkbox').first();
      await tap(page, brand);
      await page.waitForFunction((box) => (box as HTMLInputElement).checked, await brand.elementHandle());
      await tap(page, sheet.getByRole('button', { name: /^Ver \d+ productos?$/ }));
      await sheet.waitFor({ state: 'hidden' });
      await page.waitForURL(/marca=/);
    },
  },
  {
    name: 'typing in search (home)',
    path: PAGES[0].path,
    act: async (page) => {
      const box = page.getByRole('combobox', { name: 'Buscar productos' }).first();
      await tap(page, box);
      await page.keyboard.type('proteina', { delay: 120 });
      await page.getByRole('listbox', { name: 'Sugerencias de productos' }).getByRole('option').first().waitFor();
    },
  },
];

/** For scale: the search box tapped and typed in on the home page's HTML with every script taken out. What the browser
 * itself takes on this machine at this slowdown: no page's code can answer in less. */
const FLOOR: Interaction = {
  name: 'typing in search (home), the page without any script',
  path: PAGES[0].path,
  act: async (page) => {
    await tap(page, page.getByRole('combobox', { name: 'Buscar productos' }).first());
    await page.keyboard.type('proteina', { delay: 120 });
  },
};

/** The page's own HTML with its scripts and their preloads taken out. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\bmodulepreload\b[^>]*>/g, '');

/** When the interaction comes: as the shopper's first use of the page (on a page of islands, before any of its code has
 * come: the tap wakes it), or once the page is in use (a small scroll first, as a shopper reads before tapping; its
 * islands come alive, and the tap finds them live). */
export type Moment = 'first use' | 'in use';
const MOMENTS: readonly Moment[] = ['first use', 'in use'];

/** A small scroll, then the islands it woke: their code loaded (the network quiet) and hydrated at idle moments. */
const startUsing = async (page: Page) => {
  await page.mouse.wheel(0, 60);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
};

/** One fresh phone visit: the page loaded under throttling, the interaction, then the INP web-vitals reports. */
const visit = async (browser: Browser, url: string, interaction: Interaction, moment: Moment, bare = false) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // Playwright runs an init script inside a function: the library's `var webVitals` is published on window.
    await page.addInitScript({ content: `${readFileSync(WEB_VITALS, 'utf8')}\nwindow.webVitals = webVitals;` });
    await page.addInitScript(() => {
      const w = window as unknown as {
        inp: number[];
        webVitals: { onINP(cb: (m: { value: number }) => void, o: object): void };
      };
      w.inp = [];
      // 16 ms, the lowest threshold the Event Timing API allows: every interaction counts, not only slow ones. Each
      // report is kept in the tab's session too: a filter applied loads the listing's page (web/islands/), and the
      // interactions of the page it left count.
      w.webVitals.onINP(
        (m) => {
          w.inp.push(m.value);
          sessionStorage.setItem(
            'inp',
            JSON.stringify([...JSON.parse(sessionStorage.getItem('inp') ?? '[]'), m.value]),
          );
        },
        { reportAllChanges: true, durationThreshold: 16 },
      );
    });
    if (bare)
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withoutScripts(await response.text()) });
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (moment === 'in use') await startUsing(page);
    await interaction.act(page);
    const reported = () => JSON.parse(sessionStorage.getItem('inp') ?? '[]') as number[];
    await page.waitForFunction(() => sessionStorage.getItem('inp') !== null, null, { timeout: 10_000 });
    // Later entries of the same interaction (the paint after a fetch) are reported a little after.
    await page.waitForTimeout(1_000);
    // The visit's INP: its worst interaction, on whichever of its pages. Awaited here: a returned promise would settle
    // after `finally` has closed the page it reads.
    return Math.max(...(await page.evaluate(reported)));
  } finally {
    await context.close();
  }
};

export type InpFigure = { interaction: string; path: string; moment: Moment; inp: number; runs: number[] };
export type InpResult = {
  cpuSlowdown: number;
  runs: number;
  figures: InpFigure[];
  /** The same tap and typing on a page without any script (FLOOR): the median and every run. */
  floor: { inp: number; runs: number[] };
};

export const benchInp = async (): Promise<InpResult> => {
  const store = await startStore();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const figures: InpFigure[] = [];
    for (const interaction of INTERACTIONS)
      for (const moment of MOMENTS) {
        const runs: number[] = [];
        for (let run = 1; run <= RUNS; run++) {
          runs.push(await visit(browser, `${store.url}${interaction.path}`, interaction, moment));
          log(`inp ${interaction.name}, ${moment}, run ${run}/${RUNS}: ${runs.at(-1)!.toFixed(0)} ms`);
        }
        figures.push({ interaction: interaction.name, path: interaction.path, moment, inp: median(runs), runs });
      }
    const floor: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      floor.push(await visit(browser, `${store.url}${FLOOR.path}`, FLOOR, 'in use', true));
      log(`inp ${FLOOR.name}, run ${run}/${RUNS}: ${floor.at(-1)!.toFixed(0)} ms`);
    }
    return { cpuSlowdown: INP_CPU_SLOWDOWN, runs: RUNS, figures, floor: { inp: median(floor), runs: floor } };
  } finally {
    await browser.close();
    await store.stop();
  }
};
