/** Whole Colombian pesos. A branded safe integer: never a float, never a string. */
export type Pesos = number & { readonly __brand: 'Pesos' };

/** Checks that a number is a whole, safe amount of pesos; throws on anything else (a bug, not input). */
export const pesos = (amount: number): Pesos => {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of pesos: ${amount}`);
  return amount as Pesos;
};

/** No pesos. */
export const ZERO = pesos(0);

/** A provider's amount as text ("15000", "15000.00") as whole pesos; null when it is not a whole, non-negative amount. */
export const wholePesos = (value: string | null): Pesos | null => {
  const match = value === null ? null : /^(\d+)(?:\.0+)?$/.exec(value.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? pesos(n) : null;
};

/** a + b, staying whole pesos. */
export const add = (a: Pesos, b: Pesos): Pesos => pesos(a + b);
/** a − b, staying whole pesos (may be negative: callers decide whether that is allowed). */
export const subtract = (a: Pesos, b: Pesos): Pesos => pesos(a - b);

/** The same amount the other way: a credit shown or booked as a deduction. */
export const negate = (a: Pesos): Pesos => subtract(ZERO, a);
/** A unit price times a whole quantity: a line's gross. */
export const times = (unit: Pesos, quantity: number): Pesos => {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return pesos(unit * quantity);
};
/** The total of several amounts. */
export const sum = (amounts: readonly Pesos[]): Pesos => amounts.reduce(add, ZERO);

/** The smaller of two amounts. */
export const minPesos = (a: Pesos, b: Pesos): Pesos => (a <= b ? a : b);
/** The larger of two amounts. */
export const maxPesos = (a: Pesos, b: Pesos): Pesos => (a >= b ? a : b);

/** A rate as an exact fraction (19/100), so money arithmetic never meets float error. */
export type Ratio = { readonly numerator: number; readonly denominator: number };

const MAX_RATE_DECIMALS = 6;

/** Turns a decimal rate with at most 6 decimals (0.19, 0.05, 0.07) into the exact fraction it is written as. */
export const ratioOf = (rate: number): Ratio => {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Not a rate: ${rate}`);
  let denominator = 1;
  for (let decimals = 0; decimals <= MAX_RATE_DECIMALS; decimals += 1) {
    const numerator = Math.round(rate * denominator);
    // 0.07 * 100 is 7.000000000000001 in binary floating point: accept what is a float's error away.
    if (Number.isSafeInteger(numerator) && Math.abs(numerator - rate * denominator) < 1e-6) {
      return { numerator, denominator };
    }
    denominator *= 10;
  }
  throw new RangeError(`Rate has more than ${MAX_RATE_DECIMALS} decimals: ${rate}`);
};

const asRatio = (rate: number | Ratio): Ratio => (typeof rate === 'number' ? ratioOf(rate) : rate);

/** numerator / denominator rounded half-up (halves away from zero), exactly, with big integers. */
const divideHalfUp = (numerator: bigint, denominator: bigint): bigint => {
  const sign = numerator < 0n ? -1n : 1n;
  return sign * ((2n * sign * numerator + denominator) / (2n * denominator));
};

/** numerator / denominator rounded down (towards minus infinity), exactly. */
const divideFloor = (numerator: bigint, denominator: bigint): bigint => {
  const quotient = numerator / denominator;
  return numerator < 0n && quotient * denominator !== numerator ? quotient - 1n : quotient;
};

const toPesos = (amount: bigint): Pesos => pesos(Number(amount));

/** amount × rate rounded half-up to the peso: the store's default rounding (surcharges, percentages). */
export const percentage = (amount: Pesos, rate: number | Ratio): Pesos => {
  const { numerator, denominator } = asRatio(rate);
  return toPesos(divideHalfUp(BigInt(amount) * BigInt(numerator), BigInt(denominator)));
};

/** amount × rate rounded down to the peso: for rules that say floor (gift credit). */
export const percentageFloor = (amount: Pesos, rate: number | Ratio): Pesos => {
  const { numerator, denominator } = asRatio(rate);
  return toPesos(divideFloor(BigInt(amount) * BigInt(numerator), BigInt(denominator)));
};

/** A price that includes IVA, split into its taxable base and its IVA. */
export type IvaSplit = { readonly base: Pesos; readonly iva: Pesos };

/** Splits an IVA-included amount: base = round(gross / (1 + rate)) half-up, iva = gross − base, so they always add back up. */
export const splitIva = (gross: Pesos, rate: number | Ratio): IvaSplit => {
  const { numerator, denominator } = asRatio(rate);
  const base = toPesos(divideHalfUp(BigInt(gross) * BigInt(denominator), BigInt(denominator + numerator)));
  return { base, iva: subtract(gross, base) };
};

/** amount × (100 + percent) / 100 rounded half-up to a whole multiple of `step` pesos, and never below one step: a
 * price changed by a percentage, as price tags read (POLICY.md is silent on it: the store's prices end in 00). */
export const changedByPercent = (amount: Pesos, percent: number, step: number): Pesos => {
  const { numerator, denominator } = ratioOf(percent + 100);
  const steps = divideHalfUp(BigInt(amount) * BigInt(numerator), BigInt(denominator) * 100n * BigInt(step));
  return toPesos((steps < 1n ? 1n : steps) * BigInt(step));
};
