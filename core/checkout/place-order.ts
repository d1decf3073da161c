import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import { type InvalidInput } from '../shared/invalid-input';
import { AT_THE_DOOR, GIFT_CREDIT_LEDGER } from '../payments/gateways';
import { MAX_LINES } from '../cart/cart';
import { lineProductOf, type CartStore } from '../cart/ports';
import { takeOrderedLines } from '../cart/saved-cart';
import type { Limit } from '../customers/account-rules';
import { departments } from '../geography/geography';
import { initialOrderState } from '../orders/order-state';
import { orderTotals, type Order, type OrderLine } from '../orders/order';
import type { NewOrder, OrderStore } from '../orders/ports';
import type { StorePolicy } from '../policy/store-policy';
import type { Logger } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { parseBuyer, type Buyer, type BuyerInput } from './buyer';
import { orderReferrer, type OrderReferrerDeps } from './order-referrer';
import {
  priceCheckout,
  shortageMessage,
  type PriceCheckoutError,
  type CheckoutRequest,
  type CheckoutSummary,
  type PriceCheckoutDeps,
} from './price-checkout';

/** The last step of the checkout as the browser sends it. Figures are never taken from it: `expectedTotal` is only
 * compared, so a shopper is never charged a total they did not see. */
export type PlaceOrderInput = {
  /** One per checkout attempt, made by the browser: a double click or a retried request places one order. */
  readonly idempotencyKey: string;
  readonly customerId: string | null;
  /** Where the request came from (its address key: an IPv6 address as its /64), for the limits on orders per address. */
  readonly ip: string;
  /** A hash of the request, made by the edge: binds a guest's idempotency key to the request that first used it. */
  readonly fingerprint: string;
  readonly lines: readonly { readonly sku: string; readonly quantity: number }[];
  readonly buyer: BuyerInput;
  readonly shippingMethod: string;
  readonly paymentMethod: string;
  readonly expectedTotal: number;
  /** The referral code the browser carries (its referral cookie), or null. */
  readonly referralCode?: string | null;
  /** Apply the signed-in customer's gift credit (spent when the order is stored, never twice). */
  readonly useGiftCredit?: boolean;
};

/** Why an order was not placed: anything that stops pricing it, a total that changed, a key or a limit. */
export type PlaceOrderError =
  | PriceCheckoutError
  | InvalidInput
  | RateLimited
  | { readonly kind: 'prices-changed'; readonly message: string; readonly summary: CheckoutSummary }
  | { readonly kind: 'idempotency-conflict'; readonly message: string }
  | { readonly kind: 'too-many-open-orders'; readonly message: string };
export type PlaceOrderErrorKind = PlaceOrderError['kind'];

export type PlacedOrder = { readonly order: Order; readonly duplicate: boolean };

export type PlaceOrderDeps = PriceCheckoutDeps & {
  readonly orders: OrderStore;
  readonly policy: PriceCheckoutDeps['policy'] &
    Pick<StorePolicy, 'pendingOrderExpiryMinutes' | 'maxOpenOrdersPerBuyer' | 'maxOpenOrdersPerIp'>;
  /** Signed-in customers' saved carts, which lose what the order bought. */
  readonly carts: CartStore;
  /** Who referred the purchase (core/checkout/order-referrer.ts). */
  readonly customers: OrderReferrerDeps['customers'];
  readonly limiter: RateLimiter;
  readonly logger: Logger;
};

/** New orders per IP address: far more than a family or an office behind one address (mobile carriers share theirs
 * too) places, too few for a script holding stock with orders it never pays. */
export const ORDERS_PER_IP: Limit = { limit: 20, windowSeconds: 15 * 60 };

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

const orderLines = (summary: CheckoutSummary): OrderLine[] =>
  summary.items.map((item, i) => {
    const line = summary.breakdown.lines[i];
    return {
      ...lineProductOf(item),
      quantity: item.quantity,
      unitPrice: item.price,
      compareAt: item.compareAt,
      taxRate: item.taxRate,
      gross: line.gross,
      base: line.base,
      iva: line.iva,
      weightGrams: item.weightGrams,
    };
  });

/** Who may replay an idempotency key: the signed-in customer, or a guest sending the very same request. */
const placerOf = (input: PlaceOrderInput): string =>
  input.customerId !== null ? `customer:${input.customerId}` : `guest:${input.fingerprint}`;

