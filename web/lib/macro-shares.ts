import { CALCULATOR, type NutritionPlan } from '../../core/nutrition/calorie-calculator';

export type MacroShare = {
  readonly macro: 'protein' | 'fat' | 'carbs';
  readonly label: string;
  readonly grams: number;
  readonly kcal: number;
  /** Whole percent of the three macros' calories; the three add up to 100. */
  readonly percent: number;
};

const MACROS = [
  { macro: 'protein', label: 'Proteína' },
  { macro: 'fat', label: 'Grasa' },
  { macro: 'carbs', label: 'Carbohidratos' },
] as const;

/**
 * Each macro's calories (grams × 4, 9 or 4 kcal) and its whole share of their sum, rounded so the three still add up
 * to 100 % (the largest remainders get the leftover points): a chart and its legend never disagree.
 */
export const macroShares = (plan: Pick<NutritionPlan, 'proteinGrams' | 'fatGrams' | 'carbsGrams'>): MacroShare[] => {
  const grams = { protein: plan.proteinGrams, fat: plan.fatGrams, carbs: plan.carbsGrams };
  const kcal = MACROS.map(({ macro }) => grams[macro] * CALCULATOR.kcalPerGram[macro]);
  const total = kcal.reduce((a, b) => a + b, 0);
  const exact = kcal.map((k) => (total > 0 ? (k * 100) / total : 0));
  const percent = exact.map(Math.floor);
  const left = total > 0 ? 100 - percent.reduce((a, b) => a + b, 0) : 0;
  const byRemainder = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of byRemainder.slice(0, left)) percent[i] += 1;
  return MACROS.map(({ macro, label }, i) => ({
    macro,
    label,
    grams: grams[macro],
    kcal: kcal[i],
    percent: percent[i],
  }));
};
