import { expect } from 'vitest';
import type { api, Auth } from './account-client';

type Http = ReturnType<typeof api>;
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

/** What a buyer tells the store and nobody else may read back: recognisable, so a leak is easy to find in an answer. */
/** n as letters (1 → "B", 27 → "BB"): names take letters only. */
const lettersOf = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(65 + parseInt(d, 26)));

export const privateBuyer = (n: number, over: Record<string, unknown> = {}) => ({
  name: `Valentina Privada ${lettersOf(n)}`,
  email: `valentina.privada${n}@correo.co`,
  documentType: 'CC',
  documentNumber: String(5_566_770_000 + n),
  phone: `31555${String(n).padStart(5, '0')}`,
  line1: `Carrera 7 # 99-${String(n).padStart(2, '0')} torre secreta`,
  line2: '',
  notes: `Dejar con el portero Anselmo ${lettersOf(n)}`,
  consent: true,
  ...MEDELLIN,
  ...over,
});

/** The buyer's details an answer about someone else's order must never carry. */
export const privatePartsOf = (buyer: ReturnType<typeof privateBuyer>) => [
  buyer.name,
  buyer.email,
  buyer.documentNumber,
  buyer.phone,
  buyer.line1,
  buyer.notes,
];

let placed = 0;

type PlaceOptions = {
  readonly auth?: Auth;
  readonly method?: string;
  readonly lines?: readonly { sku: string; quantity: number }[];
  readonly buyer?: Record<string, unknown>;
  readonly extra?: Record<string, unknown>;
};

/** Tries to place an order of `lines` to Medellín at the total the server priced, as a guest or as the customer of
 * `auth`, to be paid with `method`; a buyer of its own each time (one buyer holds only a few open orders). Null when
 * the store refuses the buyer's data (400). */
export const tryPrivateOrder = async (http: Http, options: PlaceOptions = {}) => {
  placed += 1;
  const lines = options.lines ?? [{ sku: 'P02-2LB-CHOC', quantity: 1 }];
  const method = options.method ?? 'cash-on-delivery';
  const buyer = privateBuyer(placed, options.buyer);
  const priced = await http.post(
    '/checkout/price',
    { lines, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: method },
    options.auth,
  );
  expect(priced.status).toBe(200);
  const res = await http.post(
    '/orders',
    {
      idempotencyKey: `abuse-test-key-${String(placed).padStart(6, '0')}`,
      lines,
      buyer,
      shippingMethod: 'standard',
      paymentMethod: method,
      expectedTotal: priced.json.totals.total,
      ...options.extra,
    },
    options.auth,
  );
  if (res.status === 400) return null;
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const { number, link } = res.json.order as { number: string; link: string };
  const signature = new URL(`https://x${link}`).searchParams.get('firma')!;
  return {
    number,
    link,
    signature,
    buyer,
    priced: priced.json.totals as { subtotal: number; shipping: number; total: number },
    order: res.json.order,
  };
};

/** Places an order as `tryPrivateOrder` does, the buyer's data being valid. */
export const placePrivateOrder = async (http: Http, options: PlaceOptions = {}) => {
  const placedOrder = await tryPrivateOrder(http, options);
  if (!placedOrder) throw new Error('The order was refused with 400');
  return placedOrder;
};