const KEY_TAKEN = {
  kind: 'idempotency-conflict',
  message:
    'Este pedido ya se había enviado con otros datos o desde otra sesión. Revisa tu correo por si ya quedó hecho; si no, confirma de nuevo.',
} as const;

/** The refusal when the buyer or the address already holds the open unpaid orders the policy allows. */
const tooManyOpen = (by: 'buyer' | 'ip', policy: PlaceOrderDeps['policy']): PlaceOrderError => {
  const minutes = policy.pendingOrderExpiryMinutes;
  const wait = `o espera a que venzan: los pedidos sin pagar se cancelan a los ${minutes} minutos`;
  return {
    kind: 'too-many-open-orders',
    message:
      by === 'buyer'
        ? `Ya tienes ${policy.maxOpenOrdersPerBuyer} pedidos sin pagar. Paga alguno con el enlace de su correo de confirmación ${wait}. Si son contraentrega, escríbenos desde la página de contacto para cambiarlos.`
        : `Hay demasiados pedidos sin pagar hechos desde tu conexión. Paga alguno con el enlace de su correo de confirmación ${wait}.`,
  };
};

const newOrder = (
  input: PlaceOrderInput,
  buyer: Buyer,
  summary: CheckoutSummary,
  deps: PlaceOrderDeps,
  referrerId: string | null,
): NewOrder => {
  const now = deps.clock.now();
  const method = summary.paymentMethod!;
  const cod = method === 'cash-on-delivery';
  const covered = method === 'gift-credit';
  const b = summary.breakdown;
  return {
    customerId: input.customerId,
    referrerId,
    state: initialOrderState(cod || covered ? method : 'prepaid'),
    placedAt: now,
    expiresAt: cod || covered ? null : new Date(now.getTime() + deps.policy.pendingOrderExpiryMinutes * 60_000),
    buyer: {
      name: buyer.name,
      email: buyer.email,
      documentType: buyer.document.type,
      documentNumber: buyer.document.number,
      phone: buyer.phone,
      ...buyer.address,
      departmentCode: buyer.destination.departmentCode,
      municipalityCode: buyer.destination.code,
      municipalityName: buyer.destination.name,
      departmentName: departments().find((d) => d.code === buyer.destination.departmentCode)?.name ?? '',
    },
    shipping: {
      method: summary.shipping!.method,
      quote: summary.shipping!.quote,
      charged: b.shipping,
      earliest: summary.shipping!.earliest,
      latest: summary.shipping!.latest,
      tracking: null,
    },
    paymentMethod: method,
    lines: orderLines(summary),
    totals: orderTotals(b),
    // Cash is paid at the door: its attempt waits for the delivery; an order the gift credit covers is paid as it is
    // placed, by the store's own ledger; an online order has no attempt until the shopper starts paying it.
    firstPayment: cod
      ? { method, provider: AT_THE_DOOR, state: 'pending', amount: b.total }
      : covered
        ? { method, provider: GIFT_CREDIT_LEDGER, state: 'approved', amount: b.total }
        : null,
    placedBy: placerOf(input),
    clientIp: input.ip,
  };
};

const coveredByCredit = (input: PlaceOrderInput): boolean =>
  input.customerId !== null && input.paymentMethod === 'gift-credit';

/** The checkout priced again with the gift credit as it is now (spent meanwhile in another order), so the shopper sees
 * the new total before confirming again — and, when the credit no longer covers it whole, the methods to pay it with. */
const creditChanged = async (
  deps: PlaceOrderDeps,
  request: CheckoutRequest,
): Promise<Result<never, PlaceOrderError>> => {
  const again = await priceCheckout(deps)(request);
  const now =
    !again.ok && again.error.kind === 'payment-method-unavailable'
      ? await priceCheckout(deps)({ ...request, paymentMethod: undefined })
      : again;
  if (!now.ok) return now;
  return err({
    kind: 'prices-changed',
    message: 'Tu saldo de regalo cambió (lo usaste en otro pedido). Revisa el nuevo total antes de confirmar.',
    summary: now.value,
  });
};

