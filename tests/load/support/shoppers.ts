import type { api } from '../../server/support/account-client';

type Http = ReturnType<typeof api>;

/** A number as letters (0 → "a", 27 → "bb"): names hold letters only. */
const lettersOf = (n: number): string =>
  (n < 26 ? '' : lettersOf(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));
export const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

/** Shopper number `n`: their own name, document, mobile and address (a buyer may hold only 3 open orders), and their own
 * address on the internet, as the load balancer in front of the store tells it (X-Forwarded-For, TRUST_PROXY=1): the
 * store limits orders per IP. */
export const aShopper = (n: number, run = 'carga') => {
  const id = String(n).padStart(6, '0');
  return {
    buyer: {
      name: `Cliente ${lettersOf(n)}`,
      email: `cliente.${run}.${id}@correo.co`,
      documentType: 'CC',
      documentNumber: `40${id}`,
      phone: `310 ${id.slice(0, 3)} ${id.slice(3)}0`,
      line1: `Calle ${(n % 90) + 1} # 43-20`,
      line2: '',
      notes: '',
      consent: true,
      ...MEDELLIN,
    },
    auth: { headers: { 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } },
    key: `${run}-orden-${id}-abcdef`,
  };
};

export type Step = {
  readonly step: string;
  readonly status: number;
  readonly json: { error?: { kind: string; message: string } };
};

/** What a shopper does for `lines`: the cart, the checkout's price with the shipping and `paymentMethod`, then the order
 * at the total shown. Stops at the first refusal; every answer is returned for the test to read. */
export const shop = async (
  http: Http,
  n: number,
  lines: readonly { sku: string; quantity: number }[],
  options: { run?: string; paymentMethod?: string; headers?: Record<string, string> } = {},
): Promise<{ steps: Step[]; order: { number: string; link: string; total: number } | null }> => {
  const shopper = aShopper(n, options.run);
  const { buyer, key } = shopper;
  const auth = { headers: { ...shopper.auth.headers, ...options.headers } };
  const paymentMethod = options.paymentMethod ?? 'cash-on-delivery';
  const steps: Step[] = [];
  const cart = await http.post('/cart/quote', { lines }, auth);
  steps.push({ step: 'cart', ...cart });
  if (cart.status !== 200) return { steps, order: null };
  const price = await http.post(
    '/checkout/price',
    { lines, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod },
    auth,
  );
  steps.push({ step: 'price', ...price });
  if (price.status !== 200) return { steps, order: null };
  const placed = await http.post(
    '/orders',
    {
      idempotencyKey: key,
      lines,
      buyer,
      shippingMethod: 'standard',
      paymentMethod,
      expectedTotal: price.json.totals.total,
    },
    auth,
  );
  steps.push({ step: 'order', ...placed });
  return { steps, order: placed.status === 201 ? { ...placed.json.order, total: price.json.totals.total } : null };
};
