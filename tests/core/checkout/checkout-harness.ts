import type { BuyerInput } from '../../../core/checkout/buyer';
import { placeOrder, type PlaceOrderInput } from '../../../core/checkout/place-order';
import { priceCheckout } from '../../../core/checkout/price-checkout';
import type { CartCatalogue, SkuInfo } from '../../../core/cart/ports';
import { confirmPayment } from '../../../core/checkout/confirm-payment';
import { gatewayRegistry } from '../../../core/payments/gateways';
import type { PaymentGateway } from '../../../core/payments/ports';
import { defaultPolicy, type StorePolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { embeddedQuoter } from '../../../core/shipping/embedded-rates';
import { inMemoryCartStore, inMemoryCustomerStore, inMemoryRateLimiter } from '../../fakes/in-memory-accounts';
import { inMemoryEventOutbox } from '../../fakes/in-memory-events';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { scriptedCardGateway } from '../../fakes/payment-gateways';

/** A variant of the test catalogue; its stock lives in the harness's stock map. */
export const aSku = (sku: string, price: number, over: Partial<SkuInfo> = {}): Omit<SkuInfo, 'stock'> => ({
  sku,
  productSlug: `p-${sku.toLowerCase()}`,
  category: 'proteinas',
  name: `Proteína ${sku}`,
  brand: 'Marca',
  size: '2 lb',
  flavour: 'Chocolate',
  image: null,
  price: pesos(price),
  compareAt: null,
  taxRate: 0.19,
  weightGrams: 907,
  sellable: true,
  ...over,
});

/** A guest in Medellín, as the buyer step sends it. */
export const aBuyer = (over: Partial<BuyerInput> = {}): BuyerInput => ({
  name: 'Laura Gómez',
  email: 'laura@example.com',
  documentType: 'CC',
  documentNumber: '1020304050',
  phone: '300 123 4567',
  line1: 'Calle 10 # 43-20',
  line2: 'Apto 501',
  departmentCode: '05',
  municipalityCode: '05001',
  notes: '',
  consent: true,
  ...over,
});

/** A guest's order of two WHEY-2LB ($ 129.900) to Medellín by standard shipping, paid on delivery: $ 289.380. */
export const anOrderInput = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  idempotencyKey: 'checkout-0001-abcdefgh',
  customerId: null,
  ip: '203.0.113.7',
  fingerprint: 'misma-solicitud',
  lines: [{ sku: 'WHEY-2LB', quantity: 2 }],
  buyer: aBuyer(),
  shippingMethod: 'standard',
  paymentMethod: 'cash-on-delivery',
  expectedTotal: 289_380,
  ...over,
});

/** The checkout use cases over in-memory stores sharing one stock map, a fixed clock and the embedded shipping rates;
 * the methods offered are the gateways' (by default a scripted sandbox card that approves) and cash on delivery. */
export const checkoutHarness = (
  skus: readonly (Omit<SkuInfo, 'stock'> & { stock: number })[],
  gateways: readonly PaymentGateway[] = [scriptedCardGateway()],
  policy: StorePolicy = defaultPolicy,
) => {
  const stock = new Map(skus.map((s) => [s.sku, s.stock]));
  const catalogue: CartCatalogue = {
    findVariantsBySku: async (wanted) =>
      skus.filter((s) => wanted.includes(s.sku)).map((s) => ({ ...s, stock: stock.get(s.sku) ?? 0 })),
  };
  // The events the order store writes with each change: what the mail and the other subscribers will get.
  const events = inMemoryEventOutbox();
  const orders = inMemoryOrderStore(stock, events);
  const now = { value: new Date('2026-11-23T15:00:00Z') };
  const clock = { now: () => now.value };
  const carts = inMemoryCartStore();
  const customers = inMemoryCustomerStore();
  const logged: string[] = [];
  const deps = {
    catalogue,
    orders,
    attempts: orders.attempts,
    clock,
    quoter: embeddedQuoter(),
    policy,
    payments: gatewayRegistry(gateways, { cashOnDelivery: true }),
    carts,
    customers,
    limiter: inMemoryRateLimiter(),
    logger: {
      info: () => undefined,
      warn: (_f: Record<string, unknown>, m: string) => void logged.push(m),
      error: (_f: Record<string, unknown>, m: string) => void logged.push(m),
    },
  };
  return {
    stock,
    orders,
    carts,
    customers,
    now,
    events,
    deps,
    logged,
    price: priceCheckout(deps),
    place: placeOrder(deps),
    confirm: confirmPayment(deps),
  };
};
