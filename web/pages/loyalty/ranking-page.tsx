import { RANKING_PATH } from '../../../contract/page-paths';
import { Link } from 'wouter';
import type { RankingMonthError, RankingView } from '../../../core/loyalty/view-ranking';
import type { Result } from '../../../core/shared/result';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { RANKING_PAGE } from '../../lib/loyalty-pages';
import { RankingBoard } from './ranking-board';

/** `/tabla-clasificacion/`: a month's ranking (live for the current month), or why the month asked for cannot be
 * shown, with the way back to this month's table. */
export function RankingPage({
  ranking,
  signedIn,
}: {
  ranking: Result<RankingView, RankingMonthError>;
  signedIn: boolean;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs trail={[{ label: RANKING_PAGE.crumb }]} />
      <h1 className="text-3xl font-extrabold">{RANKING_PAGE.title}</h1>
      {ranking.ok ? (
        <RankingBoard key={ranking.value.month} loaded={ranking.value} signedIn={signedIn} />
      ) : (
        <div className="mt-4 rounded-xl border border-warn/40 bg-amber-50 p-4">
          <p role="alert">{ranking.error.message}</p>
          <Link href={RANKING_PATH} className="mt-3 inline-block font-semibold text-brand underline">
            Ver la tabla de este mes
          </Link>
        </div>
      )}
    </article>
  );
}
