import { describe, expect, it } from 'vitest';
import type { SkuInfo } from '../../../core/cart/ports';
import { checkExchanges, returnableUnits, returnLinesOf, type SoldLine } from '../../../core/returns/return-lines';
import { pesos } from '../../../core/shared/money';

const sold: readonly SoldLine[] = [
  { sku: 'ON-GSW-5LB-CHO', name: 'Gold Standard Whey 5 lb Chocolate', quantity: 3, unitPrice: pesos(329_900) },
  { sku: 'ON-CRM-300G', name: 'Creatina 300 g', quantity: 1, unitPrice: pesos(129_900) },
];

describe('the units of a return', () => {
  it('takes whole units still left, at the price they were sold at', () => {
    expect(
      returnLinesOf(sold, [], [{ sku: 'ON-GSW-5LB-CHO', quantity: 1, sealed: true, exchangeSku: null }], 'retracto'),
    ).toEqual({
      ok: true,
      value: [
        {
          sku: 'ON-GSW-5LB-CHO',
          name: 'Gold Standard Whey 5 lb Chocolate',
          quantity: 1,
          unitPrice: 329_900,
          exchangeSku: null,
        },
      ],
    });
  });

  it('counts the units of earlier returns, except rejected ones', () => {
    const earlier = [
      { state: 'approved' as const, lines: [{ sku: 'ON-GSW-5LB-CHO', quantity: 2 }] },
      { state: 'rejected' as const, lines: [{ sku: 'ON-GSW-5LB-CHO', quantity: 1 }] },
      { state: 'refunded' as const, lines: [{ sku: 'ON-CRM-300G', quantity: 1 }] },
    ];
    expect([...returnableUnits(sold, earlier)]).toEqual([
      ['ON-GSW-5LB-CHO', 1],
      ['ON-CRM-300G', 0],
    ]);
    const refused = (
      asks: Parameters<typeof returnLinesOf>[2],
      reason: Parameters<typeof returnLinesOf>[3] = 'otro',
    ) => {
      const r = returnLinesOf(sold, earlier, asks, reason);
      return r.ok ? null : r.error.message;
    };
    expect(refused([{ sku: 'ON-GSW-5LB-CHO', quantity: 2, sealed: true, exchangeSku: null }])).toBe(
      'De Gold Standard Whey 5 lb Chocolate puedes devolver como máximo 1 unidad.',
    );
    expect(refused([{ sku: 'ON-CRM-300G', quantity: 1, sealed: true, exchangeSku: null }])).toBe(
      'Las unidades de Creatina 300 g ya están en otra devolución.',
    );
    expect(refused([{ sku: 'NOPE', quantity: 1, sealed: true, exchangeSku: null }])).toBe(
      'El pedido no tiene el producto NOPE.',
    );
    expect(refused([{ sku: 'ON-GSW-5LB-CHO', quantity: 0.5, sealed: true, exchangeSku: null }])).toBe(
      'Indica cuántas unidades de Gold Standard Whey 5 lb Chocolate devuelves (un número entero, al menos 1).',
    );
    expect(
      refused([
        { sku: 'ON-GSW-5LB-CHO', quantity: 1, sealed: true, exchangeSku: null },
        { sku: 'ON-GSW-5LB-CHO', quantity: 1, sealed: true, exchangeSku: null },
      ]),
    ).toBe('Gold Standard Whey 5 lb Chocolate aparece dos veces: indica sus unidades una sola vez.');
    expect(refused([])).toBe('Elige al menos una unidad para devolver.');
  });

  it('the right of withdrawal takes only sealed units; a defective one need not be', () => {
    const opened = [{ sku: 'ON-CRM-300G', quantity: 1, sealed: false, exchangeSku: null }];
    expect(returnLinesOf(sold, [], opened, 'retracto')).toEqual({
      ok: false,
      error: {
        kind: 'invalid-return-lines',
        message: 'El derecho de retracto aplica a productos sellados, sin abrir: Creatina 300 g no lo está.',
      },
    });
    expect(returnLinesOf(sold, [], opened, 'defectuoso').ok).toBe(true);
  });
});

