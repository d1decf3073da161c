import { foldText } from '../shared/fold-text';
import { samePlural, searchConcepts, STOP_WORDS, typedWords } from './search-phrases';

/** Edits between two words, swapping two neighbouring letters counting as one (optimal string alignment). */
export const typoDistance = (a: string, b: string): number => {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
};

// How many typos a word of this length may hold and still be read as another: none under four letters.
const allowedTypos = (length: number) => (length >= 6 ? 2 : length >= 4 ? 1 : 0);

/**
 * The spelling the best match uses for a misspelt word of the query: "¿Quisiste decir «proteína whey»?" for
 * "protenia whey" when the first product found reads "Proteína…". A word is misspelt when the product (its name,
 * brand and summary, what the shopper sees of it) has no word starting with it, nor its singular or plural, but one
 * a typo or two away; words the synonym table knows are never corrected. Null when nothing was corrected.
 */
export const correctedQuery = (
  query: string,
  best: { readonly name: string; readonly brand: string; readonly summary: string } | undefined,
): string | null => {
  if (!best) return null;
  const shown = typedWords(`${best.name} ${best.brand} ${best.summary}`);
  const known = new Set(
    searchConcepts(query)
      .filter((c) => c.expanded)
      .flatMap((c) => typedWords(c.typed).map((w) => w.folded)),
  );
  let changed = false;
  const corrected = query.replace(/[\p{L}\p{N}]+/gu, (typed) => {
    const word = foldText(typed);
    const allowed = allowedTypos(word.length);
    if (allowed === 0 || known.has(word) || STOP_WORDS.has(word) || /\d/.test(word)) return typed;
    if (shown.some((w) => w.folded.startsWith(word) || samePlural(w.folded, word))) return typed;
    const closest = shown
      .map((w) => ({ w, d: typoDistance(word, w.folded) }))
      .filter((x) => x.d <= allowed)
      .sort((a, b) => a.d - b.d)[0];
    if (!closest) return typed;
    changed = true;
    return closest.w.typed.toLowerCase();
  });
  return changed ? corrected : null;
};
