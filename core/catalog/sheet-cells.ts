import { pesos, type Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { GOAL_LABELS } from './listing';
import type { Goal, TaxRate } from './product';

/** How one column of the catalogue file is read (a message for operators when it cannot be) and written. */
export type Cell<T> = { readonly read: (raw: string) => Result<T, string>; readonly write: (value: T) => string };

/** The shapes of a slug (products, brands, categories: part of addresses) and of a sku, for the file and the console. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SKU = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const GOALS = Object.keys(GOAL_LABELS) as Goal[];
export const TAX_RATES: readonly TaxRate[] = [0, 0.05, 0.19];

const shown = (raw: string) => (raw === '' ? 'nothing' : `"${raw}"`);

/** Any text, as it is (descriptions, ingredients...). */
export const freeText: Cell<string> = { read: (raw) => ok(raw), write: (v) => v };

/** Text that may not be blank (a name, a size). */
export const requiredText: Cell<string> = {
  read: (raw) => (raw.trim() === '' ? err('must not be empty') : ok(raw)),
  write: (v) => v,
};

/** Text or nothing (a flavour): an empty cell is none. */
export const optionalText: Cell<string | null> = {
  read: (raw) => ok(raw.trim() === '' ? null : raw),
  write: (v) => v ?? '',
};

export const slugCell: Cell<string> = {
  read: (raw) =>
    SLUG.test(raw.trim())
      ? ok(raw.trim())
      : err(`must be lowercase letters, digits and single dashes (e.g. gold-standard-whey), got ${shown(raw)}`),
  write: (v) => v,
};

export const skuCell: Cell<string> = {
  read: (raw) =>
    SKU.test(raw.trim().toUpperCase())
      ? ok(raw.trim().toUpperCase())
      : err(`must be letters, digits and single dashes (e.g. ON-GSW-2LB-MOCH), got ${shown(raw)}`),
  write: (v) => v,
};

export const goalCell: Cell<Goal> = {
  read: (raw) =>
    GOALS.includes(raw.trim() as Goal)
      ? ok(raw.trim() as Goal)
      : err(`must be one of ${GOALS.join(', ')}, got ${shown(raw)}`),
  write: (v) => v,
};

export const yesNo: Cell<boolean> = {
  read: (raw) => {
    const v = raw.trim().toLowerCase();
    return v === 'yes' ? ok(true) : v === 'no' ? ok(false) : err(`must be yes or no, got ${shown(raw)}`);
  },
  write: (v) => (v ? 'yes' : 'no'),
};

/** A whole number from `min` on, written with digits only. */
export const wholeNumber = (min: number, what = 'a whole number'): Cell<number> => ({
  read: (raw) => {
    const v = raw.trim();
    const n = Number(v);
    return /^\d+$/.test(v) && Number.isSafeInteger(n) && n >= min
      ? ok(n)
      : err(`must be ${what} of at least ${min}, written with digits only, got ${shown(raw)}`);
  },
  write: (v) => String(v),
});

const wholePesos = wholeNumber(1, 'whole pesos');

/** A price in whole pesos (189900), never a fraction or a thousands separator. */
export const pesosCell: Cell<Pesos> = {
  read: (raw) => {
    const n = wholePesos.read(raw);
    return n.ok ? ok(pesos(n.value)) : n;
  },
  write: (v) => String(v),
};

/** A price or nothing (a compare-at price). */
export const optionalPesos: Cell<Pesos | null> = {
  read: (raw) => (raw.trim() === '' ? ok(null) : pesosCell.read(raw)),
  write: (v) => (v === null ? '' : String(v)),
};

export const taxRateCell: Cell<TaxRate> = {
  read: (raw) => {
    const rate = TAX_RATES.find((r) => String(r) === raw.trim());
    return rate === undefined ? err(`must be one of ${TAX_RATES.join(', ')}, got ${shown(raw)}`) : ok(rate);
  },
  write: (v) => String(v),
};
