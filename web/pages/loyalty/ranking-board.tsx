import { LEVELS_PATH, RANKING_PATH } from '../../../contract/page-paths';
import { useState } from 'react';
import { Link } from 'wouter';
import { RANKING_CHANNEL, RANKING_PRESENCE_CHANNEL, RANKING_UPDATED } from '../../../core/realtime/channels';
import type { RankingView } from '../../../core/loyalty/view-ranking';
import { LiveStatus } from '../../components/live-status';
import { formatNumber } from '../../lib/format';
import { monthName } from '../../lib/loyalty-pages';
import { useLiveChannel } from '../../state/realtime/use-live-channel';
import { usePresenceCount } from '../../state/realtime/use-presence-count';
import { signInPath } from '../../../contract/return-path';
import { pointsText } from './points-text';
import { RankingTable } from './ranking-table';
import { readRankingAgain } from './read-ranking-again';

const RANKING_NEWS = [RANKING_UPDATED] as const;

/**
 * A month's table, the shopper's own standing and the months to choose (a GET form: it works without JavaScript).
 * The current month's table is read again each time the store says it moved (`ranking.updated`, sent when an order
 * is paid, delivered or reversed); signed in, the shopper also joins the ranking's presence channel and sees how many
 * are looking.
 */
export function RankingBoard({ loaded, signedIn }: { loaded: RankingView; signedIn: boolean }) {
  const [view, setView] = useState(loaded);
  const current = view.month === view.current;
  const reread = () => void readRankingAgain(view.month, setView);
  const live = useLiveChannel(current ? RANKING_CHANNEL : null, RANKING_NEWS, reread);
  const watching = usePresenceCount(current && signedIn ? RANKING_PRESENCE_CHANNEL : null);
  const month = monthName(view.month);
  return (
    <>
      <p className="mt-2 leading-7">
        {current
          ? `Los clientes con más puntos en ${month}, hora de Bogotá. La tabla se reinicia cada mes.`
          : `Así terminó la tabla de ${month}.`}
      </p>
      {current && (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <LiveStatus state={live.state} polling={false} />
          {watching !== null && (
            <p className="text-sm text-muted" data-viendo={watching}>
              {watching === 1 ? 'Solo tú estás viendo la tabla ahora.' : `${watching} clientes viendo la tabla`}
            </p>
          )}
        </div>
      )}
      {view.rows.length > 0 ? (
        <RankingTable rows={view.rows} month={month} />
      ) : (
        <div className="mt-6 rounded-xl bg-surface p-4">
          <p className="font-semibold">
            {current
              ? 'Aún no hay puntos este mes. ¡Haz tu compra y encabeza la tabla!'
              : `Nadie sumó puntos en ${month}.`}
          </p>
          <Link href={LEVELS_PATH} className="mt-2 inline-block font-semibold text-brand underline">
            Cómo ganar puntos
          </Link>
        </div>
      )}
      <OwnStanding view={view} signedIn={signedIn} month={month} />
      <form method="get" action={RANKING_PATH} className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Ver otro mes
          <select
            name="mes"
            defaultValue={view.month}
            className="h-11 rounded-lg border border-line bg-white px-3 text-base font-normal"
          >
            {view.months.map((m) => (
              <option key={m} value={m}>
                {m === view.current ? `${monthName(m)} (este mes)` : monthName(m)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-11 rounded-full border-2 border-ink px-5 font-bold hover:border-brand hover:text-brand"
        >
          Ver tabla
        </button>
      </form>
      <p className="mt-6 text-sm text-muted">
        {'Mostramos solo tu nombre y la inicial de tu apellido. '}
        <Link href={LEVELS_PATH} className="font-semibold text-brand underline">
          Así ganas puntos y subes de nivel
        </Link>
        .
      </p>
    </>
  );
}

/** Where the shopper stands that month, below the table when they are not in it. */
function OwnStanding({ view, signedIn, month }: { view: RankingView; signedIn: boolean; month: string }) {
  if (!signedIn)
    return (
      <p className="mt-4">
        <Link href={signInPath(RANKING_PATH)} className="font-semibold text-brand underline">
          Ingresa
        </Link>
        {' para ver tu posición en la tabla.'}
      </p>
    );
  if (view.own === null)
    return <p className="mt-4">{`No tienes puntos en ${month}: tus compras pagadas te ponen en la tabla.`}</p>;
  if (view.own.inTop) return null;
  return (
    <p className="mt-4 rounded-xl border-2 border-brand p-4 font-semibold" data-mi-posicion={view.own.position}>
      {`Tu posición en ${month}: ${formatNumber(view.own.position)}.º, con ${pointsText(view.own.points)}.`}
    </p>
  );
}
