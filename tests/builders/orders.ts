import { breakdownLine } from '../../core/cart/lines';
import { orderBreakdown } from '../../core/cart/totals';
import { orderTotals, type Order, type OrderBuyer, type OrderLine, type OrderShipping } from '../../core/orders/order';
import type { PaymentAttempt } from '../../core/payments/attempt';
import { initialOrderState } from '../../core/orders/order-state';
import { defaultPolicy } from '../../core/policy/store-policy';
import { pesos } from '../../core/shared/money';

/** A line as sold, its gross and IVA split computed the way the checkout does. */
export const anOrderLine = (over: Partial<Omit<OrderLine, 'gross' | 'base' | 'iva'>> = {}): OrderLine => {
  const line = {
    sku: 'GSW-2LB-CHOC',
    productSlug: 'gold-standard-whey',
    category: 'proteinas',
    name: 'Gold Standard 100% Whey',
    brand: 'Optimum Nutrition',
    size: '2 lb',
    flavour: 'Chocolate',
    quantity: 1,
    unitPrice: pesos(219_900),
    compareAt: null,
    taxRate: 0.19 as const,
    weightGrams: 907,
    image: null,
    ...over,
  };
  const { gross, base, iva } = breakdownLine(line);
  return { ...line, gross, base, iva };
};

/** Camila in Medellín, as an order keeps its buyer. */
export const anOrderBuyer = (over: Partial<OrderBuyer> = {}): OrderBuyer => ({
  name: 'Camila Rodríguez',
  email: 'camila@correo.co',
  documentType: 'CC',
  documentNumber: '1020304050',
  phone: '3001234567',
  line1: 'Calle 45 # 12-34',
  line2: 'Apto 501',
  notes: '',
  departmentCode: '05',
  departmentName: 'Antioquia',
  municipalityCode: '05001',
  municipalityName: 'Medellín',
  ...over,
});

export type OrderOverrides = Partial<Omit<Order, 'buyer' | 'shipping' | 'totals'>> & {
  readonly buyer?: Partial<OrderBuyer>;
  readonly shipping?: Partial<Omit<OrderShipping, 'charged'>>;
  /** Gift credit the shopper applied (at most the subtotal). */
  readonly giftCredit?: number;
};

const PLACED_AT = new Date('2026-11-20T14:05:00Z'); // Friday 20 November 2026, 9:05 a. m. in Bogotá

/** A pending Nequi attempt with its reference and nothing asked of the shopper, unless told otherwise. */
export const anAttempt = (over: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  id: 'intento-1',
  method: 'nequi',
  provider: 'nequi',
  state: 'pending',
  amount: pesos(542_700),
  reference: 'NEQ-884213',
  action: null,
  expiresAt: null,
  reason: null,
  message: null,
  providerMessageId: null,
  flagged: false,
  createdAt: PLACED_AT,
  updatedAt: PLACED_AT,
  ...over,
});

/** A complete, consistent order: two lines, to Medellín (05001, Antioquia) by standard shipping, paid with Nequi and
 * waiting for the payment unless told otherwise. Totals, state, expiry and the payment attempt follow the overrides
 * (cash on delivery gets its surcharge, no expiry and no attempt). */
export const anOrder = (over: OrderOverrides = {}): Order => {
  const { buyer, shipping: shippingOver, giftCredit = 0, ...rest } = over;
  const lines = rest.lines ?? [
    anOrderLine(),
    anOrderLine({
      sku: 'CMM-300G',
      productSlug: 'creatina-monohidratada',
      category: 'creatinas',
      name: 'Creatina Monohidratada Micronizada',
      brand: 'Smart Muscle',
      size: '300 g',
      flavour: null,
      quantity: 2,
      unitPrice: pesos(79_900),
      compareAt: pesos(89_900),
      weightGrams: 300,
    }),
  ];
  const paymentMethod = rest.paymentMethod ?? 'nequi';
  const kind = paymentMethod === 'cash-on-delivery' ? 'cash-on-delivery' : 'prepaid';
  const method = shippingOver?.method ?? 'standard';
  const quote = shippingOver?.quote ?? pesos(14_500);
  const priced = orderBreakdown(
    {
      lines,
      giftCredit: { requested: pesos(giftCredit), balance: pesos(giftCredit) },
      shipping: { method, quote },
      payment: kind,
      destination: { codCoverage: true },
    },
    defaultPolicy,
  );
  if (!priced.ok) throw new Error(`anOrder: ${priced.error.message}`);
  const b = priced.value;
  const placedAt = rest.placedAt ?? PLACED_AT;
  const state = rest.state ?? initialOrderState(kind);
  const attempt = anAttempt({
    method: paymentMethod,
    provider: paymentMethod,
    state: state === 'pending_payment' ? 'pending' : 'approved',
    amount: b.total,
    createdAt: placedAt,
    updatedAt: placedAt,
  });
  return {
    id: 'pedido-123',
    number: 'FO-2026-000123',
    customerId: null,
    referrerId: null,
    placedAt,
    expiresAt:
      state === 'pending_payment'
        ? new Date(placedAt.getTime() + defaultPolicy.pendingOrderExpiryMinutes * 60_000)
        : null,
    paymentMethod,
    payments: kind === 'cash-on-delivery' ? [] : [attempt],
    ...rest,
    state,
    lines,
    buyer: anOrderBuyer(buyer),
    shipping: {
      method,
      quote,
      charged: b.shipping,
      earliest: { year: 2026, month: 11, day: 24 },
      latest: { year: 2026, month: 11, day: 27 },
      tracking: null,
      ...shippingOver,
    },
    totals: orderTotals(b),
  };
};
