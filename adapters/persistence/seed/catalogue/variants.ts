import type { SeedVariant } from '../seed-types';

/** Flavours as shoppers read them, keyed by the short code used in SKUs. */
export const FLAVOURS = {
  CHOC: 'Chocolate',
  VAIN: 'Vainilla',
  FRES: 'Fresa',
  COOK: 'Cookies & Cream',
  MOCH: 'Mocha',
  BAN: 'Banano',
  AREQ: 'Arequipe',
  SS: 'Sin sabor',
  LIM: 'Limón',
  UVA: 'Uva',
  FRR: 'Frutos rojos',
  PON: 'Ponche de frutas',
  MAN: 'Mango',
  SAN: 'Sandía',
  MAR: 'Maracuyá',
  FRAZ: 'Frambuesa azul',
} as const;

export type FlavourCode = keyof typeof FLAVOURS;

export type SizeSpec = {
  /** As printed on the pack: "2 lb", "300 g", "60 cápsulas". */
  size: string;
  /** The size's part of the SKU: "2LB", "300G", "60CAP". */
  code: string;
  grams: number;
  servings: number;
  price: number;
  compareAt?: number;
  /** Flavours sold in this size, when not every flavour of the product is. */
  flavours?: readonly FlavourCode[];
};

type Extra = Pick<SizeSpec, 'compareAt' | 'flavours'>;

const LB = 453.592;

/** A size in pounds: `lb(2, 29, 189900)` is "2 lb", 907 g, 29 servings. */
export const lb = (pounds: number, servings: number, price: number, extra: Extra = {}): SizeSpec => ({
  size: `${pounds} lb`,
  code: `${String(pounds).replace('.', 'P')}LB`,
  grams: Math.round(pounds * LB),
  servings,
  price,
  ...extra,
});

/** A size in grams or millilitres ("300 g", "473 ml"); `grams` is the shipping weight. */
export const metric = (
  amount: number,
  unit: 'g' | 'kg' | 'ml',
  servings: number,
  price: number,
  extra: Extra & { grams?: number } = {},
): SizeSpec => ({
  size: `${amount} ${unit}`,
  code: `${amount}${unit.toUpperCase()}`,
  grams: extra.grams ?? (unit === 'kg' ? amount * 1000 : unit === 'ml' ? Math.round(amount * 1.05) + 60 : amount),
  servings,
  price,
  compareAt: extra.compareAt,
  flavours: extra.flavours,
});

const UNIT_CODES = { 'cápsulas': 'CAP', 'cápsulas blandas': 'SG', 'tabletas': 'TAB', 'sobres': 'PAK' } as const;

/** A count of units in a bottle ("120 cápsulas"); `grams` is the whole bottle's shipping weight. */
export const units = (
  count: number,
  unit: keyof typeof UNIT_CODES,
  servings: number,
  price: number,
  grams: number,
  extra: Extra = {},
): SizeSpec => ({
  size: `${count} ${unit}`,
  code: `${count}${UNIT_CODES[unit]}`,
  grams,
  servings,
  price,
  ...extra,
});

// A stable spread of stock levels (5–80) per SKU, so the seed needs no randomness.
const defaultStock = (sku: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < sku.length; i++) h = Math.imul(h ^ sku.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return 5 + (((h ^ (h >>> 13)) >>> 0) % 76);
};

export type VariantOptions = {
  /** Stock by "SIZE-FLAVOUR" code ("5LB-FRES") or size code alone for unflavoured products. */
  stock?: Record<string, number>;
  /** Every variant out of stock. */
  soldOut?: boolean;
};

/**
 * Variants for every size × flavour (or one per size when `flavours` is null). Flavours of one size
 * share its price and "before" price.
 */
export const buildVariants = (
  prefix: string,
  sizes: readonly SizeSpec[],
  flavours: readonly FlavourCode[] | null,
  options: VariantOptions = {},
): SeedVariant[] =>
  sizes.flatMap((s) =>
    (flavours === null ? [null] : (s.flavours ?? flavours)).map((code): SeedVariant => {
      const key = code === null ? s.code : `${s.code}-${code}`;
      const sku = `${prefix}-${key}`;
      return {
        sku,
        flavour: code === null ? null : FLAVOURS[code],
        size: s.size,
        weightGrams: s.grams,
        servings: s.servings,
        price: s.price,
        compareAt: s.compareAt ?? null,
        stock: options.soldOut ? 0 : (options.stock?.[key] ?? defaultStock(sku)),
      };
    }),
  );

/** Joins paragraphs with a blank line, the way descriptions are stored. */
export const paragraphs = (...texts: string[]): string => texts.join('\n\n');

const WARNING =
  'Este producto es un suplemento dietario, no es un medicamento y no suple una alimentación equilibrada.';

/** "Modo de uso" text followed by the label warning every supplement carries in Colombia. */
export const usage = (howTo: string, extraWarning?: string): string =>
  paragraphs(howTo, [WARNING, extraWarning, 'Manténgase fuera del alcance de los niños.'].filter(Boolean).join(' '));

/** Extra warning for products with caffeine or other stimulants. */
export const STIMULANT_WARNING =
  'Contiene cafeína: no lo consumas si eres menor de edad, estás embarazada o en lactancia, o tienes hipertensión o alguna condición cardíaca. No lo mezcles con otros productos con cafeína.';
