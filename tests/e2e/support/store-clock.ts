import { expect, type Page } from '@playwright/test';
import { bogotaDateOf } from '../../../core/shared/bogota-time';
import { addBusinessDays } from '../../../core/shared/business-days';
import { toDayNumber, type CalendarDate } from '../../../core/shared/calendar-date';

/** The store's time, as its test clock (/sandbox/reloj/) reads it. */
export const storeNow = async (page: Page): Promise<Date> => {
  const res = await page.request.get('/sandbox/reloj/', { headers: { Accept: 'application/json' } });
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
};

/** The store's day in Bogotá. */
export const storeToday = async (page: Page): Promise<CalendarDate> => bogotaDateOf(await storeNow(page));

/** Moves the store's clock forward to the day `businessDays` Colombian business days after `from` (holidays counted
 * out, as the store counts them); gives back the store's new time. */
export const moveStoreTo = async (page: Page, from: CalendarDate, businessDays: number): Promise<Date> => {
  const days = toDayNumber(addBusinessDays(from, businessDays)) - toDayNumber(await storeToday(page));
  expect(days).toBeGreaterThan(0);
  const res = await page.request.post('/sandbox/reloj/', { data: { days } });
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
};
