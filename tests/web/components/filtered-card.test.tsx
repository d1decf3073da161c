import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { ProductSummary } from '../../../core/catalog/ports';
import type { Variant } from '../../../core/catalog/product';
import { ProductCard } from '../../../web/components/product-card';
import { firstChoice } from '../../../web/components/quick-add-picker';
import { aCard } from '../../builders/product-card';

const card = (variant?: ProductSummary['variant']) => aCard(variant ? { variant } : {});
const html = (c: ProductSummary) =>
  renderToString(
    <Router ssrPath="/proteinas/">
      <ProductCard product={c} />
    </Router>,
  );

describe('a card of a filtered listing', () => {
  it('names the variant the filters chose and links to its own address', () => {
    const shown = html(card({ sku: 'W-2LB-VAIN', flavour: 'Vainilla', size: '2 lb' }));
    expect(shown).toContain('href="/proteinas/whey/w-2lb-vain/"');
    expect(shown).toContain('2 lb · Vainilla');
    expect(shown).not.toContain('3 sabores');
  });

  it('without such filters, counts the presentations and links to the product', () => {
    const shown = html(card());
    expect(shown).toContain('href="/proteinas/whey/"');
    expect(shown).toContain('2 tamaños · 3 sabores');
  });
});

describe("the quick add picker's first choice", () => {
  const v = (sku: string, stock: number) => ({ sku, stock }) as Variant;
  const variants = [v('W-2LB-CHOC', 4), v('W-2LB-VAIN', 0), v('W-5LB-VAIN', 2)];
  it("is the card's own variant when in stock", () => {
    expect(firstChoice(variants, 'W-5LB-VAIN')).toBe('W-5LB-VAIN');
  });
  it('is the first in stock when the card names none or a sold-out one, and none when all are sold out', () => {
    expect(firstChoice(variants, undefined)).toBe('W-2LB-CHOC');
    expect(firstChoice(variants, 'W-2LB-VAIN')).toBe('W-2LB-CHOC');
    expect(firstChoice([v('A', 0)], 'A')).toBeNull();
  });
});
