import { describe, expect, it } from 'vitest';
import { filteredCards } from '../../../core/catalog/filtered-cards';
import { NO_FILTERS } from '../../../core/catalog/listing';
import type { ProductStore } from '../../../core/catalog/ports';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';

const products = inMemoryProductStore(aCatalogue());
const cardsOf = async (filters = NO_FILTERS) =>
  (await products.listProducts({ category: 'proteinas', filters, sort: 'nombre', offset: 0, limit: 50 })).items;

describe('the cards of a filtered listing', () => {
  it('show the ticked flavour: its picture, its price and stock, and name the variant their link opens', async () => {
    const filters = { ...NO_FILTERS, flavours: ['vainilla'] };
    const cards = await filteredCards(products)(await cardsOf(filters), filters);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const product = (await products.findProduct(card.slug))!;
      const variant = product.variants.find((v) => v.sku === card.variant?.sku)!;
      expect(variant.flavour).toBe('Vainilla');
      expect(card.image?.url).toContain('vainilla');
      expect(card).toMatchObject({ price: variant.price, compareAt: variant.compareAt, inStock: variant.stock > 0 });
    }
  });

  it('are left as they are, reading nothing, without a filter of one variant', async () => {
    const filters = { ...NO_FILTERS, brands: ['marca'] };
    const cards = await cardsOf(filters);
    const unread: Pick<ProductStore, 'findProduct'> = {
      findProduct: () => Promise.reject(new Error('read a product for an unfiltered listing')),
    };
    expect(await filteredCards(unread)(cards, filters)).toBe(cards);
  });
});
