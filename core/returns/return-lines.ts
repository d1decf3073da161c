import type { Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { ReturnReason } from './return-reasons';
import type { ReturnState } from './return-state';

/** A line of an order as a return reads it: what was sold, at which price. */
export type SoldLine = {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: Pesos;
};

/** Units the buyer asks to give back, and whether they are still sealed (what the right of withdrawal requires). */
export type ReturnLineAsk = { readonly sku: string; readonly quantity: number; readonly sealed: boolean };

/** A line of a return as kept: the units and the price they were sold at. */
export type ReturnLine = {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: Pesos;
};

/** An earlier return of the same order: its state and its lines. */
export type EarlierReturn = {
  readonly state: ReturnState;
  readonly lines: readonly Pick<ReturnLine, 'sku' | 'quantity'>[];
};

export type ReturnLinesRefusal = { readonly kind: 'invalid-return-lines'; readonly message: string };

/** Units of each SKU still returnable: sold, less those in the order's other returns that were not rejected. */
export const returnableUnits = (
  sold: readonly SoldLine[],
  earlier: readonly EarlierReturn[],
): ReadonlyMap<string, number> => {
  const left = new Map(sold.map((l) => [l.sku, l.quantity]));
  for (const r of earlier) {
    if (r.state === 'rejected') continue;
    for (const l of r.lines) left.set(l.sku, (left.get(l.sku) ?? 0) - l.quantity);
  }
  return left;
};

const refuse = (message: string): Result<never, ReturnLinesRefusal> => err({ kind: 'invalid-return-lines', message });

/** The lines of a new return, checked against what the order sold and its earlier returns: each SKU once, whole units,
 * no more than are left, and, for the right of withdrawal, only sealed units (as the returns page says). */
export const returnLinesOf = (
  sold: readonly SoldLine[],
  earlier: readonly EarlierReturn[],
  asks: readonly ReturnLineAsk[],
  reason: ReturnReason,
): Result<readonly ReturnLine[], ReturnLinesRefusal> => {
  const left = returnableUnits(sold, earlier);
  const bySku = new Map(sold.map((l) => [l.sku, l]));
  const seen = new Set<string>();
  const lines: ReturnLine[] = [];
  for (const ask of asks) {
    const line = bySku.get(ask.sku);
    if (!line) return refuse(`El pedido no tiene el producto ${ask.sku}.`);
    if (seen.has(ask.sku)) return refuse(`${line.name} aparece dos veces: indica sus unidades una sola vez.`);
    seen.add(ask.sku);
    if (!Number.isInteger(ask.quantity) || ask.quantity < 1)
      return refuse(`Indica cuántas unidades de ${line.name} devuelves (un número entero, al menos 1).`);
    const available = left.get(ask.sku) ?? 0;
    if (ask.quantity > available)
      return refuse(
        available === 0
          ? `Las unidades de ${line.name} ya están en otra devolución.`
          : `De ${line.name} puedes devolver como máximo ${available} ${available === 1 ? 'unidad' : 'unidades'}.`,
      );
    if (reason === 'retracto' && !ask.sealed)
      return refuse(`El derecho de retracto aplica a productos sellados, sin abrir: ${line.name} no lo está.`);
    lines.push({ sku: line.sku, name: line.name, quantity: ask.quantity, unitPrice: line.unitPrice });
  }
  if (lines.length === 0) return refuse('Elige al menos una unidad para devolver.');
  return ok(lines);
};
