import type { LevelName } from './level-names';
import type { Pesos } from '../shared/money';

/** A range of business days for a shipping method's delivery estimate. */
export type DeliveryDays = { readonly min: number; readonly max: number };

/** Every constant of POLICY.md, in one typed object: the defaults below, overridable by configuration. */
export type StorePolicy = {
  /** A products subtotal at or above it ships free by standard shipping. */
  readonly freeShippingThreshold: Pesos;
  /** Cash on delivery is offered only when the total before surcharge is strictly below it. */
  readonly contraentregaLessThan: Pesos;
  /** Surcharge rate on cash on delivery, of the total before surcharge. */
  readonly contraentregaSurcharge: number;
  /** Rate of gift credit the referrer earns on a referred customer's paid order. */
  readonly percentageToGift: number;
  /** Origin of every shipment quote (Bogotá, Chapinero). */
  readonly shippingOriginPostalCode: string;
  /** Name of the search index. */
  readonly searchIndex: string;
  /** Minutes a pending order waits for its payment before it expires and its stock is released. */
  readonly pendingOrderExpiryMinutes: number;
  /** Most units of one product variant in one order (and one cart line). */
  readonly maxUnitsPerLine: number;
  /** Most units in one order, all lines together. */
  readonly maxUnitsPerOrder: number;
  /** Open unpaid orders (waiting for payment, or cash on delivery not yet prepared) one buyer may hold at once, the
   * buyer known by email, document or phone. */
  readonly maxOpenOrdersPerBuyer: number;
  /** Open unpaid orders placed from one client IP address at once. */
  readonly maxOpenOrdersPerIp: number;
  /** Payment attempts on one order in an hour: a shopper who mistypes a card a few times, not someone testing cards. */
  readonly maxPaymentAttemptsPerOrder: number;
  /** Payment attempts of one buyer (their account or e-mail, and their document) in an hour, across their orders. */
  readonly maxPaymentAttemptsPerBuyer: number;
  /** Payment attempts from one client address (an IPv6 /64) in an hour, across buyers: a ceiling far above one buyer's,
   * since many shoppers share a carrier's or an office's address. */
  readonly maxPaymentAttemptsPerIp: number;
  /** Business days of the buyer's right of withdrawal (Ley 1480 de 2011, at least 5). */
  readonly withdrawalBusinessDays: number;
  /** Days the referral cookie remembers a code. */
  readonly referralCookieDays: number;
  /** Pesos per loyalty point (paid orders net of credit, and gift credit earned). */
  readonly pesosPerPoint: number;
  /** Lifetime points from which each loyalty level starts. */
  readonly loyaltyLevelPoints: Readonly<Record<LevelName, number>>;
  /** Customers listed by the monthly ranking table. */
  readonly rankingSize: number;
  /** Delivery estimate of each shipping method, in Colombian business days. */
  readonly deliveryDays: { readonly standard: DeliveryDays; readonly express: DeliveryDays };
};
