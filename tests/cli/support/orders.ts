import { T, type AppContainer } from '../../../adapters/container';
import type { Order } from '../../../core/orders/order';
import type { BuyerInput } from '../../../core/checkout/buyer';
import { aBuyer } from '../../core/checkout/checkout-harness';

let keys = 0;

/** Places a guest's (or a customer's) order of `quantity` × `sku` (to Medellín unless the buyer says otherwise) through the store's use cases, as the
 * checkout would. */
export const placeAnOrder = async (
  c: AppContainer,
  opts: {
    paymentMethod: string;
    sku: string;
    quantity?: number;
    email?: string;
    prefix: string;
    /** The referral code the shopper's browser carries. */
    referralCode?: string;
    /** A signed-in customer, who may apply their gift credit. */
    customerId?: string;
    useGiftCredit?: boolean;
    /** Who buys and where it goes, besides Laura in Medellín. */
    buyer?: Partial<BuyerInput>;
  },
): Promise<Order> => {
  const buyer = aBuyer({ ...(opts.email ? { email: opts.email } : {}), ...opts.buyer });
  const lines = [{ sku: opts.sku, quantity: opts.quantity ?? 1 }];
  const priced = await c.get(T.checkout).priceCheckout({
    lines,
    destination: { departmentCode: buyer.departmentCode, municipalityCode: buyer.municipalityCode },
    shippingMethod: 'standard',
    paymentMethod: opts.paymentMethod,
    customerId: opts.customerId ?? null,
    useGiftCredit: opts.useGiftCredit,
  });
  if (!priced.ok) throw new Error(priced.error.message);
  const placed = await c.get(T.checkout).placeOrder({
    idempotencyKey: `${opts.prefix}-${String(++keys).padStart(12, '0')}`, // 16 characters at least
    customerId: opts.customerId ?? null,
    ip: '203.0.113.9',
    fingerprint: 'misma-solicitud',
    lines,
    buyer,
    shippingMethod: 'standard',
    paymentMethod: opts.paymentMethod,
    expectedTotal: priced.value.breakdown.total,
    referralCode: opts.referralCode ?? null,
    useGiftCredit: opts.useGiftCredit,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  return placed.value.order;
};

/** Starts a payment of an order with an instrument, as the order page's "Pagar" does. */
export const startPaying = async (c: AppContainer, order: Order, method: string, instrument: unknown) => {
  const started = await c
    .get(T.checkout)
    .startPayment({ orderNumber: order.number, method, instrument, ip: '203.0.113.9' });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
};
