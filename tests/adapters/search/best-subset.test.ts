import { describe, expect, it } from 'vitest';
import { bestSubset } from '../../../adapters/search/best-subset';
import type { MatchRow, TermMatches } from '../../../adapters/search/search-matches';

const row = (id: number): MatchRow => [id, 1, 1, 1, 'ganar-masa', 100, true, 0, 0, [], []];
const term = (...ids: number[]): TermMatches => ({
  version: 1,
  rows: ids.map(row),
  categories: new Map(),
  brands: new Map(),
});

describe('bestSubset', () => {
  it('keeps as many words as still find something, those finding most, earlier words first on a tie', () => {
    // "proteína aislada mango": aislada and proteína together find 2; mango finds one product, not aislado.
    expect(bestSubset([term(1, 2, 3), term(2, 3), term(9)])).toEqual([0, 1]);
    expect(bestSubset([term(1, 2), term(3), term(4)])).toEqual([0]);
    expect(bestSubset([term(1), term(2, 3), term(4)])).toEqual([1]);
    expect(bestSubset([term(1), term(2), term(3, 1)])).toEqual([0, 2]);
  });

  it('drops the words that find nothing, and answers nothing when no word finds anything', () => {
    expect(bestSubset([term(), term(5, 6), term(6, 7)])).toEqual([1, 2]);
    expect(bestSubset([term(), term()])).toEqual([]);
  });
});
