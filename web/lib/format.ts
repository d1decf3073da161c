/** The saving of a "before" price, as a whole percentage for the badge (`-13 %`). */
export const savingPercent = (price: number, compareAt: number): number =>
  Math.round(((compareAt - price) / compareAt) * 100);
