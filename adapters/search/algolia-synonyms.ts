import type { SynonymHit } from 'algoliasearch';
import { foldText } from '../../core/shared/fold-text';
import type { SynonymGroup } from '../../core/catalog/search-synonyms';

/**
 * The synonym table as Algolia's synonym objects: an `equivalent` group is a multi-way `synonym`, a `one-way` group
 * a `onewaysynonym` from its phrase. The objectID names the group by its first phrase, so sending the table again
 * (with `replaceExistingSynonyms`) replaces each group in place and removes the groups taken out of it.
 */
export const toSynonymHits = (groups: readonly SynonymGroup[]): SynonymHit[] =>
  groups.map((g) => {
    const first = g.kind === 'one-way' ? g.from : g.phrases[0];
    const objectID = `${g.kind === 'one-way' ? 'oneway' : 'synonym'}-${foldText(first).replace(/[^a-z0-9]+/g, '-')}`;
    return g.kind === 'one-way'
      ? { objectID, type: 'onewaysynonym', input: g.from, synonyms: [...g.to] }
      : { objectID, type: 'synonym', synonyms: [...g.phrases] };
  });
