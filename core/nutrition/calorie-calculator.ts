import { err, ok, type Result } from '../shared/result';

export type Sex = 'male' | 'female';
export type Activity = 'sedentary' | 'light' | 'moderate' | 'active' | 'very-active';
export type NutritionGoal = 'lose' | 'keep' | 'gain';

export type CalculatorInput = {
  readonly sex: Sex;
  readonly age: number;
  readonly weightKg: number;
  readonly heightCm: number;
  readonly activity: Activity;
  readonly goal: NutritionGoal;
};

/** Daily targets, in whole kcal and grams. */
export type NutritionPlan = {
  readonly bmr: number;
  readonly maintenanceCalories: number;
  readonly calories: number;
  readonly proteinGrams: number;
  readonly fatGrams: number;
  readonly carbsGrams: number;
  /** The protein target is hard to reach by food alone: the page suggests protein products. */
  readonly suggestProteinProducts: boolean;
};

export type CalculatorField = keyof CalculatorInput;
export type CalculatorError = {
  readonly kind: 'invalid-calculator-input';
  readonly message: string;
  readonly fields: readonly { readonly field: CalculatorField; readonly message: string }[];
};

/** The numbers of POLICY.md's calculator: a published formula, not a store setting, so they live here. */
export const CALCULATOR = {
  activityFactors: { 'sedentary': 1.2, 'light': 1.375, 'moderate': 1.55, 'active': 1.725, 'very-active': 1.9 },
  goalAdjustment: { lose: -0.2, keep: 0, gain: 0.1 },
  /** Within 1.6–2.2 g/kg: most while losing (keeps muscle in a deficit), 2.0 to gain, 1.8 to keep. */
  proteinPerKg: { lose: 2.2, keep: 1.8, gain: 2.0 },
  fatShareOfCalories: 0.25,
  kcalPerGram: { protein: 4, carbs: 4, fat: 9 },
  /** Protein is counted on body weight up to the weight of a BMI of 25: g/kg of total weight overshoots with obesity. */
  referenceBmi: 25,
  /** Above 120 g of protein a day, most people need a supplement to reach it with ordinary meals. */
  proteinHardByFoodAboveGrams: 120,
  ranges: { age: [15, 100], weightKg: [30, 300], heightCm: [120, 230] },
} as const;

const inRange = (value: number, [min, max]: readonly [number, number]): boolean =>
  Number.isFinite(value) && value >= min && value <= max;

const problems = (input: CalculatorInput): CalculatorError['fields'] => {
  const { ranges } = CALCULATOR;
  const found: { field: CalculatorField; message: string }[] = [];
  if (input.sex !== 'male' && input.sex !== 'female') found.push({ field: 'sex', message: 'Elige hombre o mujer.' });
  if (!Number.isInteger(input.age) || !inRange(input.age, ranges.age)) {
    found.push({
      field: 'age',
      message: `La edad debe ser un número entero entre ${ranges.age[0]} y ${ranges.age[1]} años.`,
    });
  }
  if (!inRange(input.weightKg, ranges.weightKg)) {
    found.push({
      field: 'weightKg',
      message: `El peso debe estar entre ${ranges.weightKg[0]} y ${ranges.weightKg[1]} kg.`,
    });
  }
  if (!inRange(input.heightCm, ranges.heightCm)) {
    found.push({
      field: 'heightCm',
      message: `La estatura debe estar entre ${ranges.heightCm[0]} y ${ranges.heightCm[1]} cm.`,
    });
  }
  if (!Object.hasOwn(CALCULATOR.activityFactors, input.activity)) {
    found.push({ field: 'activity', message: 'Elige tu nivel de actividad física.' });
  }
  if (!Object.hasOwn(CALCULATOR.goalAdjustment, input.goal)) {
    found.push({ field: 'goal', message: 'Elige tu objetivo: bajar, mantener o subir de peso.' });
  }
  return found;
};

/** Mifflin–St Jeor basal metabolic rate in kcal/day: 10·kg + 6.25·cm − 5·years + 5 (men) or − 161 (women). */
export const basalMetabolicRate = ({ sex, weightKg, heightCm, age }: CalculatorInput): number =>
  10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);

/** Daily calories and macros for a goal (basal rate × activity factor, adjusted by goal; protein by goal, fat 25 %,
 * carbohydrates the rest), refusing inputs outside human ranges with a Spanish message per field. */
export const calculateNutrition = (input: CalculatorInput): Result<NutritionPlan, CalculatorError> => {
  const fields = problems(input);
  if (fields.length > 0) {
    return err({
      kind: 'invalid-calculator-input',
      message: fields.map((problem) => problem.message).join(' '),
      fields,
    });
  }
  const { kcalPerGram } = CALCULATOR;
  const bmr = basalMetabolicRate(input);
  const maintenance = bmr * CALCULATOR.activityFactors[input.activity];
  const calories = Math.round(maintenance * (1 + CALCULATOR.goalAdjustment[input.goal]));
  const heightM = input.heightCm / 100;
  const referenceWeight = Math.min(input.weightKg, CALCULATOR.referenceBmi * heightM * heightM);
  const proteinGrams = Math.round(CALCULATOR.proteinPerKg[input.goal] * referenceWeight);
  const fatGrams = Math.round((calories * CALCULATOR.fatShareOfCalories) / kcalPerGram.fat);
  const carbsGrams = Math.max(
    0,
    Math.round((calories - proteinGrams * kcalPerGram.protein - fatGrams * kcalPerGram.fat) / kcalPerGram.carbs),
  );
  return ok({
    bmr: Math.round(bmr),
    maintenanceCalories: Math.round(maintenance),
    calories,
    proteinGrams,
    fatGrams,
    carbsGrams,
    suggestProteinProducts: proteinGrams > CALCULATOR.proteinHardByFoodAboveGrams,
  });
};
