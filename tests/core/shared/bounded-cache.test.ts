import { describe, expect, it } from 'vitest';
import { boundedCache } from '../../../core/shared/bounded-cache';

describe('the bounded cache (search matches, pages)', () => {
  it('forgets the least recently used words first', () => {
    const cache = boundedCache<string>(2, 100);
    cache.set('proteina', 'a', 10);
    cache.set('creatina', 'b', 10);
    expect(cache.get('proteina')).toBe('a');
    cache.set('whey', 'c', 10);
    expect(cache.get('creatina')).toBeUndefined();
    expect([cache.get('proteina'), cache.get('whey')]).toEqual(['a', 'c']);
  });

  it('stays within its total size and never keeps an entry bigger than it', () => {
    const cache = boundedCache<string>(10, 100);
    cache.set('a', 'a', 60);
    cache.set('b', 'b', 30);
    cache.set('c', 'c', 30);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c']);
    cache.set('huge', 'h', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replaces an entry set twice and forgets a deleted one', () => {
    const cache = boundedCache<string>(10, 100);
    cache.set('a', 'old', 50);
    cache.set('a', 'new', 50);
    cache.set('b', 'b', 50);
    expect([cache.get('a'), cache.get('b')]).toEqual(['new', 'b']);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
