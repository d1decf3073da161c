import { describe, expect, it } from 'vitest';
import { IN_LISTING, inListing } from '../../../web/lib/in-listing';

describe('a move within a listing, told by its history state', () => {
  it('is the state a filter, the order, a chip or another page of the listing pushes, also once cloned by the history', () => {
    expect(inListing(IN_LISTING)).toBe(true);
    expect(inListing(structuredClone(IN_LISTING))).toBe(true);
  });

  it('is not any other entry: a link, a reload (no state), a state of another kind', () => {
    for (const state of [null, undefined, 'results', {}, { place: 'top' }, { place: ['results'] }, [IN_LISTING]])
      expect(inListing(state), JSON.stringify(state)).toBe(false);
  });
});
