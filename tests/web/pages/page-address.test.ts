import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPattern, readAddress } from '../../../web/pages/page-address';

const segmentsOf = (url: string) => readAddress(url)?.segments;

describe('reading an address', () => {
  it('splits the path into decoded segments and keeps the query', () => {
    const address = readAddress('/proteinas/gold%20standard/?orden=precio-asc&marca=a&marca=b');
    expect(address?.segments).toEqual(['proteinas', 'gold standard']);
    expect(address?.query.getAll('marca')).toEqual(['a', 'b']);
  });

  it('is nothing when a segment is not valid percent-encoding, so no page is asked for it', () => {
    expect(readAddress('/proteinas/%ZZ/')).toBeNull();
    expect(readAddress('/%E0%A4%A/')).toBeNull();
  });

  it('keeps `//host` a path of this store, never another host', () => {
    expect(segmentsOf('//evil.example/pedido/1/')).toEqual(['evil.example', 'pedido', '1']);
    expect(segmentsOf('micuenta/')).toEqual(['micuenta']);
    expect(segmentsOf('/')).toEqual([]);
  });

  it('gives back any segments a link encodes (property; fast-check prints its seed when it fails)', () => {
    const segment = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s !== '.' && s !== '..');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const url = `/${segments.map(encodeURIComponent).join('/')}/`;
        expect(segmentsOf(url)).toEqual(segments);
      }),
    );
  });
});

describe('matching a pattern', () => {
  it('takes literal segments as they are and each param as one whole segment', () => {
    expect(matchPattern('/pedido/:number/', ['pedido', 'FO-2026-000042'])).toEqual({ number: 'FO-2026-000042' });
    expect(matchPattern('/pedido/:number/', ['pedidos', '1'])).toBeNull();
    expect(matchPattern('/micuenta/pedidos/', ['micuenta', 'pedidos'])).toEqual({});
    expect(matchPattern('/', [])).toEqual({});
    expect(matchPattern('/', ['proteinas'])).toBeNull();
  });

  it('never matches with a segment missing or left over', () => {
    expect(matchPattern('/pedido/:number/', ['pedido'])).toBeNull();
    expect(matchPattern('/pedido/:number/', ['pedido', '1', '2'])).toBeNull();
    expect(matchPattern('/:slug/', ['a', 'b'])).toBeNull();
  });

  it('leaves an optional last param out when the path stops before it', () => {
    expect(matchPattern('/:category/:product/:variant?/', ['proteinas', 'whey'])).toEqual({
      category: 'proteinas',
      product: 'whey',
    });
    expect(matchPattern('/:category/:product/:variant?/', ['proteinas', 'whey', 'choc'])).toEqual({
      category: 'proteinas',
      product: 'whey',
      variant: 'choc',
    });
    expect(matchPattern('/:category/pagina/:page?/', ['proteinas', 'pagina'])).toEqual({ category: 'proteinas' });
    expect(matchPattern('/:category/pagina/:page?/', ['proteinas'])).toBeNull();
  });

  it('keeps a segment named like an Object property a plain param', () => {
    const params = matchPattern('/:slug/', ['__proto__']);
    expect(params).toEqual({ slug: '__proto__' });
    expect(Object.getPrototypeOf(params)).toBeNull();
  });
});
