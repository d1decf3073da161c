import { test } from '@playwright/test';

/**
 * Gives each test of the calling spec 60 s instead of Playwright's 30 s. For specs of whole shopper journeys (many pages,
 * accessibility audits, a mail or a payment to wait for): on these 2-core machines, shared with other test runs, such
 * a journey took 20–36 s, so 30 s failed on load alone. Call it once, at the top of the spec.
 */
export const longFlows = () => test.describe.configure({ timeout: 60_000 });

/**
 * Marks a journey whose steps are the same on every layout: it runs in the phone project only (the desktop project
 * leaves `@phone` out in playwright.config.ts), so CI walks it once. Layout-dependent tests stay untagged.
 */
export const PHONE_ONLY = { tag: '@phone' } as const;

/**
 * Marks a journey made at a desk (an operator's work in the console, with wide tables): it runs in the desktop project
 * only (the phone project leaves `@desk` out in playwright.config.ts).
 */
export const DESK_ONLY = { tag: '@desk' } as const;
