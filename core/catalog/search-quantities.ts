import { markNegations } from './negations';
import { numbersIn, type CountUnit, type NumberFound, type Quantity } from './quantities';

// Masses and volumes are compared on a scale of 1 % steps: a quantity is the word of its step, and a quantity typed
// finds its step and both neighbours, so "2 lb" (907,18 g) and "907 g" find each other, and 5 g is not 5,2 g.
const STEP = Math.log(1.01);
const stepOf = (x: number) => Math.round(Math.log(x) / STEP);
const key = (prefix: string, step: number) => `${prefix}${step < 0 ? 'm' : ''}${Math.abs(step)}`;
const COUNT_CODES: Record<CountUnit, string> = { cápsulas: 'cap', tabletas: 'tab', sobres: 'sob' };

const measureOf = (q: Exclude<Quantity, { kind: 'count' }>) =>
  q.kind === 'mass' ? { prefix: 'qg', amount: q.grams } : { prefix: 'qv', amount: q.millilitres };

/** The words search indexes for a quantity a product states: its 1 % step of mass or volume, or its count (any unit, and
 * its unit). Counts are whole; a fraction of a capsule states nothing. */
export const quantityKeys = (q: Quantity): string[] => {
  if (q.kind === 'count') return Number.isInteger(q.count) ? [`qc${q.count}`, `q${COUNT_CODES[q.unit]}${q.count}`] : [];
  const { prefix, amount } = measureOf(q);
  return [key(prefix, stepOf(amount))];
};

const near = (q: Exclude<Quantity, { kind: 'count' }>) => {
  const { prefix, amount } = measureOf(q);
  const step = stepOf(amount);
  return [key(prefix, step - 1), key(prefix, step), key(prefix, step + 1)];
};

/**
 * The index words any of which finds a number typed. With a unit, that quantity ("60 caps" only capsules). Bare, every
 * reading that makes it plausible: milligrams or grams ("5000" is 5 g or 5 kg), a count of anything, or the number in
 * a product's name ("Mass-Tech 2000").
 */
export const soughtKeys = (n: NumberFound): string[] => {
  const q = n.quantity;
  if (q) return q.kind === 'count' ? quantityKeys(q).slice(1) : near(q);
  const whole = Number.isInteger(n.value) ? [`qc${n.value}`, `qn${n.value}`] : [];
  return [...near({ kind: 'mass', grams: n.value / 1000 }), ...near({ kind: 'mass', grams: n.value }), ...whole];
};

/** The index words of a product's quantities: those its texts state (sizes, serving, summary, description) and the
 * numbers of its name. Sorted, once each. */
export const productQuantityKeys = (p: { readonly name: string; readonly texts: readonly string[] }): string[] => {
  const stated = p.texts.flatMap((t) => numbersIn(t).flatMap((n) => (n.quantity ? quantityKeys(n.quantity) : [])));
  const named = numbersIn(p.name).flatMap((n) =>
    !n.quantity && n.written.length >= 2 && Number.isInteger(n.value) ? [`qn${n.value}`] : [],
  );
  return [...new Set([...stated, ...named])].sort();
};

/** A number a shopper typed, as typed, with the index words that find it. */
export type SoughtQuantity = { readonly typed: string; readonly keys: readonly string[] };

// A bare digit says nothing on its own ("omega 3", "b 12"): only numbers of two characters or more, or with a unit.
const sought = (n: NumberFound) => n.quantity !== null || n.written.length >= 2;

/**
 * What a search reads in a query besides words: the negations marked as one word each ("sin cafeína" → `sincafeina`)
 * and the numbers taken out as quantities to find, the words left as typed. Never throws.
 */
export const readSearchText = (text: string): { words: string; quantities: SoughtQuantity[] } => {
  const marked = markNegations(text);
  const numbers = numbersIn(marked).filter(sought);
  let words = marked;
  for (const n of [...numbers].reverse()) words = `${words.slice(0, n.at)} ${words.slice(n.end)}`;
  return { words, quantities: numbers.map((n) => ({ typed: n.written, keys: soughtKeys(n) })) };
};
