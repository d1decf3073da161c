import { foldText } from '../shared/fold-text';
import { departments, municipalitiesOf, shippingZoneOf, type Municipality } from './geography';

/** A municipality found by name, with its department's name to tell apart namesakes ("Armenia, Antioquia"). */
export type CityMatch = Municipality & { readonly departmentName: string };

/** A name as cities are compared: folded (no accents, lower case), words separated by one space. */
export const cityWords = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();

const CITIES = departments().flatMap((department) =>
  municipalitiesOf(department.code).map((municipality) => ({
    match: { ...municipality, departmentName: department.name },
    name: ` ${cityWords(municipality.name)} `,
    // Bogotá and the main cities first among equally good matches: most parcels go there.
    served: shippingZoneOf(municipality.code) === 'rest' || shippingZoneOf(municipality.code) === 'special' ? 1 : 0,
  })),
);

/** How well a name (spaced, folded) matches the query: the whole name, a whole word of it ("Cali" in "Santiago de
 * Cali"), the start of a word ("Calima"), anywhere inside it; null when not at all. */
const rank = (name: string, query: string): number | null => {
  if (name === ` ${query} `) return 0;
  if (name.includes(` ${query} `)) return 1;
  if (name.includes(` ${query}`)) return 2;
  return name.includes(query) ? 3 : null;
};

/** The municipalities whose name holds what the shopper typed, accents and case ignored ("Cali" finds Santiago de Cali,
 * "cartagena" Cartagena de Indias, "bogota" Bogotá D.C.), best first, at most `limit`; none for under 2 letters. */
export const findCities = (typed: string, limit = 8): readonly CityMatch[] => {
  const query = cityWords(typed);
  if (query.length < 2) return [];
  return CITIES.flatMap((city) => {
    const score = rank(city.name, query);
    return score === null ? [] : [{ ...city, score }];
  })
    .sort((a, b) => a.score - b.score || a.served - b.served || a.name.localeCompare(b.name, 'es'))
    .slice(0, limit)
    .map((city) => city.match);
};
