import { cityWords, findCities } from './find-city';
import { findMunicipality } from './geography';

/** The DANE codes of the municipalities an operator's city names: a 5-digit code as it is; else every municipality whose
 * name is the text, accents and case ignored (both Armenias); else those where it is a whole word ("Cali" for Santiago
 * de Cali). None when nothing matches. */
export const cityCodesOf = (typed: string): readonly string[] => {
  const text = typed.trim();
  if (/^\d{5}$/.test(text)) return findMunicipality(text) ? [text] : [];
  const query = cityWords(text);
  const found = findCities(text, 200);
  const exact = found.filter((c) => cityWords(c.name) === query);
  if (exact.length > 0) return exact.map((c) => c.code);
  return found.filter((c) => ` ${cityWords(c.name)} `.includes(` ${query} `)).map((c) => c.code);
};
