import { formatPesos } from '../shared/format';
import type { POLICY_FIELDS } from './policy-fields';
import type { StorePolicy } from './policy-types';

/** One rule of the store as the console shows it: its variable, what it is, its value in use, and where it came from. */
export type PolicySetting = {
  readonly variable: string;
  readonly label: string;
  readonly value: string;
  readonly source: 'environment' | 'default';
};

type Shown = { readonly label: string; readonly show: (p: StorePolicy) => string };

const percent = (rate: number) => `${(rate * 100).toLocaleString('es-CO', { maximumFractionDigits: 4 })} %`;
const n = (value: number, unit: string) => `${value.toLocaleString('es-CO')} ${unit}`;

/** Every variable of the policy (the compiler names any left out), in POLICY.md's words. */
const SHOWN: Readonly<Record<keyof typeof POLICY_FIELDS, Shown>> = {
  FREE_SHIPPING_THRESHOLD: { label: 'Envío gratis desde', show: (p) => formatPesos(p.freeShippingThreshold) },
  CONTRAENTREGA_LESS_THAN: {
    label: 'Contraentrega para pedidos menores a',
    show: (p) => formatPesos(p.contraentregaLessThan),
  },
  CONTRAENTREGA_SURCHARGE: { label: 'Recargo de contraentrega', show: (p) => percent(p.contraentregaSurcharge) },
  PERCENTAGE_TO_GIFT: { label: 'Regalo por referido', show: (p) => percent(p.percentageToGift) },
  SHIPPING_ORIGIN_POSTAL_CODE: { label: 'Código postal de despacho', show: (p) => p.shippingOriginPostalCode },
  SEARCH_INDEX: { label: 'Índice de búsqueda', show: (p) => p.searchIndex },
  PENDING_ORDER_EXPIRY_MINUTES: {
    label: 'Un pedido sin pagar vence en',
    show: (p) => n(p.pendingOrderExpiryMinutes, 'minutos'),
  },
  MAX_UNITS_PER_LINE: { label: 'Unidades por producto en un pedido', show: (p) => n(p.maxUnitsPerLine, 'como máximo') },
  MAX_UNITS_PER_ORDER: { label: 'Unidades por pedido', show: (p) => n(p.maxUnitsPerOrder, 'como máximo') },
  MAX_OPEN_ORDERS_PER_BUYER: {
    label: 'Pedidos abiertos por comprador',
    show: (p) => n(p.maxOpenOrdersPerBuyer, 'como máximo'),
  },
  MAX_OPEN_ORDERS_PER_IP: {
    label: 'Pedidos abiertos por dirección IP',
    show: (p) => n(p.maxOpenOrdersPerIp, 'como máximo'),
  },
  MAX_PAYMENT_ATTEMPTS_PER_ORDER: {
    label: 'Intentos de pago por pedido',
    show: (p) => n(p.maxPaymentAttemptsPerOrder, 'por hora'),
  },
  MAX_PAYMENT_ATTEMPTS_PER_BUYER: {
    label: 'Intentos de pago por comprador',
    show: (p) => n(p.maxPaymentAttemptsPerBuyer, 'por hora'),
  },
  MAX_PAYMENT_ATTEMPTS_PER_IP: {
    label: 'Intentos de pago por dirección IP',
    show: (p) => n(p.maxPaymentAttemptsPerIp, 'por hora'),
  },
  WITHDRAWAL_BUSINESS_DAYS: { label: 'Derecho de retracto', show: (p) => n(p.withdrawalBusinessDays, 'días hábiles') },
  REFERRAL_COOKIE_DAYS: { label: 'Vigencia del enlace de referido', show: (p) => n(p.referralCookieDays, 'días') },
  PESOS_PER_POINT: { label: 'Pesos por punto de lealtad', show: (p) => formatPesos(p.pesosPerPoint) },
  LOYALTY_PLATA_POINTS: { label: 'Nivel Plata desde', show: (p) => n(p.loyaltyLevelPoints.Plata, 'puntos') },
  LOYALTY_ORO_POINTS: { label: 'Nivel Oro desde', show: (p) => n(p.loyaltyLevelPoints.Oro, 'puntos') },
  LOYALTY_PLATINO_POINTS: { label: 'Nivel Platino desde', show: (p) => n(p.loyaltyLevelPoints.Platino, 'puntos') },
  LOYALTY_DIAMANTE_POINTS: { label: 'Nivel Diamante desde', show: (p) => n(p.loyaltyLevelPoints.Diamante, 'puntos') },
  RANKING_SIZE: { label: 'Puestos del ranking mensual', show: (p) => String(p.rankingSize) },
  STANDARD_DELIVERY_DAYS_MIN: {
    label: 'Envío estándar, mínimo',
    show: (p) => n(p.deliveryDays.standard.min, 'días hábiles'),
  },
  STANDARD_DELIVERY_DAYS_MAX: {
    label: 'Envío estándar, máximo',
    show: (p) => n(p.deliveryDays.standard.max, 'días hábiles'),
  },
  EXPRESS_DELIVERY_DAYS_MIN: {
    label: 'Envío exprés, mínimo',
    show: (p) => n(p.deliveryDays.express.min, 'días hábiles'),
  },
  EXPRESS_DELIVERY_DAYS_MAX: {
    label: 'Envío exprés, máximo',
    show: (p) => n(p.deliveryDays.express.max, 'días hábiles'),
  },
};

/** The store's rules in use, each with the variable that sets it and whether the environment set it or the default of
 * POLICY.md holds. */
export const policySettings = (policy: StorePolicy, fromEnvironment: ReadonlySet<string>): readonly PolicySetting[] =>
  Object.entries(SHOWN).map(([variable, { label, show }]) => ({
    variable,
    label,
    value: show(policy),
    source: fromEnvironment.has(variable) ? 'environment' : 'default',
  }));
