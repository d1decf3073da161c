import type { SkuInfo } from '../cart/ports';
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

/** Units the buyer asks to give back, whether they are still sealed (what the right of withdrawal requires), and, for
 * an exchange (`cambio`), the variant they want instead. */
export type ReturnLineAsk = {
  readonly sku: string;
  readonly quantity: number;
  readonly sealed: boolean;
  readonly exchangeSku: string | null;
};

/** A line of a return as kept: the units, the price they were sold at, and the variant wanted instead (a `cambio`). */
export type ReturnLine = {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: Pesos;
  readonly exchangeSku: string | null;
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
 * no more than are left, and, for the right of withdrawal and an exchange, only sealed units (as the returns page says). */
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
    // What is exchanged goes back on sale: only sealed units (an opened one with a fault is a defect, not an exchange).
    if (reason === 'cambio' && !ask.sealed)
      return refuse(`Solo cambiamos productos sellados, sin abrir: ${line.name} no lo está.`);
    const exchangeSku = ask.exchangeSku?.trim() || null;
    if (reason === 'cambio' && !exchangeSku)
      return refuse(`Elige el sabor o la presentación que quieres en lugar de ${line.name}.`);
    if (reason !== 'cambio' && exchangeSku)
      return refuse(
        'Solo un cambio lleva otro sabor o presentación: elige el motivo «cambio» o quita el producto que quieres.',
      );
    lines.push({ sku: line.sku, name: line.name, quantity: ask.quantity, unitPrice: line.unitPrice, exchangeSku });
  }
  if (lines.length === 0) return refuse('Elige al menos una unidad para devolver.');
  return ok(lines);
};

/** Whether a variant can replace a sold one in an exchange: another variant of the same product, on sale today at the
 * price that was paid, with the units asked (the store never asks a difference nor gives one back). */
export const exchangeRefusal = (
  sold: { readonly sku: string; readonly name: string; readonly productSlug: string; readonly unitPrice: Pesos },
  wanted: SkuInfo | undefined,
  units: number,
): string | null => {
  if (!wanted || !wanted.sellable || wanted.sku === sold.sku || wanted.productSlug !== sold.productSlug)
    return `Para ${sold.name} solo puedes elegir otro sabor o presentación del mismo producto.`;
  const variant = [wanted.flavour, wanted.size].filter(Boolean).join(', ');
  if (wanted.price !== sold.unitPrice)
    return `${wanted.name} (${variant}) tiene hoy otro precio: el cambio es por uno del mismo precio que pagaste.`;
  if (wanted.stock < units)
    return wanted.stock === 0
      ? `${wanted.name} (${variant}) está agotado: elige otro.`
      : `De ${wanted.name} (${variant}) quedan ${wanted.stock} ${wanted.stock === 1 ? 'unidad' : 'unidades'}.`;
  return null;
};

/** Checks each exchange line of a `cambio` against the catalogue today (see `exchangeRefusal`); a variant wanted on two
 * lines needs the units of both. */
export const checkExchanges = (
  sold: readonly (SoldLine & { readonly productSlug: string })[],
  lines: readonly ReturnLine[],
  catalogue: readonly SkuInfo[],
): Result<readonly ReturnLine[], ReturnLinesRefusal> => {
  const bySku = new Map(catalogue.map((v) => [v.sku, v]));
  const soldBySku = new Map(sold.map((l) => [l.sku, l]));
  const wantedUnits = new Map<string, number>();
  for (const l of lines)
    if (l.exchangeSku) wantedUnits.set(l.exchangeSku, (wantedUnits.get(l.exchangeSku) ?? 0) + l.quantity);
  for (const l of lines) {
    if (!l.exchangeSku) continue;
    const refused = exchangeRefusal(soldBySku.get(l.sku)!, bySku.get(l.exchangeSku), wantedUnits.get(l.exchangeSku)!);
    if (refused) return refuse(refused);
  }
  return ok(lines);
};
