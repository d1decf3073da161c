import { foldText } from '../shared/fold-text';

/** How products are counted out: capsules (soft or hard), tablets, sachets. */
export type CountUnit = 'cápsulas' | 'tabletas' | 'sobres';

/** A quantity a product states or a shopper types, in the unit search compares it by. */
export type Quantity =
  | { readonly kind: 'mass'; readonly grams: number }
  | { readonly kind: 'volume'; readonly millilitres: number }
  | { readonly kind: 'count'; readonly unit: CountUnit; readonly count: number };

/** Grams in a pound (the jars say "2 lb" and weigh 907 g). */
export const GRAMS_PER_POUND = 453.592;

const mass = (grams: number): Quantity => ({ kind: 'mass', grams });
const volume = (millilitres: number): Quantity => ({ kind: 'volume', millilitres });
const count =
  (unit: CountUnit) =>
  (n: number): Quantity => ({ kind: 'count', unit, count: n });

// Each unit as shoppers and labels write it, folded (no accents, lower case), singular and plural.
const UNITS: Record<string, (n: number) => Quantity> = {
  ...Object.fromEntries(['mg', 'mgs', 'miligramo', 'miligramos'].map((u) => [u, (n: number) => mass(n / 1000)])),
  ...Object.fromEntries(['g', 'gr', 'grs', 'gramo', 'gramos'].map((u) => [u, mass])),
  ...Object.fromEntries(
    ['kg', 'kgs', 'kilo', 'kilos', 'kilogramo', 'kilogramos'].map((u) => [u, (n: number) => mass(n * 1000)]),
  ),
  ...Object.fromEntries(['lb', 'lbs', 'libra', 'libras'].map((u) => [u, (n: number) => mass(n * GRAMS_PER_POUND)])),
  ...Object.fromEntries(['ml', 'mililitro', 'mililitros', 'cc'].map((u) => [u, volume])),
  ...Object.fromEntries(['l', 'lt', 'litro', 'litros'].map((u) => [u, (n: number) => volume(n * 1000)])),
  ...Object.fromEntries(
    ['cap', 'caps', 'capsula', 'capsulas', 'softgel', 'softgels', 'perla', 'perlas'].map((u) => [u, count('cápsulas')]),
  ),
  ...Object.fromEntries(
    ['tab', 'tabs', 'tableta', 'tabletas', 'comprimido', 'comprimidos'].map((u) => [u, count('tabletas')]),
  ),
  ...Object.fromEntries(['sobre', 'sobres', 'sachet', 'sachets'].map((u) => [u, count('sobres')])),
};

// A number as Colombians write it ("5", "2,5", "0.5", "5.000" for five thousand), then maybe a unit, standing alone.
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const QUANTITY = new RegExp(String.raw`(?<![\p{L}\p{N}.,])(${NUMBER})\s*([\p{L}]+)?(?![\p{L}\p{N}])`, 'gu');

/** The value of a number as written: a dot before exactly three digits groups thousands, any other dot or comma is
 * the decimal mark. */
export const readNumber = (written: string): number =>
  Number(/^\d{1,3}\.\d{3}$/.test(written) ? written.replace('.', '') : written.replace(',', '.'));

/** A number and a unit word (any case, accents or not) as a quantity; null when the word is no unit. */
export const parseQuantity = (amount: number, unit: string): Quantity | null => {
  const folded = foldText(unit);
  return Object.hasOwn(UNITS, folded) && Number.isFinite(amount) && amount > 0 ? UNITS[folded](amount) : null;
};

/** One number found in a text: as written, with the quantity its unit makes it (null for a bare number). */
export type NumberFound = { readonly written: string; readonly value: number; readonly quantity: Quantity | null };

/** Every number of a text, in order, each with the quantity its unit makes it; a word after a number that is no
 * unit is left to the text ("3 cápsulas" is a quantity, "30 porciones" a bare 30). Never throws. */
export const numbersIn = (text: string): (NumberFound & { readonly at: number; readonly end: number })[] =>
  [...text.slice(0, 10_000).matchAll(QUANTITY)].map((m) => {
    const value = readNumber(m[1]);
    const quantity = m[2] ? parseQuantity(value, m[2]) : null;
    const written = quantity ? m[0] : m[1];
    return { written, value, quantity, at: m.index, end: m.index + written.length };
  });

/** The quantities a product's text states ("1 scoop (5 g)", "3000 mg por porción", "2 lb", "60 cápsulas"). */
export const statedQuantities = (text: string): Quantity[] =>
  numbersIn(text).flatMap((n) => (n.quantity ? [n.quantity] : []));

// Three significant figures, as labels print amounts ("907 g", "2,27 kg", "1,02 ml"): within 0,5 % of the amount.
const figures = (n: number) => n.toLocaleString('es-CO', { maximumSignificantDigits: 3, useGrouping: false });

/** A quantity as a shopper reads it: "500 mg", "5 g", "2,27 kg", "473 ml", "60 cápsulas". */
export const formatQuantity = (q: Quantity): string => {
  if (q.kind === 'count') return `${q.count} ${q.unit}`;
  if (q.kind === 'volume')
    return q.millilitres >= 1000 ? `${figures(q.millilitres / 1000)} l` : `${figures(q.millilitres)} ml`;
  if (q.grams < 1) return `${figures(q.grams * 1000)} mg`;
  return q.grams >= 1000 ? `${figures(q.grams / 1000)} kg` : `${figures(q.grams)} g`;
};
