import type { NutritionGoal, NutritionPlan } from '../../core/nutrition/calorie-calculator';
import { CALCULATOR } from '../../core/nutrition/calorie-calculator';
import { formatNumber } from '../lib/format';
import { MacroChart } from './macro-chart';

const kcal = (n: number) => `${formatNumber(n)} kcal`;

/** What the goal does to the calories that keep one's weight, in words: "20 % menos para bajar de peso". */
const GOAL_NOTE: Readonly<Record<NutritionGoal, string>> = {
  lose: `${Math.round(Math.abs(CALCULATOR.goalAdjustment.lose) * 100)} % menos, para bajar de peso`,
  keep: 'Las mismas, para mantener tu peso',
  gain: `${Math.round(CALCULATOR.goalAdjustment.gain * 100)} % más, para subir de peso`,
};

/** The calculator's answer: the basal rate, the calories that keep the shopper's weight and those of their goal, then
 * the day's protein, fat and carbohydrates as figures and as a chart. */
export function CalculatorResult({ plan, goal }: { plan: NutritionPlan; goal: NutritionGoal }) {
  const figures = [
    ['Metabolismo basal (TMB)', plan.bmr, 'Lo que tu cuerpo gasta en reposo.'],
    ['Para mantener tu peso', plan.maintenanceCalories, 'Con tu nivel de actividad física.'],
    ['Tu meta diaria', plan.calories, `${GOAL_NOTE[goal]}.`],
  ] as const;
  return (
    <>
      <dl className="mt-3 grid gap-2 sm:grid-cols-3">
        {figures.map(([label, value, note], i) => (
          <div key={label} className={`rounded-lg p-3 ${i === 2 ? 'bg-ink text-white' : 'bg-surface'}`}>
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular">{kcal(value)}</dd>
            <dd className={`text-sm ${i === 2 ? 'text-gray-200' : 'text-muted'}`}>{note}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-lg font-bold">Tus macronutrientes al día</h3>
      <MacroChart plan={plan} />
    </>
  );
}
