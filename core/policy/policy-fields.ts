import { pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { LevelName } from './level-names';
import type { StorePolicy } from './policy-types';

/** One refused setting: the configuration key and what is wrong with it, in English for operators. */
export type PolicyIssue = { readonly field: string; readonly message: string };

/** Reads one raw setting and writes it into a policy, or says in English what is wrong with it. */
export type PolicyField = (policy: StorePolicy, raw: unknown) => Result<StorePolicy, string>;

const field =
  <T>(parse: (raw: unknown) => Result<T, string>, set: (policy: StorePolicy, value: T) => StorePolicy): PolicyField =>
  (policy, raw) => {
    const parsed = parse(raw);
    return parsed.ok ? ok(set(policy, parsed.value)) : parsed;
  };

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** Whole numbers written as text take digits only: "500.000" is 500 000 to a Colombian but 500 to JavaScript. */
const INTEGER = /^-?\d+$/;

const toNumber = (raw: unknown, written: RegExp): number | null => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && written.test(raw.trim())) return Number(raw.trim());
  return null;
};

const wholeNumber =
  (min: number, max: number, what: string) =>
  (raw: unknown): Result<number, string> => {
    const value = toNumber(raw, INTEGER);
    if (value === null || !Number.isSafeInteger(value))
      return err(`must be a whole number of ${what}, got ${JSON.stringify(raw)}`);
    if (value < min || value > max) return err(`must be between ${min} and ${max} ${what}, got ${value}`);
    return ok(value);
  };

/** A rate is written as a fraction: 0.05 for 5 %, with at most 6 decimals so money can use it exactly. */
const rate = (raw: unknown): Result<number, string> => {
  const value = toNumber(raw, DECIMAL);
  if (value === null || value < 0 || value >= 1) {
    return err(`must be a fraction between 0 and 1 (e.g. 0.05 for 5 %), got ${JSON.stringify(raw)}`);
  }
  return Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-6
    ? ok(value)
    : err(`must have at most 6 decimals, got ${value}`);
};

const text =
  (pattern: RegExp, shape: string) =>
  (raw: unknown): Result<string, string> =>
    typeof raw === 'string' && pattern.test(raw.trim())
      ? ok(raw.trim())
      : err(`must be ${shape}, got ${JSON.stringify(raw)}`);

const MAX_PESOS = 1_000_000_000_000;

const level = (name: LevelName): PolicyField =>
  field(wholeNumber(1, 100_000_000, 'points'), (policy, value) => ({
    ...policy,
    loyaltyLevelPoints: { ...policy.loyaltyLevelPoints, [name]: value },
  }));

const delivery = (method: 'standard' | 'express', end: 'min' | 'max'): PolicyField =>
  field(wholeNumber(0, 60, 'business days'), (policy, value) => ({
    ...policy,
    deliveryDays: { ...policy.deliveryDays, [method]: { ...policy.deliveryDays[method], [end]: value } },
  }));

/** Every overridable setting, by the name operators write in the configuration. */
export const POLICY_FIELDS: Readonly<Record<string, PolicyField>> = {
  FREE_SHIPPING_THRESHOLD: field(wholeNumber(0, MAX_PESOS, 'pesos'), (policy, value) => ({
    ...policy,
    freeShippingThreshold: pesos(value),
  })),
  CONTRAENTREGA_LESS_THAN: field(wholeNumber(0, MAX_PESOS, 'pesos'), (policy, value) => ({
    ...policy,
    contraentregaLessThan: pesos(value),
  })),
  CONTRAENTREGA_SURCHARGE: field(rate, (policy, value) => ({ ...policy, contraentregaSurcharge: value })),
  PERCENTAGE_TO_GIFT: field(rate, (policy, value) => ({ ...policy, percentageToGift: value })),
  SHIPPING_ORIGIN_POSTAL_CODE: field(
    text(/^\d{6,8}$/, 'a Colombian postal or DANE code of 6 to 8 digits'),
    (policy, value) => ({ ...policy, shippingOriginPostalCode: value }),
  ),
  SEARCH_INDEX: field(
    text(/^[A-Za-z0-9_.-]{1,100}$/, 'an index name of letters, digits, ".", "_" or "-"'),
    (policy, value) => ({ ...policy, searchIndex: value }),
  ),
  PENDING_ORDER_EXPIRY_MINUTES: field(wholeNumber(1, 10_080, 'minutes'), (policy, value) => ({
    ...policy,
    pendingOrderExpiryMinutes: value,
  })),
  MAX_UNITS_PER_LINE: field(wholeNumber(1, 99, 'units'), (policy, value) => ({ ...policy, maxUnitsPerLine: value })),
  MAX_UNITS_PER_ORDER: field(wholeNumber(1, 1_000, 'units'), (policy, value) => ({
    ...policy,
    maxUnitsPerOrder: value,
  })),
  MAX_OPEN_ORDERS_PER_BUYER: field(wholeNumber(1, 100, 'orders'), (policy, value) => ({
    ...policy,
    maxOpenOrdersPerBuyer: value,
  })),
  MAX_OPEN_ORDERS_PER_IP: field(wholeNumber(1, 1_000, 'orders'), (policy, value) => ({
    ...policy,
    maxOpenOrdersPerIp: value,
  })),
  MAX_PAYMENT_ATTEMPTS_PER_ORDER: field(wholeNumber(1, 100, 'attempts'), (policy, value) => ({
    ...policy,
    maxPaymentAttemptsPerOrder: value,
  })),
  MAX_PAYMENT_ATTEMPTS_PER_BUYER: field(wholeNumber(1, 1_000, 'attempts'), (policy, value) => ({
    ...policy,
    maxPaymentAttemptsPerBuyer: value,
  })),
  MAX_PAYMENT_ATTEMPTS_PER_IP: field(wholeNumber(1, 100_000, 'attempts'), (policy, value) => ({
    ...policy,
    maxPaymentAttemptsPerIp: value,
  })),
  WITHDRAWAL_BUSINESS_DAYS: field(
    // Ley 1480 de 2011, art. 47: never fewer than 5 business days.
    wholeNumber(5, 60, 'business days'),
    (policy, value) => ({ ...policy, withdrawalBusinessDays: value }),
  ),
  REFERRAL_COOKIE_DAYS: field(wholeNumber(1, 365, 'days'), (policy, value) => ({
    ...policy,
    referralCookieDays: value,
  })),
  PESOS_PER_POINT: field(wholeNumber(1, 1_000_000, 'pesos'), (policy, value) => ({ ...policy, pesosPerPoint: value })),
  LOYALTY_PLATA_POINTS: level('Plata'),
  LOYALTY_ORO_POINTS: level('Oro'),
  LOYALTY_PLATINO_POINTS: level('Platino'),
  LOYALTY_DIAMANTE_POINTS: level('Diamante'),
  RANKING_SIZE: field(wholeNumber(1, 100, 'customers'), (policy, value) => ({ ...policy, rankingSize: value })),
  STANDARD_DELIVERY_DAYS_MIN: delivery('standard', 'min'),
  STANDARD_DELIVERY_DAYS_MAX: delivery('standard', 'max'),
  EXPRESS_DELIVERY_DAYS_MIN: delivery('express', 'min'),
  EXPRESS_DELIVERY_DAYS_MAX: delivery('express', 'max'),
};
