/**
 * The ways Colombian shoppers name what the store sells, as data: both search adapters read this table (the store's
 * own search expands the words typed with it; `fornido search reindex` sends it to Algolia as synonym objects).
 *
 * - `equivalent`: every phrase finds what any other finds ("termogénico" finds the fat burners, and back).
 * - `one-way`: the phrase `from` also finds `to`, not the other way round: "aminoácidos" finds the BCAA, while
 *   "bcaa" must not find glutamine.
 *
 * Phrases are written as shoppers type them, accents and all; search ignores case, accents and Spanish stop words
 * ("quemador de grasa" is the words "quemador grasa"). A phrase is the entry point of one group only.
 */
export type SynonymGroup =
  | { readonly kind: 'equivalent'; readonly phrases: readonly string[] }
  | { readonly kind: 'one-way'; readonly from: string; readonly to: readonly string[] };

const same = (...phrases: string[]): SynonymGroup => ({ kind: 'equivalent', phrases });
const oneWay = (from: string, ...to: string[]): SynonymGroup => ({ kind: 'one-way', from, to });

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  // Quemadores: the category, its products' summaries ("Termogénico con cafeína…") and how people ask for them.
  same('quemador de grasa', 'quemagrasa', 'quemador', 'termogénico', 'fat burner', 'thermo'),
  oneWay('bajar de peso', 'quemador', 'termogénico', 'definir'),
  oneWay('adelgazar', 'quemador', 'termogénico', 'definir'),
  // "L-carnitina" is "carnitina" to search (a one-letter word means nothing), so one spelling each.
  same('carnitina', 'carnitine'),
  same('cla', 'ácido linoleico conjugado'),
  // Proteínas: isolates, hydrolysed, casein, whey, plant protein.
  same('aislada', 'aislado', 'isolada', 'isolado', 'isolate'),
  same('hidrolizada', 'hidrolizado', 'hydrolyzed', 'hidrolisada'),
  same('whey', 'suero de leche', 'proteína de suero', 'suero'),
  same('caseína', 'casein', 'caseína micelar'),
  same('proteína vegana', 'proteína vegetal', 'vegan protein', 'plant protein'),
  // Ganadores de masa: the category and the English names on the jars.
  same('ganador de masa', 'ganador de peso', 'ganador', 'gainer', 'mass gainer', 'hipercalórico'),
  oneWay('subir de peso', 'ganador', 'gainer', 'hipercalórico'),
  oneWay('aumentar masa muscular', 'ganar masa', 'ganador', 'gainer'),
  // Creatinas.
  same('creatina', 'creatine', 'kreatina'),
  same('monohidratada', 'monohidrato', 'monohydrate'),
  // Aminoácidos: every amino product for the family name, only the BCAA for "bcaa".
  oneWay('aminoácidos', 'amino', 'bcaa', 'eaa', 'glutamina'),
  same('bcaa', 'aminoácidos ramificados', 'aminoácidos de cadena ramificada'),
  same('glutamina', 'glutamine'),
  // Pre-entrenos, as the label says and as people write it.
  same('pre-entreno', 'preentreno', 'pre-workout', 'preworkout', 'pre entrenamiento'),
  same('óxido nítrico', 'nitric oxide', 'vasodilatador'),
  same('beta-alanina', 'betaalanina', 'beta-alanine'),
  same('cafeína', 'caffeine'),
  // Vitaminas y salud.
  same('multivitamínico', 'multivitamina', 'multi vitamínico'),
  oneWay('vitaminas', 'multivitamínico'),
  same('colágeno', 'collagen'),
  same('omega 3', 'omega3', 'aceite de pescado', 'fish oil'),
  oneWay('pastillas', 'cápsulas', 'tabletas'),
  // A flavour Colombians call by its own name.
  oneWay('dulce de leche', 'arequipe'),
];
