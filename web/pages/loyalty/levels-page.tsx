import { LEVELS_PATH, RANKING_PATH } from '../../../contract/page-paths';
import { Link } from 'wouter';
import type { Level } from '../../../core/loyalty/levels';
import type { LevelsView } from '../../../core/loyalty/view-levels';
import { formatPesos } from '../../../core/shared/format';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LEVELS_PAGE } from '../../lib/loyalty-pages';
import { signInPath } from '../../../contract/return-path';
import { OwnLevel } from './own-level';
import { pointsText } from './points-text';

/** `/niveles/`: how points are earned, the five levels as a ladder with their thresholds and benefits, and, signed
 * in, the shopper's level and progress to the next one. */
export function LevelsPage({ view }: { view: LevelsView }) {
  const mine = view.own?.progress.level.name ?? null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs trail={[{ label: LEVELS_PAGE.crumb }]} />
      <h1 className="text-3xl font-extrabold">{LEVELS_PAGE.title}</h1>
      <p className="mt-2 leading-7">
        Cada compra y cada amigo que refieres te dan puntos. Con tus puntos acumulados subes de nivel y desbloqueas más
        beneficios.
      </p>
      {view.own ? <OwnLevel own={view.own} /> : <SignInCall />}
      <section aria-labelledby="como-ganar" className="mt-8">
        <h2 id="como-ganar" className="text-xl font-bold">
          Cómo ganas puntos
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
          <li>{`1 punto por cada ${formatPesos(view.pesosPerPoint)} de tus compras pagadas, sin contar el saldo de regalo que uses.`}</li>
          <li>{`1 punto por cada ${formatPesos(view.pesosPerPoint)} de saldo de regalo que ganas cuando tus referidos compran.`}</li>
          <li>Si un pedido se anula o se reembolsa, se descuentan los puntos que te dio.</li>
        </ul>
        <p className="mt-3 leading-7">
          {'Los puntos del mes también cuentan para la '}
          <Link href={RANKING_PATH} className="font-semibold text-brand underline">
            tabla de clasificación
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="los-niveles" className="mt-8">
        <h2 id="los-niveles" className="text-xl font-bold">
          Los cinco niveles
        </h2>
        <ol className="mt-4 space-y-4 border-l-4 border-line pl-5">
          {view.levels.map((level) => (
            <LevelStep key={level.name} level={level} mine={level.name === mine} />
          ))}
        </ol>
      </section>
    </article>
  );
}

function LevelStep({ level, mine }: { level: Level; mine: boolean }) {
  return (
    <li
      className={`relative rounded-xl border p-4 ${mine ? 'border-brand bg-red-50' : 'border-line'}`}
      aria-current={mine ? 'step' : undefined}
    >
      <span
        aria-hidden="true"
        className={`absolute top-5 -left-[1.85rem] size-4 rounded-full border-4 border-white ${mine ? 'bg-brand' : 'bg-gray-400'}`}
      />
      <h3 className="flex flex-wrap items-baseline gap-x-3 text-lg font-extrabold">
        {level.name}
        <span className="text-sm font-semibold text-muted">{`desde ${pointsText(level.minPoints)}`}</span>
        {mine && <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">Tu nivel</span>}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6">
        {level.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </li>
  );
}

function SignInCall() {
  return (
    <section aria-label="Tu nivel" className="mt-6 rounded-xl bg-surface p-4">
      <p className="font-semibold">
        Ingresa a tu cuenta para ver tus puntos, tu nivel y cuánto te falta para el siguiente.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          href={signInPath(LEVELS_PATH)}
          className="inline-flex h-11 items-center rounded-full bg-brand px-5 font-bold text-white hover:bg-brand-dark"
        >
          Ingresar
        </Link>
        <Link
          href={`/cuenta/registro/?volver=${LEVELS_PATH}`}
          className="inline-flex h-11 items-center rounded-full border-2 border-ink px-5 font-bold hover:border-brand hover:text-brand"
        >
          Crear cuenta
        </Link>
      </div>
    </section>
  );
}
