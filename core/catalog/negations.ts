import { foldText } from '../shared/fold-text';

// "sin cafeína", "sin cafeína ni azúcar", "sin sabor, azúcar ni rellenos", "libre de gluten", "0 % azúcar", "cero azúcar".
const WORD = String.raw`[\p{L}\p{N}]+`;
const NEGATION = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:sin|cero|libres?\s+de|0\s*%)\s+(${WORD}(?:(?:\s*,\s*${WORD})*\s+ni\s+${WORD})*)(?![\p{L}\p{N}])`,
  'giu',
);

/** The prefix of the one word search makes of what a text says it has none of: "sin cafeína" is `sincafeina`. */
export const NEGATED = 'sin';

/**
 * A text as search reads it: each thing it says it has none of ("sin X", "sin X ni Y", "sin X, Y ni Z", "libre de X",
 * "0 % X", "cero X") written as one folded word `sinX`, the rest as given. So a product "sin cafeína" is never found
 * for "cafeína", and the query "sin cafeína", read the same way, finds it.
 */
export const markNegations = (text: string): string =>
  text.replace(NEGATION, (_, list: string) => wordsOf(list).join(' '));

const wordsOf = (list: string) => list.split(/\s*,\s*|\s+ni\s+/iu).map((w) => `${NEGATED}${foldText(w)}`);

/** The words `markNegations` makes of a text, once each, in order: what the product says it has none of. */
export const negatedWords = (text: string): string[] => [
  ...new Set([...text.matchAll(NEGATION)].flatMap((m) => wordsOf(m[1]))),
];

/** A text search made of the shopper's query (what it searched instead, a corrected query) with each `sinX` word
 * written back as the shopper wrote it ("sin cafeína"): the one word is search's, never a thing to show. */
export const spokenNegations = (text: string, query: string): string => {
  const spoken = new Map<string, string>();
  for (const m of query.matchAll(NEGATION))
    for (const word of m[1].split(/\s*,\s*|\s+ni\s+/iu)) spoken.set(`${NEGATED}${foldText(word)}`, `sin ${word}`);
  return text
    .split(' ')
    .map((word) => spoken.get(foldText(word)) ?? word)
    .join(' ');
};
