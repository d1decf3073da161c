/** The saving of a "before" price, as a whole percentage for the badge (`-13 %`). */
export const savingPercent = (price: number, compareAt: number): number =>
  Math.round(((compareAt - price) / compareAt) * 100);

/** A rate as a percentage, Colombian style: 0.05 → "5 %", 0.025 → "2,5 %". */
export const formatPercent = (rate: number): string => `${String(Math.round(rate * 10_000) / 100).replace('.', ',')} %`;

/** A whole number as Colombians write it, dots between thousands: 1850 → "1.850". */
export const formatNumber = (n: number): string =>
  `${n < 0 ? '-' : ''}${String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
