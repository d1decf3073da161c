import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateNutrition,
  type Activity,
  type CalculatorInput,
  type NutritionGoal,
  type NutritionPlan,
} from '../../../core/nutrition/calorie-calculator';
import { RUNS } from '../support/runs';

const ACTIVITIES: readonly Activity[] = ['sedentary', 'light', 'moderate', 'active', 'very-active'];
const GOALS: readonly NutritionGoal[] = ['lose', 'keep', 'gain'];

const anInput: fc.Arbitrary<CalculatorInput> = fc.record({
  sex: fc.constantFrom('male' as const, 'female' as const),
  age: fc.integer({ min: 15, max: 100 }),
  weightKg: fc.integer({ min: 300, max: 3000 }).map((tenths) => tenths / 10),
  heightCm: fc.integer({ min: 120, max: 230 }),
  activity: fc.constantFrom(...ACTIVITIES),
  goal: fc.constantFrom(...GOALS),
});

const plan = (input: CalculatorInput): NutritionPlan => {
  const result = calculateNutrition(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('calorie calculator', () => {
  it('calories grow with weight (strictly for each extra kilo); protein never falls', () => {
    fc.assert(
      fc.property(anInput, fc.integer({ min: 10, max: 500 }), (input, extraTenths) => {
        fc.pre(input.weightKg + extraTenths / 10 <= 300);
        const lighter = plan(input);
        const heavier = plan({ ...input, weightKg: input.weightKg + extraTenths / 10 });
        expect(heavier.calories).toBeGreaterThan(lighter.calories);
        expect(heavier.bmr).toBeGreaterThan(lighter.bmr);
        expect(heavier.proteinGrams).toBeGreaterThanOrEqual(lighter.proteinGrams);
      }),
      RUNS,
    );
  });

  it('calories grow with activity and with the goal: lose < keep < gain', () => {
    fc.assert(
      fc.property(anInput, (input) => {
        const byActivity = ACTIVITIES.map((activity) => plan({ ...input, activity }).calories);
        byActivity.slice(1).forEach((calories, index) => expect(calories).toBeGreaterThan(byActivity[index]));
        const byGoal = GOALS.map((goal) => plan({ ...input, goal }).calories);
        expect(byGoal[0]).toBeLessThan(byGoal[1]);
        expect(byGoal[1]).toBeLessThan(byGoal[2]);
      }),
      RUNS,
    );
  });

  it('follows Mifflin–St Jeor × activity × goal, in whole kcal', () => {
    const factors = { 'sedentary': 1.2, 'light': 1.375, 'moderate': 1.55, 'active': 1.725, 'very-active': 1.9 };
    const goals = { lose: 0.8, keep: 1, gain: 1.1 };
    fc.assert(
      fc.property(anInput, (input) => {
        const bmr = 10 * input.weightKg + 6.25 * input.heightCm - 5 * input.age + (input.sex === 'male' ? 5 : -161);
        const result = plan(input);
        expect(Math.abs(result.calories - bmr * factors[input.activity] * goals[input.goal])).toBeLessThanOrEqual(
          0.5 + 1e-9,
        );
        expect(Number.isInteger(result.calories) && Number.isInteger(result.bmr)).toBe(true);
      }),
      RUNS,
    );
  });

  it('macros are whole grams, never negative, add up to the calories within rounding, with fat at 25 %', () => {
    fc.assert(
      fc.property(anInput, (input) => {
        const { calories, proteinGrams, fatGrams, carbsGrams } = plan(input);
        for (const grams of [proteinGrams, fatGrams, carbsGrams])
          expect(Number.isInteger(grams) && grams >= 0).toBe(true);
        expect(Math.abs(fatGrams * 9 - calories * 0.25)).toBeLessThanOrEqual(4.5);
        expect(Math.abs(proteinGrams * 4 + fatGrams * 9 + carbsGrams * 4 - calories)).toBeLessThanOrEqual(6.5);
      }),
      RUNS,
    );
  });

  it('protein is 1.6–2.2 g per kg of reference weight (body weight, at most that of a BMI of 25)', () => {
    fc.assert(
      fc.property(anInput, (input) => {
        const reference = Math.min(input.weightKg, 25 * (input.heightCm / 100) ** 2);
        const { proteinGrams, suggestProteinProducts } = plan(input);
        expect(proteinGrams).toBeGreaterThanOrEqual(Math.floor(1.6 * reference));
        expect(proteinGrams).toBeLessThanOrEqual(Math.ceil(2.2 * reference));
        expect(suggestProteinProducts).toBe(proteinGrams > 120);
      }),
      RUNS,
    );
  });

  it('refuses any input outside human ranges, naming each wrong field in Spanish', () => {
    const outside = fc.record({
      age: fc.oneof(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 101, max: 150 })),
      weightKg: fc.oneof(
        fc.double({ min: 0, max: 29.9, noNaN: true }),
        fc.double({ min: 300.1, max: 1000, noNaN: true }),
      ),
      heightCm: fc.oneof(fc.integer({ min: 0, max: 119 }), fc.integer({ min: 231, max: 400 })),
    });
    fc.assert(
      fc.property(
        anInput,
        outside,
        fc.subarray(['age', 'weightKg', 'heightCm'] as const, { minLength: 1 }),
        (input, wrong, fields) => {
          const result = calculateNutrition({
            ...input,
            ...Object.fromEntries(fields.map((field) => [field, wrong[field]])),
          });
          expect(result.ok).toBe(false);
          expect(!result.ok && result.error.fields.map((problem) => problem.field)).toEqual(fields);
        },
      ),
      RUNS,
    );
  });
});
