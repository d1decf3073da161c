import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartCatalogue } from '../../../core/cart/ports';
import type { Opened } from './customer-store.contract';

/** What every CartCatalogue must say about the catalogue of `aCatalogue()`, with P03-5LB-CHOC withdrawn. */
export const cartCatalogueContract = (name: string, open: () => Promise<Opened<CartCatalogue>>) =>
  describe(`CartCatalogue contract: ${name}`, () => {
    let subject: Opened<CartCatalogue>;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.close());
    const find = async (...skus: string[]) =>
      new Map((await subject.store.findVariantsBySku(skus)).map((info) => [info.sku, info]));

    it("describes each known sku with its product, price, stock and its flavour's picture", async () => {
      const found = await find('P02-2LB-VAIN', 'CRE-300G', 'NO-EXISTE');
      expect([...found.keys()].sort()).toEqual(['CRE-300G', 'P02-2LB-VAIN']);
      expect(found.get('P02-2LB-VAIN')).toMatchObject({
        productSlug: 'proteina-02',
        category: 'proteinas',
        name: 'Proteína 02',
        brand: 'Marca Ñandú',
        size: '2 lb',
        flavour: 'Vainilla',
        price: 151_000,
        compareAt: null,
        stock: 5,
        taxRate: 0.19,
        sellable: true,
      });
      expect(found.get('P02-2LB-VAIN')!.image?.url).toMatch(/^\/img\/productos\/proteina-02-vainilla\.[a-z]+$/);
      // A size of its own has its own picture: the cart shows the jar of the size bought.
      const five = await find('P02-5LB-CHOC');
      expect(five.get('P02-5LB-CHOC')!.image?.url).toBe('/img/productos/proteina-02-5-lb-chocolate.svg');
      expect(found.get('CRE-300G')).toMatchObject({ flavour: null, price: 89_900, stock: 10, sellable: true });
      expect(found.get('CRE-300G')!.image).not.toBeNull();
    });

    it('marks withdrawn variants as not sellable, and says nothing about no skus', async () => {
      expect((await find('P03-5LB-CHOC')).get('P03-5LB-CHOC')).toMatchObject({ sellable: false, compareAt: 399_900 });
      expect(await subject.store.findVariantsBySku([])).toEqual([]);
    });
  });
