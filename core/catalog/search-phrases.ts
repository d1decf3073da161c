import { foldText } from '../shared/fold-text';
import { readSearchText } from './search-quantities';
import { SEARCH_SYNONYMS, type SynonymGroup } from './search-synonyms';

/** Spanish words that carry no meaning in a search ("proteína para mujer con colágeno"). "sin" stays: "sin sabor". */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a al con de del el en es la las lo los mas me mi mis o para pero por que se su sus tu tus u un una unas unos y'.split(
    ' ',
  ),
);

/** One word as typed (accents kept, for what the shopper reads) and folded (for matching). */
export type TypedWord = { readonly typed: string; readonly folded: string };

/** The words of what was typed that mean something: letters and digits, two characters or more, no stop words. */
export const typedWords = (text: string): TypedWord[] =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .map((typed) => ({ typed, folded: foldText(typed) }))
    .filter((w) => /^[a-z0-9]{2,}$/.test(w.folded) && !STOP_WORDS.has(w.folded));

/** The meaningful folded words of a phrase. */
const phraseWords = (phrase: string) => typedWords(phrase).map((w) => w.folded);

/** One thing the shopper asked for: their words, and every phrase (as folded words) that finds it. */
export type SearchConcept = {
  /** The words as typed, for "Mostrando resultados para «…»". */
  readonly typed: string;
  /** One alternative is enough; within one, every word must match. The first is what was typed. */
  readonly alternatives: readonly (readonly string[])[];
  /** Whether the synonym table widened it or it is a quantity (its words are then not typos to correct). */
  readonly expanded: boolean;
  /** A number typed (a quantity, with or without its unit): its alternatives are index words `#key`, matched exactly
   * (see search-quantities.ts), and it is the first thing left out when nothing has every part. */
  readonly quantity: boolean;
};

/** Singular and plural are one word here, as for Algolia's `ignorePlurals`. */
export const samePlural = (a: string, b: string) =>
  a === b || a === `${b}s` || a === `${b}es` || b === `${a}s` || b === `${a}es`;

type Entry = { readonly words: readonly string[]; readonly finds: readonly (readonly string[])[] };

/** Each phrase that starts a synonym lookup, with every phrase it finds (itself first). */
export const synonymEntries = (groups: readonly SynonymGroup[]): Entry[] =>
  groups.flatMap((g) => {
    if (g.kind === 'one-way') {
      const words = phraseWords(g.from);
      return [{ words, finds: [words, ...g.to.map(phraseWords)] }];
    }
    const all = g.phrases.map(phraseWords);
    return all.map((words) => ({ words, finds: [words, ...all.filter((p) => p !== words)] }));
  });

const ENTRIES = synonymEntries(SEARCH_SYNONYMS);

const startsAt = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.length > 0 && phrase.every((p, i) => at + i < words.length && samePlural(words[at + i], p));

/**
 * What a search asks for: each phrase of the synonym table found in the words typed (longest first) becomes one
 * concept with every phrase of its group; every other word is a concept of its own, "sin X" one word (`sinx`); then
 * each number typed, a quantity. At most eight, once each.
 */
export const searchConcepts = (text: string, entries: readonly Entry[] = ENTRIES): SearchConcept[] => {
  const read = readSearchText(text);
  const words = typedWords(read.words);
  const folded = words.map((w) => w.folded);
  const concepts = new Map<string, SearchConcept>();
  for (let at = 0; at < words.length;) {
    const entry = entries
      .filter((e) => startsAt(folded, at, e.words))
      .reduce<Entry | null>((best, e) => (best && best.words.length >= e.words.length ? best : e), null);
    const length = entry?.words.length ?? 1;
    const typed = words
      .slice(at, at + length)
      .map((w) => w.typed)
      .join(' ');
    const key = entry ? entry.words.join(' ') : folded[at];
    if (!concepts.has(key))
      concepts.set(key, {
        typed,
        alternatives: entry ? [folded.slice(at, at + length), ...entry.finds.slice(1)] : [[folded[at]]],
        expanded: entry !== null,
        quantity: false,
      });
    at += length;
  }
  for (const q of read.quantities) {
    const key = `#${q.keys.join(' ')}`;
    if (!concepts.has(key))
      concepts.set(key, { typed: q.typed, alternatives: q.keys.map((k) => [`#${k}`]), expanded: true, quantity: true });
  }
  return [...concepts.values()].slice(0, 8);
};
