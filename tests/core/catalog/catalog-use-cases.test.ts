import { describe, expect, it } from 'vitest';
import { getProduct } from '../../../core/catalog/get-product';
import { listCategory } from '../../../core/catalog/list-category';
import { NO_FILTERS, type ListingParams } from '../../../core/catalog/listing';
import type { ProductSearch, SearchQuery } from '../../../core/catalog/ports';
import { searchProducts, suggestProducts } from '../../../core/catalog/search-products';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';

const products = inMemoryProductStore(aCatalogue());
const listing: ListingParams = { filters: NO_FILTERS, sort: 'relevancia' };

describe('listCategory', () => {
  const list = listCategory({ products, pageSize: 12 });
  it('gives 12 products a page and counts the pages', async () => {
    const r = await list({ slug: 'proteinas', page: 2, listing });
    expect(r.ok && { n: r.value.products.length, pageCount: r.value.pageCount }).toEqual({ n: 2, pageCount: 2 });
  });
  it('shows page 1 of an empty category, but no page past the last', async () => {
    const empty = await list({ slug: 'vitaminas', page: 1, listing });
    expect(empty.ok && empty.value.products).toEqual([]);
    expect(await list({ slug: 'vitaminas', page: 2, listing })).toMatchObject({
      ok: false,
      error: { kind: 'page-not-found' },
    });
    expect(await list({ slug: 'proteinas', page: 0, listing })).toMatchObject({
      ok: false,
      error: { kind: 'page-not-found' },
    });
    expect(await list({ slug: 'nada', page: 1, listing })).toMatchObject({
      ok: false,
      error: { kind: 'category-not-found' },
    });
  });
});

describe('getProduct', () => {
  const get = getProduct({ products });
  it('chooses the first variant in stock when the URL names none', async () => {
    const r = await get({ category: 'proteinas', slug: 'proteina-01' });
    expect(r.ok && r.value.variant.sku).toBe('P01-2LB-CHOC');
    const soldOut = await get({ category: 'proteinas', slug: 'proteina-14' });
    expect(soldOut.ok && soldOut.value.variant.sku).toBe('P14-2LB-CHOC');
  });
  it('finds a variant by its SKU in any case', async () => {
    const r = await get({ category: 'proteinas', slug: 'proteina-01', variant: 'p01-5lb-choc' });
    expect(r.ok && r.value.variant.price).toBe(350_000);
  });
  it('refuses a product under another category, so it has one address', async () => {
    expect(await get({ category: 'creatinas', slug: 'proteina-01' })).toMatchObject({
      ok: false,
      error: { kind: 'product-not-found' },
    });
  });
  it('offers up to four related products of the same category, never itself', async () => {
    const r = await get({ category: 'proteinas', slug: 'proteina-01' });
    const related = r.ok ? r.value.related : [];
    expect(related).toHaveLength(4);
    expect(related.every((p) => p.category === 'proteinas' && p.slug !== 'proteina-01')).toBe(true);
  });
});

describe('searchProducts', () => {
  const asked: SearchQuery[] = [];
  const search: ProductSearch = {
    search: async (q) => {
      asked.push(q);
      return { items: [], total: 25, facets: { categories: [], brands: [], goals: [], flavours: [], price: null } };
    },
    suggest: async (text, limit) => (asked.push({ text, limit } as SearchQuery), []),
    warmUp: async () => undefined,
  };
  const find = searchProducts({ search, products, pageSize: 12 });

  it('finds nothing for an empty query, without asking the search engine', async () => {
    expect(await find({ query: '   ', page: 1, listing })).toMatchObject({
      query: '',
      products: [],
      total: 0,
      pageCount: 1,
    });
    expect(asked).toEqual([]);
  });

  it('tidies what was typed and asks for the right page with the filters', async () => {
    const result = await find({ query: '  creatina   pura ', page: 3, category: 'creatinas', listing });
    expect(result).toMatchObject({ query: 'creatina pura', page: 3, pageCount: 3, total: 25, category: 'creatinas' });
    expect(asked.at(-1)).toMatchObject({
      text: 'creatina pura',
      offset: 24,
      limit: 12,
      category: 'creatinas',
      sort: 'relevancia',
    });
  });

  it('suggests only from two characters on, six at most', async () => {
    const suggest = suggestProducts({ search });
    asked.length = 0;
    expect(await suggest(' p ')).toEqual([]);
    expect(asked).toEqual([]);
    await suggest('pr');
    expect(asked).toEqual([{ text: 'pr', limit: 6 }]);
  });
});
