import type { Actor } from '../../../core/operators/operator';
import type { Role } from '../../../core/operators/roles';
import type { Order } from '../../../core/orders/order';
import type { AuditEntry } from '../../../core/orders/ports';
import { gatewayRegistry } from '../../../core/payments/gateways';
import type { RefundOutcome, RefundRequest, RefundTerms } from '../../../core/payments/refund';
import { defaultPolicy } from '../../../core/policy/store-policy';
import type { SkuInfo } from '../../../core/cart/ports';
import type { Variant } from '../../../core/catalog/product';
import { approveReturn, rejectReturn } from '../../../core/returns/answer-return';
import { exchangeChoices } from '../../../core/returns/exchange-choices';
import { goodwillRefund } from '../../../core/returns/goodwill-refund';
import { listReturns, ownReturns, returnPicture, showReturn } from '../../../core/returns/list-returns';
import { receiveReturn } from '../../../core/returns/receive-return';
import { reconcileRefundsAs } from '../../../core/returns/reconcile-refunds';
import { refundReturn } from '../../../core/returns/refund-return';
import { requestReturn, type ReturnRequest } from '../../../core/returns/request-return';
import { bogotaDayStart } from '../../../core/shared/bogota-time';
import type { CalendarDate } from '../../../core/shared/calendar-date';
import { pesos } from '../../../core/shared/money';
import { anOrder, anOrderLine } from '../../builders/orders';
import { scriptedCardGateway } from '../../fakes/payment-gateways';
import { aReturnWorld, inMemoryReturns } from '../../fakes/in-memory-returns';

export const DELIVERED_ON: CalendarDate = { year: 2026, month: 11, day: 27 };
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** An operator of a role. */
export const anActor = (role: Role): Actor => ({
  operatorId: `op-${role}`,
  name: `Laura (${role})`,
  role,
  via: { kind: 'database' },
});

/** The catalogue today: WHEY (chocolate) and WHEY-FRESA at 100 000, WHEY-XL at 120 000 (one product), CREA at 50 000. */
const VARIANTS = [
  { sku: 'WHEY', name: 'Whey', productSlug: 'whey', flavour: 'Chocolate', size: '2 lb', price: 100_000 },
  { sku: 'WHEY-FRESA', name: 'Whey', productSlug: 'whey', flavour: 'Fresa', size: '2 lb', price: 100_000 },
  { sku: 'WHEY-XL', name: 'Whey', productSlug: 'whey', flavour: 'Chocolate', size: '5 lb', price: 120_000 },
  { sku: 'CREA', name: 'Creatina', productSlug: 'creatina', flavour: null, size: '300 g', price: 50_000 },
];

/** The sold lines' products, as the harness's catalogue knows them. */
export const WHEY_LINE = { sku: 'WHEY', productSlug: 'whey', name: 'Whey', unitPrice: pesos(100_000) };
export const CREA_LINE = { sku: 'CREA', productSlug: 'creatina', name: 'Creatina', unitPrice: pesos(50_000) };

/** The catalogue over the world's stock: a variant's units on sale are the world's. */
const aCatalogue = (onSale: (sku: string) => number) => {
  const info = (v: (typeof VARIANTS)[number]): SkuInfo => ({
    ...anOrderLine({ sku: v.sku, name: v.name, productSlug: v.productSlug, flavour: v.flavour, size: v.size }),
    price: pesos(v.price),
    compareAt: null,
    stock: onSale(v.sku),
    sellable: true,
  });
  const variant = (v: (typeof VARIANTS)[number]): Variant => ({
    ...info(v),
    servings: 30,
    active: true,
  });
  return {
    findVariantsBySku: async (skus: readonly string[]) => VARIANTS.filter((v) => skus.includes(v.sku)).map(info),
    findProduct: async (slug: string) => {
      const variants = VARIANTS.filter((v) => v.productSlug === slug).map(variant);
      return variants.length > 0 ? { variants } : null;
    },
  };
};

/** A delivered order of 3 × 100 000 (WHEY) and 1 × 50 000 (CREA) paid by card at a gateway with a refund API, its
 * returns kept in memory; the clock is set by `at(day)`. */
