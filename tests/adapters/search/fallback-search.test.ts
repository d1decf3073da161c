import { describe, expect, it } from 'vitest';
import type { ProductSearch, SearchQuery } from '../../../core/catalog/ports';
import { REST_MS, searchWithFallback } from '../../../adapters/search/fallback-search';
import { EMPTY_PAGE } from '../../../adapters/search/empty-page';

/** A search that answers with its own name as the only suggestion, or fails while `down`. */
const aSearch = (name: string) => {
  const state = { down: false, calls: 0 };
  const answer = async <T>(value: T) => {
    state.calls += 1;
    if (state.down) throw new Error(`${name} is down`);
    return value;
  };
  const search: ProductSearch = {
    search: () => answer({ ...EMPTY_PAGE, total: name.length }),
    suggest: () => answer([{ slug: name, name, category: 'proteinas', brand: name, price: 1, image: null }] as never),
    warmUp: () => Promise.resolve(),
  };
  return { search, state };
};
const QUERY = { text: 'proteina', page: 1 } as unknown as SearchQuery;

describe('the hosted search with the database behind it', () => {
  it('answers from the hosted search while it works', async () => {
    const hosted = aSearch('algolia');
    const database = aSearch('db');
    const failures: unknown[] = [];
    const search = searchWithFallback(hosted.search, database.search, { failed: (e) => failures.push(e) });
    expect((await search.search(QUERY)).total).toBe('algolia'.length);
    expect((await search.suggest('pro', 5))[0].name).toBe('algolia');
    expect(database.state.calls).toBe(0);
    expect(failures).toEqual([]);
  });

  it('answers from the database when it fails, goes straight there for 30 s, then tries it again', async () => {
    let now = 1_000_000;
    const hosted = aSearch('algolia');
    const database = aSearch('db');
    const failures: unknown[] = [];
    const search = searchWithFallback(hosted.search, database.search, {
      failed: (e) => failures.push(e),
      now: () => now,
    });
    hosted.state.down = true;
    expect((await search.search(QUERY)).total).toBe('db'.length);
    expect(failures).toHaveLength(1);
    now += REST_MS - 1;
    expect((await search.suggest('pro', 5))[0].name).toBe('db');
    expect(hosted.state.calls).toBe(1);
    hosted.state.down = false;
    now += 1;
    expect((await search.search(QUERY)).total).toBe('algolia'.length);
    expect(failures).toHaveLength(1);
  });

  it('lets a failure of the database itself through: there is nothing behind it', async () => {
    const hosted = aSearch('algolia');
    const database = aSearch('db');
    hosted.state.down = true;
    database.state.down = true;
    const search = searchWithFallback(hosted.search, database.search, { failed: () => undefined });
    await expect(search.search(QUERY)).rejects.toThrow('db is down');
  });
});
