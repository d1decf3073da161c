import type { Said } from '../shared/csv';
import { pesos, type Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { GOAL_LABELS } from './listing';
import type { Goal, TaxRate } from './product';

/** How one column of the catalogue file is read (a message for operators when it cannot be) and written. */
export type Cell<T> = { readonly read: (raw: string) => Result<T, Said>; readonly write: (value: T) => string };

/** The shapes of a slug (products, brands, categories: part of addresses) and of a sku, for the file and the console. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SKU = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const GOALS = Object.keys(GOAL_LABELS) as Goal[];
export const TAX_RATES: readonly TaxRate[] = [0, 0.05, 0.19];

/** What a cell said, quoted, in a message's language. */
const got = (raw: string): Said =>
  raw === '' ? { en: 'got nothing', es: 'está vacía' } : { en: `got "${raw}"`, es: `dice "${raw}"` };
/** A cell's problem: what it must be, then what it holds. */
const must = (en: string, es: string, raw: string): Said => ({
  en: `must be ${en}, ${got(raw).en}`,
  es: `debe ser ${es}; ${got(raw).es}`,
});

/** Any text, as it is (descriptions, ingredients...). */
export const freeText: Cell<string> = { read: (raw) => ok(raw), write: (v) => v };

/** Text that may not be blank (a name, a size). */
export const requiredText: Cell<string> = {
  read: (raw) => (raw.trim() === '' ? err({ en: 'must not be empty', es: 'no puede quedar vacía' }) : ok(raw)),
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
      : err(
          must(
            'lowercase letters, digits and single dashes (e.g. gold-standard-whey)',
            'minúsculas sin tildes, números y guiones sueltos (por ejemplo gold-standard-whey)',
            raw,
          ),
        ),
  write: (v) => v,
};

export const skuCell: Cell<string> = {
  read: (raw) =>
    SKU.test(raw.trim().toUpperCase())
      ? ok(raw.trim().toUpperCase())
      : err(
          must(
            'letters, digits and single dashes (e.g. ON-GSW-2LB-MOCH)',
            'letras, números y guiones sueltos (por ejemplo ON-GSW-2LB-MOCH)',
            raw,
          ),
        ),
  write: (v) => v,
};

export const goalCell: Cell<Goal> = {
  read: (raw) =>
    GOALS.includes(raw.trim() as Goal)
      ? ok(raw.trim() as Goal)
      : err(must(`one of ${GOALS.join(', ')}`, `uno de ${GOALS.join(', ')}`, raw)),
  write: (v) => v,
};

export const yesNo: Cell<boolean> = {
  read: (raw) => {
    const v = raw.trim().toLowerCase();
    return v === 'yes' ? ok(true) : v === 'no' ? ok(false) : err(must('yes or no', 'yes o no', raw));
  },
  write: (v) => (v ? 'yes' : 'no'),
};

/** A whole number from `min` on, written with digits only. */
export const wholeNumber = (
  min: number,
  what: Said = { en: 'a whole number', es: 'un número entero' },
): Cell<number> => ({
  read: (raw) => {
    const v = raw.trim();
    const n = Number(v);
    return /^\d+$/.test(v) && Number.isSafeInteger(n) && n >= min
      ? ok(n)
      : err(
          must(
            `${what.en} of at least ${min}, written with digits only`,
            `${what.es} desde ${min}, solo con dígitos`,
            raw,
          ),
        );
  },
  write: (v) => String(v),
});

const wholePesos = wholeNumber(1, { en: 'whole pesos', es: 'pesos enteros' });

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
    return rate === undefined
      ? err(must(`one of ${TAX_RATES.join(', ')}`, `uno de ${TAX_RATES.join(', ')}`, raw))
      : ok(rate);
  },
  write: (v) => String(v),
};