describe('the units of an exchange (cambio)', () => {
  const whey = { ...sold[0], productSlug: 'gold-standard-whey' };
  const crea = { ...sold[1], productSlug: 'creatina' };
  const variant = (sku: string, over: Partial<SkuInfo> = {}): SkuInfo => ({
    sku,
    productSlug: 'gold-standard-whey',
    category: 'proteinas',
    name: 'Gold Standard Whey',
    brand: 'Optimum Nutrition',
    size: '5 lb',
    flavour: 'Vainilla',
    image: null,
    price: pesos(329_900),
    compareAt: null,
    stock: 4,
    taxRate: 0.19,
    weightGrams: 2268,
    sellable: true,
    ...over,
  });
  const exchange = (quantity: number, wanted: SkuInfo, also: Parameters<typeof returnLinesOf>[2] = []) => {
    const asks = [{ sku: whey.sku, quantity, sealed: true, exchangeSku: wanted.sku }, ...also];
    const lines = returnLinesOf(sold, [], asks, 'cambio');
    if (!lines.ok) return lines.error.message;
    const checked = checkExchanges([whey, crea], lines.value, [wanted]);
    return checked.ok ? checked.value : checked.error.message;
  };

  it('keeps the variant wanted instead: same product, today at the price paid, with the units asked', () => {
    expect(exchange(2, variant('ON-GSW-5LB-VAI'))).toEqual([
      { sku: whey.sku, name: whey.name, quantity: 2, unitPrice: 329_900, exchangeSku: 'ON-GSW-5LB-VAI' },
    ]);
  });

  it('refuses, in Spanish, another product, another price, too few units or the same variant', () => {
    expect(exchange(1, variant('ON-CRM-300G', { productSlug: 'creatina' }))).toBe(
      'Para Gold Standard Whey 5 lb Chocolate solo puedes elegir otro sabor o presentación del mismo producto.',
    );
    expect(exchange(1, variant(whey.sku))).toBe(
      'Para Gold Standard Whey 5 lb Chocolate solo puedes elegir otro sabor o presentación del mismo producto.',
    );
    expect(exchange(1, variant('ON-GSW-5LB-VAI', { sellable: false }))).toMatch(/solo puedes elegir otro sabor/);
    expect(exchange(1, variant('ON-GSW-5LB-VAI', { price: pesos(339_900) }))).toBe(
      'Gold Standard Whey (Vainilla, 5 lb) tiene hoy otro precio: el cambio es por uno del mismo precio que pagaste.',
    );
    expect(exchange(3, variant('ON-GSW-5LB-VAI', { stock: 2 }))).toBe(
      'De Gold Standard Whey (Vainilla, 5 lb) quedan 2 unidades.',
    );
    expect(exchange(1, variant('ON-GSW-5LB-VAI', { stock: 0 }))).toBe(
      'Gold Standard Whey (Vainilla, 5 lb) está agotado: elige otro.',
    );
  });

  it('needs the variant wanted for every line of a cambio, and takes none for another reason', () => {
    const ask = { sku: crea.sku, quantity: 1, sealed: true, exchangeSku: null };
    const refused = returnLinesOf(sold, [], [ask], 'cambio');
    expect(refused.ok ? null : refused.error.message).toBe(
      'Elige el sabor o la presentación que quieres en lugar de Creatina 300 g.',
    );
    const other = returnLinesOf(sold, [], [{ ...ask, exchangeSku: 'ON-CRM-500G' }], 'defectuoso');
    expect(other.ok ? null : other.error.message).toBe(
      'Solo un cambio lleva otro sabor o presentación: elige el motivo «cambio» o quita el producto que quieres.',
    );
  });

  it('exchanges only sealed units: what comes back goes on sale again', () => {
    const ask = { sku: crea.sku, quantity: 1, sealed: false, exchangeSku: 'ON-CRM-500G' };
    const refused = returnLinesOf(sold, [], [ask], 'cambio');
    expect(refused.ok ? null : refused.error.message).toBe(
      'Solo cambiamos productos sellados, sin abrir: Creatina 300 g no lo está.',
    );
  });
});
