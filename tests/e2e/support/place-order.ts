import { expect, test, type Page } from '@playwright/test';

const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
// Not the creatine the checkout's journeys buy (tests/e2e/support/checkout.ts): the orders placed here would use up the
// units those journeys add five at a time. Opti-Men starts with 80.
const LINES = [{ sku: 'ON-OPM-150TAB', quantity: 1 }];

export type PlacedByApi = {
  readonly number: string;
  /** The order page's address, signed (`/pedido/…/?firma=…`). */
  readonly address: string;
  readonly signature: string;
  /** The headers the store's API wants of this browser's requests. */
  readonly headers: Record<string, string>;
};

/** A guest's order of one unit to Medellín, placed through the store's API as the checkout page places it (the
 * checkout's own pages are walked in checkout.spec.ts), from the page's current origin. */
export const placeOrderByApi = async (
  page: Page,
  o: { readonly email: string; readonly name: string; readonly paymentMethod: string },
): Promise<PlacedByApi> => {
  const headers = { Origin: new URL(page.url()).origin, Accept: 'application/json' };
  const choice = { lines: LINES, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: o.paymentMethod };
  const price = await page.request.post('/api/v1/checkout/price', { data: choice, headers });
  expect(price.status()).toBe(200);
  const placed = await page.request.post('/api/v1/orders', {
    headers,
    data: {
      idempotencyKey: `placed-by-api-${Date.now().toString(36)}-${test.info().workerIndex}`,
      lines: LINES,
      buyer: {
        name: o.name,
        email: o.email,
        documentType: 'CC',
        documentNumber: '1035123456',
        phone: '300 765 4321',
        line1: 'Carrera 43A # 1-50',
        line2: '',
        notes: '',
        consent: true,
        ...MEDELLIN,
      },
      shippingMethod: 'standard',
      paymentMethod: o.paymentMethod,
      expectedTotal: ((await price.json()) as { totals: { total: number } }).totals.total,
    },
  });
  expect(placed.status()).toBe(201);
  const { number, link } = ((await placed.json()) as { order: { number: string; link: string } }).order;
  const url = new URL(link, page.url());
  return { number, address: url.pathname + url.search, signature: url.searchParams.get('firma')!, headers };
};
