import { IN_LISTING_LINK } from '../lib/in-listing';
import { Link } from 'wouter';

/**
 * Page links of a listing, with previous/next and the current page marked; `hrefOf` keeps the filters. Another page
 * opens at the top of its results, not of the whole page.
 */
export function Pagination({
  hrefOf,
  page,
  pageCount,
}: {
  hrefOf: (page: number) => string;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const cell = 'inline-flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold';
  return (
    <nav aria-label="Páginas" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          href={hrefOf(page - 1)}
          {...IN_LISTING_LINK}
          rel="prev"
          className={`${cell} border-line hover:border-brand`}
        >
          Anterior
        </Link>
      )}
      {pages.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${cell} border-brand bg-brand text-white`}>
            {n}
          </span>
        ) : (
          <Link
            key={n}
            href={hrefOf(n)}
            {...IN_LISTING_LINK}
            aria-label={`Página ${n}`}
            className={`${cell} border-line hover:border-brand`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link
          href={hrefOf(page + 1)}
          {...IN_LISTING_LINK}
          rel="next"
          className={`${cell} border-line hover:border-brand`}
        >
          Siguiente
        </Link>
      )}
    </nav>
  );
}
