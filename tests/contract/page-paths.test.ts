import { describe, expect, it } from 'vitest';
import { categoryPath, CHECKOUT_PATHS, productPath } from '../../contract/page-paths';

describe('the fixed pages’ addresses', () => {
  it('give a category’s first page its own address and the next ones /pagina/N/', () => {
    expect(categoryPath('proteinas')).toBe('/proteinas/');
    expect(categoryPath('proteinas', 1)).toBe('/proteinas/');
    expect(categoryPath('proteinas', 3)).toBe('/proteinas/pagina/3/');
  });

  it('give a product its address, with the chosen variant as a last segment', () => {
    expect(productPath('proteinas', 'whey-gold')).toBe('/proteinas/whey-gold/');
    expect(productPath('proteinas', 'whey-gold', 'chocolate-2lb')).toBe('/proteinas/whey-gold/chocolate-2lb/');
  });

  it('keep every checkout step under /checkout/, each ending in a slash', () => {
    for (const path of Object.values(CHECKOUT_PATHS)) expect(path).toMatch(/^\/checkout\/([a-z-]+\/)?$/);
  });
});
