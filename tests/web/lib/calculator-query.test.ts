import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateNutrition } from '../../../core/nutrition/calorie-calculator';
import {
  ACTIVITY_CHOICES,
  calculatorHref,
  calculatorInput,
  GOAL_CHOICES,
  SEX_CHOICES,
} from '../../../web/lib/calculator-choices';
import { CALCULATOR_FIELDS, EMPTY_FORM, readCalculatorQuery } from '../../../web/lib/calculator-query';

const read = (query: string) => readCalculatorQuery(new URLSearchParams(query));
const FULL = 'sexo=mujer&edad=30&peso=62&estatura=165&actividad=moderada&objetivo=mantener';

describe('the calculator address', () => {
  it('is not sent without any of its fields: the empty form, keeping one weight by default', () => {
    for (const query of ['', 'utm_source=whatsapp', 'q=proteina&orden=nuevos']) {
      expect(read(query)).toEqual({ form: EMPTY_FORM, sent: false });
    }
    expect(EMPTY_FORM.objetivo).toBe('mantener');
  });

  it('reads each field as typed (trimmed, its first value, at most 12 characters), missing ones empty', () => {
    expect(read('peso=+62,5+&edad=30&edad=40&sexo=' + 'x'.repeat(50))).toEqual({
      sent: true,
      form: { sexo: 'x'.repeat(12), edad: '30', peso: '62,5', estatura: '', actividad: '', objetivo: '' },
    });
  });

  it('maps the Spanish choices and numbers typed either way to the core input', () => {
    expect(calculatorInput(read(FULL).form)).toEqual({
      sex: 'female',
      age: 30,
      weightKg: 62,
      heightCm: 165,
      activity: 'moderate',
      goal: 'keep',
    });
    expect(calculatorInput({ ...EMPTY_FORM, peso: '62,5' }).weightKg).toBe(62.5);
    expect(calculatorInput({ ...EMPTY_FORM, peso: '62.5' }).weightKg).toBe(62.5);
    for (const junk of ['', '60kg', '1e2', '-70', '0x40', '6 2', 'Infinity', '62,555'])
      expect(calculatorInput({ ...EMPTY_FORM, peso: junk }).weightKg).toBeNaN();
  });

  it('hands unknown choices to the core, which refuses them with its own message', () => {
    for (const value of ['male', 'otro', '__proto__', 'constructor', '']) {
      const result = calculateNutrition(calculatorInput({ ...read(FULL).form, sexo: value, actividad: value }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.fields.map((f) => f.field)).toEqual(['sex', 'activity']);
    }
  });

  it('offers every activity and goal of the core once, and both sexes', () => {
    expect(ACTIVITY_CHOICES.map((c) => c.core)).toEqual(['sedentary', 'light', 'moderate', 'active', 'very-active']);
    expect(GOAL_CHOICES.map((c) => c.core)).toEqual(['lose', 'keep', 'gain']);
    expect(SEX_CHOICES.map((c) => c.core).sort()).toEqual(['female', 'male']);
    for (const c of ACTIVITY_CHOICES) expect(c.description).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/);
  });

  it('writes the filled-in fields in the form order, and the bare page for an empty form', () => {
    expect(calculatorHref(read(`objetivo=mantener&${FULL}`).form)).toBe(`/calculadora-de-calorias/?${FULL}`);
    expect(calculatorHref({ ...EMPTY_FORM, objetivo: '' })).toBe('/calculadora-de-calorias/');
    expect(calculatorHref({ ...EMPTY_FORM, peso: '62,5' })).toBe(
      '/calculadora-de-calorias/?peso=62%2C5&objetivo=mantener',
    );
  });

  it('reads back the form its address was written from', () => {
    const text = fc.string({ maxLength: 12 }).map((s) => s.trim());
    const form = fc.record(
      Object.fromEntries(CALCULATOR_FIELDS.map((f) => [f, text])) as Record<
        (typeof CALCULATOR_FIELDS)[number],
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(form, (f) => {
        const href = calculatorHref(f);
        const back = readCalculatorQuery(new URL(href, 'https://fornido.co').searchParams);
        if (CALCULATOR_FIELDS.every((k) => f[k] === '')) expect(back.sent).toBe(false);
        else expect(back).toEqual({ sent: true, form: f });
      }),
    );
  });
});
