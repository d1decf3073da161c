import { Link } from 'wouter';
import type { SearchResult } from '../../core/catalog/search-products';

/** The address of a search for `query`, as the search box's form writes it. */
export const searchPath = (query: string) => `/buscar/?${new URLSearchParams({ q: query })}`;

/**
 * What the search did with the words typed, above the results: which words it searched when all of them together
 * found nothing ("Mostrando resultados para «…»", or "No encontramos «5000» en ningún producto; mostramos resultados
 * para «…»" when it left out numbers typed), and the spelling of a word it read as a typo, as a link to that
 * search ("¿Quisiste decir «…»?"). Nothing when it searched exactly what was typed.
 */
export function SearchNotice({
  result,
}: {
  result: Pick<SearchResult, 'query' | 'searched' | 'suggestion' | 'missingQuantities'>;
}) {
  const { query, searched, suggestion, missingQuantities } = result;
  if (!searched && !suggestion) return null;
  return (
    <div className="mt-2 space-y-1 text-sm">
      {searched && missingQuantities.length > 0 && (
        <p>
          {`No encontramos ${missingQuantities.map((q) => `«${q}»`).join(' ni ')} en ningún producto; `}
          <strong className="font-semibold">{`mostramos resultados para «${searched}».`}</strong>
        </p>
      )}
      {searched && missingQuantities.length === 0 && (
        <p>
          {`Ningún producto tiene todas las palabras de «${query}». `}
          <strong className="font-semibold">{`Mostrando resultados para «${searched}».`}</strong>
        </p>
      )}
      {suggestion && (
        <p>
          ¿Quisiste decir{' '}
          <Link href={searchPath(suggestion)} className="font-semibold text-brand underline underline-offset-2">
            {`«${suggestion}»`}
          </Link>
          ?
        </p>
      )}
    </div>
  );
}
