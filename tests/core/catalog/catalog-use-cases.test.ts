import { describe, expect, it } from 'vitest';
import { getProduct } from '../../../core/catalog/get-product';
import { listCategory } from '../../../core/catalog/list-category';
import { searchProducts } from '../../../core/catalog/search-products';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';

const products = inMemoryProductStore(aCatalogue());

describe('listCategory', () => {
  const list = listCategory({ products, pageSize: 12 });
  it('gives 12 products a page and counts the pages', async () => {
    const r = await list({ slug: 'proteinas', page: 2 });
    expect(r.ok && { n: r.value.products.length, pageCount: r.value.pageCount }).toEqual({ n: 2, pageCount: 2 });
  });
  it('shows page 1 of an empty category, but no page past the last', async () => {
    const empty = await list({ slug: 'vitaminas', page: 1 });
    expect(empty.ok && empty.value.products).toEqual([]);
    expect(await list({ slug: 'vitaminas', page: 2 })).toMatchObject({ ok: false, error: { kind: 'page-not-found' } });
    expect(await list({ slug: 'proteinas', page: 0 })).toMatchObject({ ok: false, error: { kind: 'page-not-found' } });
    expect(await list({ slug: 'nada', page: 1 })).toMatchObject({ ok: false, error: { kind: 'category-not-found' } });
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
    expect(await get({ category: 'creatinas', slug: 'proteina-01' })).toMatchObject({ ok: false, error: { kind: 'product-not-found' } });
  });
  it('offers up to four related products of the same category, never itself', async () => {
    const r = await get({ category: 'proteinas', slug: 'proteina-01' });
    const related = r.ok ? r.value.related : [];
    expect(related).toHaveLength(4);
    expect(related.every((p) => p.category === 'proteinas' && p.slug !== 'proteina-01')).toBe(true);
  });
});

describe('searchProducts', () => {
  const search = searchProducts({ products, pageSize: 12 });
  it('finds nothing for an empty query and trims what was typed', async () => {
    expect(await search({ query: '   ' })).toEqual({ query: '', products: [], total: 0 });
    expect((await search({ query: '  creatina   pura ' })).query).toBe('creatina pura');
  });
});
