/** Lower case without accents: `PROTEÍNA Ñandú` → `proteina nandu`, so search compares what shoppers mean. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
