/** DIAN weights for the NIT check digit, applied from the rightmost digit of the base number. */
const DIAN_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** Longest NIT base the DIAN rule covers: one weight per digit. */
export const MAX_NIT_DIGITS = DIAN_WEIGHTS.length;

/** The DIAN modulo-11 check digit (dígito de verificación) of a NIT base: Σ digit × weight from the right,
 * r = Σ mod 11, and the digit is r when r is 0 or 1, else 11 − r. */
export const nitCheckDigit = (base: string): number => {
  if (!/^\d+$/.test(base) || base.length > MAX_NIT_DIGITS) throw new RangeError(`Not a NIT base: ${base}`);
  const digits = [...base].reverse().map(Number);
  const remainder = digits.reduce((total, digit, index) => total + digit * DIAN_WEIGHTS[index], 0) % 11;
  return remainder <= 1 ? remainder : 11 - remainder;
};
