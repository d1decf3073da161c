import { describe, expect, it } from 'vitest';
import { productImageSvg, type ProductImageInput } from '../../../../adapters/persistence/seed/product-image';

const whey: ProductImageInput = {
  name: 'Gold Standard 100% Whey <Edición> & más',
  brandName: 'Optimum Nutrition',
  colour: '#1C2541',
  accent: '#E0B040',
  pack: 'tub',
  flavour: 'Cookies & Cream',
  size: '5 lb',
};

describe('productImageSvg', () => {
  it.each(['tub', 'bag', 'bottle'] as const)('draws a self-contained 800×800 SVG for a %s', (pack) => {
    const svg = productImageSvg({ ...whey, pack });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href=|@import|url\((?!#)/);
    expect(svg.length).toBeLessThan(8 * 1024);
  });

  it('escapes markup characters in names and flavours', () => {
    const svg = productImageSvg(whey);
    expect(svg).toContain('Cookies &amp; Cream');
    expect(svg).toContain('&lt;Edición&gt;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(svg.match(/</g)?.length).toBe(svg.match(/<\/?[a-zA-Z]/g)?.length);
  });

  it('prints the brand, the flavour and the size', () => {
    const svg = productImageSvg(whey);
    expect(svg).toContain('OPTIMUM NUTRITION');
    expect(svg).toContain('>5 lb<');
    expect(svg).toContain('Cookies &amp; Cream');
  });

  it('leaves the flavour out for unflavoured products', () => {
    const svg = productImageSvg({
      ...whey,
      name: 'Omega 3',
      pack: 'bottle',
      flavour: null,
      size: '120 cápsulas blandas',
    });
    expect(svg).toContain('>120 cápsulas blandas<');
    expect(svg).not.toContain('Cookies');
  });

  it('wraps long names onto at most three lines', () => {
    const svg = productImageSvg({
      ...whey,
      name: 'Colágeno Hidrolizado con Biotina y Vitamina C Extra Fuerte Sabor Intenso',
    });
    const nameLines = [...svg.matchAll(/font-size="(\d+)" font-weight="800" fill="#111827"[^>]*>([^<]+)</g)];
    expect(nameLines.length).toBeGreaterThan(0);
    expect(nameLines.length).toBeLessThanOrEqual(3);
  });

  it('is deterministic', () => {
    expect(productImageSvg(whey)).toBe(productImageSvg({ ...whey }));
    expect(productImageSvg(whey)).not.toBe(productImageSvg({ ...whey, size: '2 lb' }));
  });
});
