import { formatNumber } from '../lib/format';
import { macroShares, type MacroShare } from '../lib/macro-shares';
import type { NutritionPlan } from '../../core/nutrition/calorie-calculator';

const COLOURS: Readonly<Record<MacroShare['macro'], string>> = {
  protein: '#d41d38',
  fat: '#f59e0b',
  carbs: '#2563eb',
};

/** "proteína 112 g (24 %), grasa 51 g (25 %) y carbohidratos 218 g (51 %)": the chart said in words. */
const spoken = (shares: readonly MacroShare[]) =>
  shares
    .map((s) => `${s.label.toLowerCase()} ${formatNumber(s.grams)} g (${s.percent} %)`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' y $1');

/**
 * How the day's calories split between protein, fat and carbohydrates: one bar in three parts, said in words to screen
 * readers, with a legend of grams, calories and shares under it. Plain SVG: no chart library.
 */
export function MacroChart({ plan }: { plan: Pick<NutritionPlan, 'proteinGrams' | 'fatGrams' | 'carbsGrams'> }) {
  const shares = macroShares(plan);
  const total = shares.reduce((sum, s) => sum + s.kcal, 0) || 1;
  // Each part starts where the ones before it end.
  const parts = shares.map((s, i) => ({
    ...s,
    x: (shares.slice(0, i).reduce((sum, p) => sum + p.kcal, 0) / total) * 100,
    width: (s.kcal / total) * 100,
  }));
  return (
    <div className="mt-4">
      <svg
        role="img"
        aria-label={`Reparto de tus calorías: ${spoken(shares)}.`}
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        className="block h-6 w-full overflow-hidden rounded-full"
      >
        {parts.map((p) => (
          <rect key={p.macro} x={p.x} y={0} width={p.width} height={10} fill={COLOURS[p.macro]} />
        ))}
      </svg>
      <ul className="mt-3 grid gap-2">
        {shares.map((s) => (
          <li key={s.macro} className="flex items-center gap-3 rounded-lg bg-surface px-3 py-2">
            <span
              aria-hidden="true"
              className="h-3.5 w-3.5 shrink-0 rounded-sm"
              style={{ backgroundColor: COLOURS[s.macro] }}
            />
            <span className="flex-1 font-semibold">{s.label}</span>
            <span className="text-right tabular">
              <span className="block text-xl font-extrabold">{`${formatNumber(s.grams)} g`}</span>
              <span className="block text-sm text-muted">{`${formatNumber(s.kcal)} kcal · ${s.percent} %`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
