import { CALCULATOR_PATH } from '../../contract/page-paths';
import type {
  Activity,
  CalculatorField,
  CalculatorInput,
  NutritionGoal,
  Sex,
} from '../../core/nutrition/calorie-calculator';
import { CALCULATOR_FIELDS, type CalculatorForm, type CalculatorFormField } from './calculator-query';

// The calculator's choices, its form read as the core's input and written as an address: only the calculator page's own
// chunk needs them.

type Choice<T> = { readonly value: string; readonly core: T; readonly label: string; readonly description?: string };

export const SEX_CHOICES: readonly Choice<Sex>[] = [
  { value: 'mujer', core: 'female', label: 'Mujer' },
  { value: 'hombre', core: 'male', label: 'Hombre' },
];

export const ACTIVITY_CHOICES: readonly Choice<Activity>[] = [
  {
    value: 'sedentaria',
    core: 'sedentary',
    label: 'Sedentaria',
    description: 'Poco o nada de ejercicio; trabajo sentado.',
  },
  { value: 'ligera', core: 'light', label: 'Ligera', description: 'Ejercicio suave de 1 a 3 días por semana.' },
  {
    value: 'moderada',
    core: 'moderate',
    label: 'Moderada',
    description: 'Ejercicio moderado de 3 a 5 días por semana.',
  },
  { value: 'alta', core: 'active', label: 'Alta', description: 'Ejercicio intenso de 6 a 7 días por semana.' },
  {
    value: 'muy-alta',
    core: 'very-active',
    label: 'Muy alta',
    description: 'Entrenas fuerte a diario o tu trabajo es físicamente pesado.',
  },
];

export const GOAL_CHOICES: readonly Choice<NutritionGoal>[] = [
  { value: 'bajar', core: 'lose', label: 'Bajar de peso' },
  { value: 'mantener', core: 'keep', label: 'Mantener mi peso' },
  { value: 'subir', core: 'gain', label: 'Subir de peso' },
];

/** A number as Colombians type it: "62,5" or "62.5"; anything else (empty, "60kg", "1e2") is not a number. */
const numberOf = (text: string): number =>
  /^\d{1,4}([.,]\d{1,2})?$/.test(text) ? Number(text.replace(',', '.')) : NaN;

/** The choice a value names; an unknown or missing one goes to the core empty, which refuses it with its own Spanish
 * message (it checks every value it is given, not only its types). */
const coreOf = <T>(choices: readonly Choice<T>[], value: string): T =>
  choices.find((c) => c.value === value)?.core ?? ('' as T);

/** The core calculator's input for a form. */
export const calculatorInput = (form: CalculatorForm): CalculatorInput => ({
  sex: coreOf(SEX_CHOICES, form.sexo),
  age: numberOf(form.edad),
  weightKg: numberOf(form.peso),
  heightCm: numberOf(form.estatura),
  activity: coreOf(ACTIVITY_CHOICES, form.actividad),
  goal: coreOf(GOAL_CHOICES, form.objetivo),
});

/** The form's field of each of the core's fields, where its message is shown. */
export const FORM_FIELD_OF: Readonly<Record<CalculatorField, CalculatorFormField>> = {
  sex: 'sexo',
  age: 'edad',
  weightKg: 'peso',
  heightCm: 'estatura',
  activity: 'actividad',
  goal: 'objetivo',
};

/** The shareable address of a form: its filled-in fields, in the form's order; the bare page when none is. */
export const calculatorHref = (form: CalculatorForm): string => {
  const query = new URLSearchParams();
  for (const field of CALCULATOR_FIELDS) if (form[field].trim() !== '') query.set(field, form[field].trim());
  const text = query.toString();
  return text ? `${CALCULATOR_PATH}?${text}` : CALCULATOR_PATH;
};
