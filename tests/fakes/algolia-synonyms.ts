// Query words and synonyms in the fake Algolia (see algolia-engine.ts): a small model of how the engine reads a
// query with the index's synonym objects, not Algolia's implementation.

export type SynonymObject = {
  objectID: string;
  type: 'synonym' | 'onewaysynonym';
  synonyms: string[];
  input?: string;
};

/** One part of a query: the words typed, and the phrases that may match in their place (what was typed first). */
export type QueryPart = { typed: string[]; alternatives: string[][] };

/** Lower case without accents, as Algolia normalises text before matching. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export const words = (s: string) =>
  fold(s)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Each phrase a synonym object matches in a query, with the phrases it then also searches. */
const entries = (synonyms: readonly SynonymObject[], drop: (w: string) => boolean) =>
  synonyms.flatMap((s) => {
    const phrase = (p: string) => words(p).filter((w) => !drop(w));
    if (s.type === 'onewaysynonym') return [{ from: phrase(s.input ?? ''), to: s.synonyms.map(phrase) }];
    const all = s.synonyms.map(phrase);
    return all.map((from) => ({ from, to: all.filter((p) => p !== from) }));
  });

/** The parts of a query: a synonym's phrase found in the words (longest first) is one part, any other word another. */
export const queryParts = (
  query: readonly string[],
  synonyms: readonly SynonymObject[],
  drop: (w: string) => boolean,
) => {
  const list = entries(synonyms, drop).filter((e) => e.from.length > 0);
  const parts: QueryPart[] = [];
  for (let at = 0; at < query.length;) {
    const found = list
      .filter((e) => e.from.every((w, i) => query[at + i] === w))
      .sort((a, b) => b.from.length - a.from.length)[0];
    const typed = query.slice(at, at + (found?.from.length ?? 1));
    parts.push({ typed, alternatives: [typed, ...(found?.to ?? [])] });
    at += typed.length;
  }
  return parts;
};
