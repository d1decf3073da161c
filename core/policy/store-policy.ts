import { pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { POLICY_FIELDS, type PolicyIssue } from './policy-fields';
import type { StorePolicy } from './policy-types';

export type { DeliveryDays, StorePolicy } from './policy-types';

/** The defaults of POLICY.md: the one place each constant is written. */
export const defaultPolicy: StorePolicy = Object.freeze({
  freeShippingThreshold: pesos(4_000_000),
  contraentregaLessThan: pesos(500_000),
  contraentregaSurcharge: 0.05,
  percentageToGift: 0.07,
  shippingOriginPostalCode: '11001000',
  searchIndex: 'products',
  pendingOrderExpiryMinutes: 30,
  maxUnitsPerLine: 10,
  maxUnitsPerOrder: 30,
  maxOpenOrdersPerBuyer: 3,
  maxOpenOrdersPerIp: 10,
  maxPaymentAttemptsPerOrder: 5,
  maxPaymentAttemptsPerBuyer: 10,
  maxPaymentAttemptsPerIp: 100,
  withdrawalBusinessDays: 5,
  referralCookieDays: 30,
  pesosPerPoint: 1_000,
  loyaltyLevelPoints: Object.freeze({ Bronce: 0, Plata: 500, Oro: 2_000, Platino: 5_000, Diamante: 10_000 }),
  rankingSize: 20,
  deliveryDays: Object.freeze({
    standard: Object.freeze({ min: 2, max: 5 }),
    express: Object.freeze({ min: 1, max: 2 }),
  }),
});

/** Why a configuration was refused, in English for the operator who starts the store. */
export type PolicyError = {
  readonly kind: 'invalid-policy';
  readonly message: string;
  readonly issues: readonly PolicyIssue[];
};

const crossFieldIssues = (policy: StorePolicy): PolicyIssue[] => {
  const issues: PolicyIssue[] = [];
  const levels = Object.entries(policy.loyaltyLevelPoints);
  levels.slice(1).forEach(([name, points], index) => {
    const [lowerName, lowerPoints] = levels[index];
    if (points <= lowerPoints) {
      issues.push({
        field: `LOYALTY_${name.toUpperCase()}_POINTS`,
        message: `must be above the ${lowerName} level (${lowerPoints} points), got ${points}`,
      });
    }
  });
  if (policy.maxUnitsPerLine > policy.maxUnitsPerOrder) {
    issues.push({
      field: 'MAX_UNITS_PER_ORDER',
      message: `must be at least MAX_UNITS_PER_LINE (${policy.maxUnitsPerLine}), got ${policy.maxUnitsPerOrder}`,
    });
  }
  // One buyer's attempts are counted within their address's: a ceiling below a finer limit would blame the shopper.
  const attempts = [
    [
      'MAX_PAYMENT_ATTEMPTS_PER_BUYER',
      policy.maxPaymentAttemptsPerBuyer,
      'MAX_PAYMENT_ATTEMPTS_PER_ORDER',
      policy.maxPaymentAttemptsPerOrder,
    ],
    [
      'MAX_PAYMENT_ATTEMPTS_PER_IP',
      policy.maxPaymentAttemptsPerIp,
      'MAX_PAYMENT_ATTEMPTS_PER_BUYER',
      policy.maxPaymentAttemptsPerBuyer,
    ],
  ] as const;
  for (const [field, value, finer, floor] of attempts)
    if (value < floor) issues.push({ field, message: `must be at least ${finer} (${floor}), got ${value}` });
  for (const method of ['standard', 'express'] as const) {
    const { min, max } = policy.deliveryDays[method];
    if (min > max) {
      issues.push({
        field: `${method.toUpperCase()}_DELIVERY_DAYS_MAX`,
        message: `must be at least the minimum (${min}), got ${max}`,
      });
    }
  }
  return issues;
};

/** Applies configuration overrides (keys as in POLICY.md, e.g. FREE_SHIPPING_THRESHOLD; numbers or numeric strings)
 * to the defaults, refusing unknown keys and nonsense values with messages that name the field. */
export const parsePolicy = (overrides: Readonly<Record<string, unknown>>): Result<StorePolicy, PolicyError> => {
  let policy: StorePolicy = defaultPolicy;
  const issues: PolicyIssue[] = [];
  for (const [key, raw] of Object.entries(overrides)) {
    if (raw === undefined) continue;
    // Keys come from the environment: only the table's own entries count, never Object.prototype's.
    const field = Object.hasOwn(POLICY_FIELDS, key) ? POLICY_FIELDS[key] : undefined;
    if (!field) {
      issues.push({
        field: key,
        message: `is not a store policy setting (known: ${Object.keys(POLICY_FIELDS).join(', ')})`,
      });
      continue;
    }
    const applied = field(policy, raw);
    if (applied.ok) policy = applied.value;
    else issues.push({ field: key, message: applied.error });
  }
  issues.push(...(issues.length === 0 ? crossFieldIssues(policy) : []));
  if (issues.length > 0) {
    const message = `Invalid store policy: ${issues.map((issue) => `${issue.field} ${issue.message}`).join('; ')}`;
    return err({ kind: 'invalid-policy', message, issues });
  }
  return ok(Object.freeze(policy));
};
