/** Lower case without accents: `PROTEÍNA Ñandú` → `proteina nandu`. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The words of what a shopper typed, folded: letters and digits only (so they are safe inside a
 * tsquery), two characters or more, no repeats, at most eight.
 */
export const searchWords = (text: string): string[] =>
  [
    ...new Set(
      foldText(text)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 2),
    ),
  ].slice(0, 8);
