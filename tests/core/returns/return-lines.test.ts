import { describe, expect, it } from 'vitest';
import { returnableUnits, returnLinesOf, type SoldLine } from '../../../core/returns/return-lines';
import { pesos } from '../../../core/shared/money';

const sold: readonly SoldLine[] = [
  { sku: 'ON-GSW-5LB-CHO', name: 'Gold Standard Whey 5 lb Chocolate', quantity: 3, unitPrice: pesos(329_900) },
  { sku: 'ON-CRM-300G', name: 'Creatina 300 g', quantity: 1, unitPrice: pesos(129_900) },
];

describe('the units of a return', () => {
  it('takes whole units still left, at the price they were sold at', () => {
    expect(returnLinesOf(sold, [], [{ sku: 'ON-GSW-5LB-CHO', quantity: 1, sealed: true }], 'retracto')).toEqual({
      ok: true,
      value: [{ sku: 'ON-GSW-5LB-CHO', name: 'Gold Standard Whey 5 lb Chocolate', quantity: 1, unitPrice: 329_900 }],
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
    expect(refused([{ sku: 'ON-GSW-5LB-CHO', quantity: 2, sealed: true }])).toBe(
      'De Gold Standard Whey 5 lb Chocolate puedes devolver como máximo 1 unidad.',
    );
    expect(refused([{ sku: 'ON-CRM-300G', quantity: 1, sealed: true }])).toBe(
      'Las unidades de Creatina 300 g ya están en otra devolución.',
    );
    expect(refused([{ sku: 'NOPE', quantity: 1, sealed: true }])).toBe('El pedido no tiene el producto NOPE.');
    expect(refused([{ sku: 'ON-GSW-5LB-CHO', quantity: 0.5, sealed: true }])).toBe(
      'Indica cuántas unidades de Gold Standard Whey 5 lb Chocolate devuelves (un número entero, al menos 1).',
    );
    expect(
      refused([
        { sku: 'ON-GSW-5LB-CHO', quantity: 1, sealed: true },
        { sku: 'ON-GSW-5LB-CHO', quantity: 1, sealed: true },
      ]),
    ).toBe('Gold Standard Whey 5 lb Chocolate aparece dos veces: indica sus unidades una sola vez.');
    expect(refused([])).toBe('Elige al menos una unidad para devolver.');
  });

  it('the right of withdrawal takes only sealed units; a defective one need not be', () => {
    const opened = [{ sku: 'ON-CRM-300G', quantity: 1, sealed: false }];
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