/** Places an order: a retried request (same idempotency key, same customer or the same guest request) gets its order
 * back before any limit is counted, while anyone else's replay of the key learns nothing of it; then checks the buyer's
 * data, prices everything again from the catalogue and the policy, refuses a total other than the one the shopper saw
 * (showing the new figures), and reserves the stock and stores the order in one step — with the attempt of the store's
 * own cash or gift credit, none for an online method until the shopper pays — unless the buyer or the address already
 * holds MAX_OPEN_ORDERS_PER_BUYER / _PER_IP open unpaid orders, telling which products ran short and by how much when
 * another shopper was faster; what it bought leaves the customer's saved cart.
 * Cash on delivery starts confirmed, and an order its gift credit covers whole starts paid (no provider is asked for
 * $ 0); other orders wait for their payment until PENDING_ORDER_EXPIRY_MINUTES have passed. */
export const placeOrder =
  (deps: PlaceOrderDeps) =>
  async (input: PlaceOrderInput): Promise<Result<PlacedOrder, PlaceOrderError>> => {
    if (!KEY.test(input.idempotencyKey) || input.lines.length > MAX_LINES) {
      return err({
        kind: 'invalid-input',
        message: 'No pudimos leer tu pedido; recarga la página e inténtalo de nuevo.',
        fields: {},
      });
    }
    const earlier = await deps.orders.findPlacement(input.idempotencyKey);
    if (earlier)
      return earlier.placedBy === placerOf(input) ? ok({ order: earlier.order, duplicate: true }) : err(KEY_TAKEN);
    const buyer = parseBuyer(input.buyer);
    if (!buyer.ok) return buyer;
    const request = {
      lines: input.lines,
      destination: {
        departmentCode: buyer.value.destination.departmentCode,
        municipalityCode: buyer.value.destination.code,
      },
      shippingMethod: input.shippingMethod,
      paymentMethod: input.paymentMethod,
      customerId: input.customerId,
      useGiftCredit: input.useGiftCredit === true,
      documentType: buyer.value.document.type,
    };
    const priced = await priceCheckout(deps)(request);
    // Paying with gift credit a total it no longer covers (spent meanwhile in another order): the new figures.
    if (!priced.ok && priced.error.kind === 'payment-method-unavailable' && coveredByCredit(input))
      return creditChanged(deps, request);
    if (!priced.ok) return priced;
    const summary = priced.value;
    if (summary.breakdown.total !== input.expectedTotal) {
      return err({
        kind: 'prices-changed',
        message: 'Algunos precios cambiaron desde que llenaste tu carrito. Revisa el nuevo total antes de confirmar.',
        summary,
      });
    }
    const { limit, windowSeconds } = ORDERS_PER_IP;
    const refused = refusalOf(await deps.limiter.hit(`orders:ip:${input.ip}`, limit, windowSeconds, deps.clock.now()));
    if (refused) {
      const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
      return err({
        ...refused,
        message: `Recibimos muchos pedidos desde tu conexión en poco tiempo. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}; tu carrito sigue guardado.`,
      });
    }
    const caps = { perBuyer: deps.policy.maxOpenOrdersPerBuyer, perIp: deps.policy.maxOpenOrdersPerIp };
    const { referrerId, selfReferral } = await orderReferrer(deps, {
      customerId: input.customerId,
      buyer: {
        email: buyer.value.email,
        documentType: buyer.value.document.type,
        documentNumber: buyer.value.document.number,
        phone: buyer.value.phone,
      },
      referralCode: input.referralCode ?? null,
    });
    const order = newOrder(input, buyer.value, summary, deps, referrerId);
    const outcome = await deps.orders.place(order, input.idempotencyKey, caps);
    if (selfReferral && outcome.kind === 'placed') {
      const { referrerId: refused, shared } = selfReferral;
      deps.logger.warn(
        { order: outcome.order.number, referrerId: refused, customerId: input.customerId, shared },
        'Self-referral refused: the order earns its referrer no gift credit',
      );
    }
    if (outcome.kind === 'key-taken') return err(KEY_TAKEN);
    if (outcome.kind === 'too-many-open') return err(tooManyOpen(outcome.by, deps.policy));
    if (outcome.kind === 'credit-short') return creditChanged(deps, request);
    if (outcome.kind === 'short') {
      const infos = new Map(summary.items.map((item) => [item.sku, item]));
      return err({
        kind: 'out-of-stock',
        shortages: outcome.shortages,
        message: shortageMessage(outcome.shortages, infos),
      });
    }
    if (outcome.kind === 'placed') {
      if (input.customerId !== null) await takeOrderedLines(deps)(input.customerId, outcome.order.lines);
    }
    return ok({ order: outcome.order, duplicate: outcome.kind === 'duplicate' });
  };
