import { describe, expect, it } from 'vitest';
import { correctedQuery, typoDistance } from '../../../core/catalog/search-correction';
import { searchConcepts, synonymEntries, typedWords } from '../../../core/catalog/search-phrases';
import { SEARCH_SYNONYMS } from '../../../core/catalog/search-synonyms';

const phrasesOf = (g: (typeof SEARCH_SYNONYMS)[number]) => (g.kind === 'one-way' ? [g.from, ...g.to] : g.phrases);
const folded = (phrase: string) =>
  typedWords(phrase)
    .map((w) => w.folded)
    .join(' ');

describe('the synonym table', () => {
  it('names each group with distinct words, every phrase keeping a word once stop words are gone', () => {
    for (const group of SEARCH_SYNONYMS) {
      const phrases = phrasesOf(group).map(folded);
      expect(
        phrases.every((p) => p.length > 0),
        phrases.join(' / '),
      ).toBe(true);
      expect(new Set(phrases).size, phrases.join(' / ')).toBe(phrases.length);
    }
  });

  it('starts each lookup in one group only, so a phrase typed has one meaning', () => {
    const starts = synonymEntries(SEARCH_SYNONYMS).map((e) => e.words.join(' '));
    expect(starts.filter((s, i) => starts.indexOf(s) !== i)).toEqual([]);
  });

  it('covers what the issue asked for', () => {
    const together = (a: string, b: string) =>
      searchConcepts(a)[0].alternatives.some((alt) => alt.join(' ') === folded(b));
    expect(together('quemador de grasa', 'termogénico')).toBe(true);
    expect(together('termogénico', 'quemador de grasa')).toBe(true);
    expect(together('quemagrasa', 'quemador')).toBe(true);
    expect(together('proteína aislada', 'isolate')).toBe(false); // "proteína" is a word of its own
    expect(together('aislada', 'isolada')).toBe(true);
    expect(together('isolate', 'aislada')).toBe(true);
    expect(together('ganador de peso', 'gainer')).toBe(true);
    expect(together('ganador de masa', 'hipercalórico')).toBe(true);
    expect(together('aminoácidos', 'bcaa')).toBe(true);
    expect(together('bcaa', 'glutamina')).toBe(false); // one way: BCAA are not every amino acid
  });
});

describe('searchConcepts', () => {
  it('finds the longest phrase of the table in the words typed, ignoring case, accents, plurals and stop words', () => {
    const [burner, ...rest] = searchConcepts('QUEMADORES de GRASA para mujer');
    expect(burner.typed).toBe('QUEMADORES GRASA');
    expect(burner.expanded).toBe(true);
    expect(burner.alternatives[0]).toEqual(['quemadores', 'grasa']);
    expect(burner.alternatives).toContainEqual(['termogenico']);
    expect(rest).toEqual([{ typed: 'mujer', alternatives: [['mujer']], expanded: false, quantity: false }]);
  });

  it('keeps words the table does not know as they are, once each, at most eight', () => {
    expect(searchConcepts('whey whey gold').map((c) => c.typed)).toEqual(['whey', 'gold']);
    expect(searchConcepts('de la con para')).toEqual([]);
    expect(searchConcepts('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
    expect(searchConcepts('ganador de peso sabor chocolate').map((c) => [c.typed, c.expanded])).toEqual([
      ['ganador peso', true],
      ['sabor', false],
      ['chocolate', false],
    ]);
  });
});

describe('correctedQuery', () => {
  const best = { name: 'Proteína Whey Gold', brand: 'Optimum Nutrition', summary: 'Proteína de suero con creatina.' };

  it("spells a misspelt word as the best match does, for '¿Quisiste decir …?'", () => {
    expect(correctedQuery('protenia whey', best)).toBe('proteína whey');
    expect(correctedQuery('Creatna', best)).toBe('creatina');
    expect(typoDistance('protenia', 'proteina')).toBe(1);
  });

  it('leaves alone what the match has, stop words, short words, numbers and the words of the table', () => {
    expect(correctedQuery('proteína whey', best)).toBeNull();
    expect(correctedQuery('prot', best)).toBeNull();
    expect(correctedQuery('proteinas de suero', best)).toBeNull();
    expect(correctedQuery('gld', best)).toBeNull();
    expect(correctedQuery('2200', { ...best, name: '2000' })).toBeNull();
    expect(correctedQuery('suerp', best)).toBe('suero');
    expect(correctedQuery('isolate', { ...best, summary: 'isolada' })).toBeNull();
    expect(correctedQuery('protenia', undefined)).toBeNull();
  });
});
