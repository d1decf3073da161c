import type { LevelsView } from '../../../core/loyalty/view-levels';
import { formatNumber } from '../../lib/format';
import { pointsText } from './points-text';

type Own = NonNullable<LevelsView['own']>;

/** The signed-in shopper's level, points and an accessible progress bar to the next level. */
export function OwnLevel({ own }: { own: Own }) {
  const { level, next, pointsToNext, percent } = own.progress;
  return (
    <section aria-labelledby="tu-nivel" className="mt-6 rounded-xl border-2 border-brand p-4">
      <h2 id="tu-nivel" className="text-2xl font-extrabold">{`Tu nivel: ${level.name}`}</h2>
      <p className="mt-1 tabular">{`Tienes ${pointsText(own.points)} acumulados.`}</p>
      {next ? (
        <>
          <div
            role="progressbar"
            aria-label={`Progreso hacia ${next.name}`}
            aria-valuemin={level.minPoints}
            aria-valuemax={next.minPoints}
            aria-valuenow={own.points}
            aria-valuetext={`${formatNumber(own.points)} de ${formatNumber(next.minPoints)} puntos (${percent} %)`}
            className="mt-3 h-3 overflow-hidden rounded-full bg-line"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-2 text-sm font-semibold">{`Te faltan ${pointsText(pointsToNext)} para ${next.name}.`}</p>
        </>
      ) : (
        <p className="mt-2 font-semibold">Llegaste al nivel más alto. ¡Gracias por ser parte de Fornido!</p>
      )}
    </section>
  );
}
