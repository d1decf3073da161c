import { NO_FILTERS, SORTS, type Filters } from '../../core/catalog/listing';
import type { SearchQuery } from '../../core/catalog/ports';
import { FLAVOURS } from '../../adapters/persistence/seed/catalogue/variants';
import { BRANDS, LINES, SUFFIXES, randomFrom } from './bench-catalogue';

const strip = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/** One typo as people make them: two letters swapped, one dropped or one doubled. */
const typo = (word: string, random: () => number): string => {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
};

/**
 * What shoppers type, for the benchmark: single words, two words, brand names, flavours, accents left
 * out or in capitals, typos, with filters and sorts, on the first pages; and prefixes for suggestions.
 */
export const benchQueries = (count: number, seed = 7) => {
  const random = randomFrom(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const lineWords = Object.values(LINES)
    .flat()
    .flatMap((l) => l.split(' '))
    .filter((w) => w.length >= 3);
  const words = [
    ...lineWords,
    ...BRANDS.flatMap((b) => b.split(' ')),
    ...Object.values(FLAVOURS),
    ...SUFFIXES.filter((s) => s.length >= 3),
  ];
  const text = (): string => {
    const roll = random();
    const w = pick(words);
    if (roll < 0.3) return w;
    if (roll < 0.45) return strip(w).toLowerCase();
    if (roll < 0.55) return w.toUpperCase();
    if (roll < 0.75) return w.length >= 5 ? typo(strip(w).toLowerCase(), random) : w;
    if (roll < 0.9) return `${pick(lineWords)} ${pick(BRANDS).split(' ')[0]}`;
    return `${pick(Object.values(LINES).flat())} ${pick(Object.values(FLAVOURS))}`;
  };
  const filters = (): Filters => {
    const roll = random();
    if (roll < 0.6) return NO_FILTERS;
    if (roll < 0.7) return { ...NO_FILTERS, inStock: true };
    if (roll < 0.8)
      return {
        ...NO_FILTERS,
        brands: [
          pick(BRANDS)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-'),
        ],
      };
    if (roll < 0.9) return { ...NO_FILTERS, priceMin: 50_000, priceMax: 200_000 };
    return { ...NO_FILTERS, flavours: [pick(Object.values(FLAVOURS))], goals: ['ganar-masa'] };
  };
  const searches: SearchQuery[] = Array.from({ length: count }, () => ({
    text: text(),
    filters: filters(),
    sort: random() < 0.6 ? 'relevancia' : pick(SORTS),
    offset: Math.floor(random() * 3) * 12,
    limit: 12,
  }));
  const prefixes = Array.from({ length: count }, () => {
    const w = strip(random() < 0.5 ? pick(words) : pick(Object.values(LINES).flat())).toLowerCase();
    return random() < 0.15 && w.length >= 6
      ? typo(w, random)
      : w.slice(0, 2 + Math.floor(random() * Math.max(1, w.length - 1)));
  });
  return { searches, prefixes };
};