export const aReturnsHarness = (
  over: {
    readonly order?: Partial<Order>;
    readonly terms?: RefundTerms;
    readonly refundAnswer?: RefundOutcome['status'];
    /** The provider's word on a refund asked before, by its reference; without it the provider cannot be asked. */
    readonly refundStatus?: (reference: string) => Promise<RefundOutcome>;
  } = {},
) => {
  const base = anOrder({
    state: 'delivered',
    paymentMethod: 'sandbox-card',
    lines: [anOrderLine({ ...WHEY_LINE, quantity: 3 }), anOrderLine({ ...CREA_LINE, quantity: 1 })],
  });
  const order: Order = { ...base, customerId: 'camila', ...over.order };
  const world = aReturnWorld();
  world.orders.set(order.id, { number: order.number, state: order.state });
  world.stock.set('WHEY', { onSale: 10, damaged: 0 });
  world.stock.set('CREA', { onSale: 10, damaged: 0 });
  world.stock.set('WHEY-FRESA', { onSale: 2, damaged: 0 });
  world.stock.set('WHEY-XL', { onSale: 10, damaged: 0 });
  const catalogue = aCatalogue((sku) => world.stock.get(sku)?.onSale ?? 0);
  const returns = inMemoryReturns(world);
  const current = (): Order => ({ ...order, state: world.orders.get(order.id)!.state });
  const delivered: AuditEntry = {
    actor: 'bodega',
    action: 'deliver',
    at: new Date(bogotaDayStart(DELIVERED_ON).getTime() + 15 * 3600_000),
    before: 'shipped',
    after: 'delivered',
    detail: null,
  };
  const orders = {
    findByNumber: async (n: string) => (n === order.number ? current() : null),
    findById: async (id: string) => (id === order.id ? current() : null),
    // A shipped order has no delivery in its history (a parcel that may never arrive).
    history: async () => (order.state === 'shipped' ? [] : [delivered]),
  };
  const refunds: RefundRequest[] = [];
  const gateway = {
    ...scriptedCardGateway(),
    refundTerms: over.terms ?? { partial: true, withinDays: 180 },
    refund: async (_: unknown, request: RefundRequest): Promise<RefundOutcome> => {
      refunds.push(request);
      const status = over.refundAnswer ?? 'refunded';
      return status === 'refused'
        ? { status, code: 'cc_rejected', message: 'the card no longer exists' }
        : { status, reference: `MP-${refunds.length}`, amount: request.amount };
    },
    ...(over.refundStatus ? { refundStatus: (_: unknown, reference: string) => over.refundStatus!(reference) } : {}),
  };
  let now = delivered.at;
  const clock = { now: () => now };
  let n = 0;
  const ids = { newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` };
  const payments = gatewayRegistry([gateway], { cashOnDelivery: true });
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const deps = { returns, orders, clock, ids, policy: defaultPolicy, payments, logger, catalogue };
  return {
    order,
    world,
    refunds,
    returns,
    at: (day: CalendarDate, hour = 15) => {
      now = new Date(bogotaDayStart(day).getTime() + hour * 3600_000);
    },
    request: requestReturn(deps),
    choices: exchangeChoices(deps),
    approve: approveReturn(deps),
    reject: rejectReturn(deps),
    receive: receiveReturn(deps),
    refund: refundReturn(deps),
    goodwill: goodwillRefund(deps),
    list: listReturns(deps),
    show: showReturn(deps),
    picture: returnPicture(deps),
    own: ownReturns(deps),
    reconcile: reconcileRefundsAs(deps),
  };
};

/** A retracto of `whey` sealed units of WHEY, the money back to the card. */
export const anAsk = (orderNumber: string, over: Partial<ReturnRequest> = {}): ReturnRequest => ({
  orderNumber,
  reason: 'retracto',
  reversalCause: null,
  learnedOn: null,
  words: 'Lo compré dos veces por error',
  lines: [{ sku: 'WHEY', quantity: 1, sealed: true, exchangeSku: null }],
  refundTo: 'original',
  bankAccount: null,
  pictures: [],
  ...over,
});
