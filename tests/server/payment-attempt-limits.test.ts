import { describe, expect, it } from 'vitest';
import { accountServer } from './support/account-client';

// Every request of this server comes from one address, as shoppers behind a carrier's shared address (CGNAT) do.
const ctx = accountServer({ MAX_OPEN_ORDERS_PER_IP: '100' });
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

let placed = 0;
/** A Nequi order of one product placed by buyer number `n` (each with their own e-mail, document and phone). */
const placeFor = async (n: number) => {
  placed += 1;
  const lines = [{ sku: `P${String(3 + (placed % 10)).padStart(2, '0')}-2LB-CHOC`, quantity: 1 }];
  const base = { lines, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: 'nequi' };
  const price = await ctx.http.post('/checkout/price', base);
  const res = await ctx.http.post('/orders', {
    ...base,
    idempotencyKey: `attempt-limits-${String(placed).padStart(6, '0')}`,
    buyer: {
      name: 'Laura Gómez Restrepo',
      email: `comprador.${n}@correo.co`,
      documentType: 'CC',
      documentNumber: `10203040${String(n).padStart(2, '0')}`,
      phone: `300 123 45${String(n).padStart(2, '0')}`,
      line1: 'Calle 10 # 43-20',
      line2: '',
      notes: '',
      consent: true,
      ...MEDELLIN,
    },
    expectedTotal: price.json.totals.total,
  });
  expect(res.status).toBe(201);
  const { number, link } = res.json.order as { number: string; link: string };
  const signature = new URL(`https://x${link}`).searchParams.get('firma')!;
  return (instrument: Record<string, unknown> = { kind: 'wallet-qr' }) =>
    ctx.http.post(`/orders/${number}/payments`, { method: 'nequi', signature, instrument });
};

describe('payment attempts from one shared address', () => {
  it('lets a dozen buyers behind one address pay within the hour, each on the first try', async () => {
    for (let n = 0; n < 12; n++) {
      const pay = await placeFor(n);
      const started = await pay();
      expect(started.status, `buyer ${n}: ${JSON.stringify(started.json)}`).toBe(200);
      expect(started.json.status).toBe('pending');
    }
  });

  it('refuses a buyer who retries too often across orders with a Spanish message and a 429, while the next buyer pays', async () => {
    const pays = [await placeFor(40), await placeFor(40), await placeFor(40)];
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await pays[i % 3]());
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    const refused = answers[10];
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(
      /^Hiciste demasiados intentos de pago .* inténtalo de nuevo en \d+ minutos?/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await (await placeFor(41))()).status).toBe(200);
  });
});
