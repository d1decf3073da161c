import { describe, expect, it } from 'vitest';
import { calculateNutrition, type CalculatorInput } from '../../../core/nutrition/calorie-calculator';

const someone: CalculatorInput = {
  sex: 'male',
  age: 30,
  weightKg: 80,
  heightCm: 180,
  activity: 'moderate',
  goal: 'keep',
};

describe('calorie calculator examples', () => {
  it('computes a 30-year-old man of 80 kg and 180 cm, moderately active, keeping his weight', () => {
    // BMR 10·80 + 6.25·180 − 5·30 + 5 = 1 780; × 1.55 = 2 759; protein 1.8 × 80 = 144 g; fat 2 759 × 0.25 / 9 = 77 g; carbs (2 759 − 576 − 693) / 4 = 372.5 → 373 g.
    expect(calculateNutrition(someone)).toEqual({
      ok: true,
      value: {
        bmr: 1_780,
        maintenanceCalories: 2_759,
        calories: 2_759,
        proteinGrams: 144,
        fatGrams: 77,
        carbsGrams: 373,
        suggestProteinProducts: true,
      },
    });
  });

  it('computes a 25-year-old woman of 60 kg and 165 cm, sedentary, losing weight', () => {
    // BMR 600 + 1 031.25 − 125 − 161 = 1 345.25; × 1.2 × 0.8 = 1 291; protein 2.2 × 60 = 132 g.
    const result = calculateNutrition({
      sex: 'female',
      age: 25,
      weightKg: 60,
      heightCm: 165,
      activity: 'sedentary',
      goal: 'lose',
    });
    expect(result.ok && result.value).toMatchObject({ bmr: 1_345, calories: 1_291, proteinGrams: 132, fatGrams: 36 });
  });

  it('does not suggest protein products when food is enough', () => {
    const result = calculateNutrition({
      sex: 'female',
      age: 40,
      weightKg: 55,
      heightCm: 160,
      activity: 'light',
      goal: 'keep',
    });
    expect(result.ok && result.value).toMatchObject({ proteinGrams: 99, suggestProteinProducts: false });
  });

  it('explains each field that is out of range, in Spanish', () => {
    expect(calculateNutrition({ ...someone, age: 14, heightCm: 250 })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-calculator-input',
        message: 'La edad debe ser un número entero entre 15 y 100 años. La estatura debe estar entre 120 y 230 cm.',
        fields: [
          { field: 'age', message: 'La edad debe ser un número entero entre 15 y 100 años.' },
          { field: 'heightCm', message: 'La estatura debe estar entre 120 y 230 cm.' },
        ],
      },
    });
  });

  it('accepts the edges of the ranges and refuses what is not a number', () => {
    expect(calculateNutrition({ ...someone, age: 15, weightKg: 30, heightCm: 120 }).ok).toBe(true);
    expect(calculateNutrition({ ...someone, age: 100, weightKg: 300, heightCm: 230 }).ok).toBe(true);
    expect(calculateNutrition({ ...someone, weightKg: Number.NaN }).ok).toBe(false);
    expect(calculateNutrition({ ...someone, age: 30.5 }).ok).toBe(false);
  });
});
