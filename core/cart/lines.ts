import type { TaxRate } from '../catalog/product';
import { maxPesos, splitIva, subtract, sum, times, ZERO, type Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';

/** A cart line priced by the server from the catalogue: unit price includes IVA. */
export type PricedLine = {
  readonly sku: string;
  readonly unitPrice: Pesos;
  readonly quantity: number;
  readonly taxRate: TaxRate;
  /** The "before" price, shown struck through; never charged. */
  readonly compareAt?: Pesos | null;
};

/** One line as the checkout shows it: gross, its IVA split, and the saving against the "before" price. */
export type LineBreakdown = PricedLine & {
  readonly gross: Pesos;
  readonly base: Pesos;
  readonly iva: Pesos;
  readonly saving: Pesos;
};

export type LineError =
  | { readonly kind: 'empty-cart'; readonly message: string }
  | { readonly kind: 'invalid-quantity'; readonly sku: string; readonly message: string };

/** Prices one line: gross = unit price × quantity, split into base and IVA at the line's rate. */
export const breakdownLine = (line: PricedLine): LineBreakdown => {
  if (line.unitPrice < 0) throw new RangeError(`Negative price for ${line.sku}: ${line.unitPrice}`);
  const gross = times(line.unitPrice, line.quantity);
  const before = line.compareAt ?? null;
  const saving = before === null ? ZERO : times(maxPesos(ZERO, subtract(before, line.unitPrice)), line.quantity);
  return { ...line, gross, ...splitIva(gross, line.taxRate), saving };
};

/** Refuses an empty cart and any quantity that is not a whole number of at least 1 (figures from a browser are not trusted). */
export const checkLines = (lines: readonly PricedLine[]): Result<readonly PricedLine[], LineError> => {
  if (lines.length === 0) return err({ kind: 'empty-cart', message: 'Tu carrito está vacío.' });
  const wrong = lines.find((line) => !Number.isSafeInteger(line.quantity) || line.quantity < 1);
  return wrong
    ? err({
        kind: 'invalid-quantity',
        sku: wrong.sku,
        message: 'La cantidad de cada producto debe ser un número entero mayor que cero.',
      })
    : ok(lines);
};

/** The products subtotal: Σ line gross, IVA included. */
export const subtotalOf = (lines: readonly LineBreakdown[]): Pesos => sum(lines.map((line) => line.gross));
