import { expect, test, type Page } from '@playwright/test';
import { calculateNutrition, type CalculatorInput } from '../../core/nutrition/calorie-calculator';
import { formatNumber } from '../../web/lib/format';
import { audit } from './support/audit';
import { PHONE_ONLY } from './support/long-flows';

const PATH = '/calculadora-de-calorias/';

/** The core's answer, as the page must show it. */
const planOf = (input: CalculatorInput) => {
  const result = calculateNutrition(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** The address on screen, from its path on. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

const showsPlan = async (page: Page, input: CalculatorInput) => {
  const plan = planOf(input);
  const result = page.getByRole('region', { name: 'Tu resultado' });
  for (const kcal of [plan.bmr, plan.maintenanceCalories, plan.calories])
    await expect(result.getByText(`${formatNumber(kcal)} kcal`, { exact: true }).first()).toBeVisible();
  await expect(result.getByRole('img', { name: /^Reparto de tus calorías/ })).toHaveAccessibleName(
    new RegExp(`proteína ${plan.proteinGrams} g .* grasa ${plan.fatGrams} g .* carbohidratos ${plan.carbsGrams} g`),
  );
  return plan;
};

test(
  'with JavaScript the answer follows the form as it is filled in, and the address with it',
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto('/preguntas-frecuentes/');
    // The answer's own link (the menu and the footer name the calculator too).
    await page.getByRole('main').getByRole('link', { name: 'Calculadora de calorías', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de calorías y macros');
    await page.waitForLoadState('networkidle');
    // A marker on window survives only what happens without loading a page.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    await page.getByRole('radio', { name: 'Mujer' }).check();
    const age = page.getByLabel('Edad (años)');
    await age.fill('12');
    await page.getByLabel('Peso (kg)').fill('62');
    await expect(page.getByText('La edad debe ser un número entero entre 15 y 100 años.')).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await audit(page, 'the calculator with a message');

    await age.fill('30');
    await page.getByLabel('Estatura (cm)').fill('165');
    await page.getByRole('radio', { name: 'Moderada' }).check();
    await expect(age).not.toHaveAttribute('aria-invalid');
    const input = { sex: 'female', age: 30, weightKg: 62, heightCm: 165, activity: 'moderate', goal: 'keep' } as const;
    await showsPlan(page, input);
    await expect
      .poll(() => address(page))
      .toBe(`${PATH}?sexo=mujer&edad=30&peso=62&estatura=165&actividad=moderada&objetivo=mantener`);
    await expect(page.getByRole('heading', { name: 'Proteínas para llegar a tu meta' })).toHaveCount(0);

    // Losing weight asks for more protein (2,2 g/kg): past 120 g a day, protein products are suggested at once.
    await page.getByRole('radio', { name: 'Bajar de peso' }).check();
    const plan = await showsPlan(page, { ...input, goal: 'lose' });
    expect(plan.suggestProteinProducts).toBe(true);
    const suggested = page.getByRole('region', { name: 'Proteínas para llegar a tu meta' });
    await expect(suggested.getByRole('listitem')).toHaveCount(4);
    await expect(page).toHaveURL(/objetivo=bajar$/);
    await page.screenshot({ path: test.info().outputPath('calculator.png'), fullPage: true });
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("sending the form shows the server's answer at a shareable address", PHONE_ONLY, async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('radio', { name: 'Hombre' }).check();
    await page.getByLabel('Edad (años)').fill('25');
    await page.getByLabel('Peso (kg)').fill('85,5');
    await page.getByLabel('Estatura (cm)').fill('180');
    await page.getByRole('radio', { name: 'Alta', exact: true }).check();
    await page.getByRole('radio', { name: 'Subir de peso' }).check();
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect
      .poll(() => address(page))
      .toBe(`${PATH}?sexo=hombre&edad=25&peso=85%2C5&estatura=180&actividad=alta&objetivo=subir`);
    await showsPlan(page, { sex: 'male', age: 25, weightKg: 85.5, heightCm: 180, activity: 'active', goal: 'gain' });
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('85,5');
    await expect(
      page.getByRole('region', { name: 'Proteínas para llegar a tu meta' }).getByRole('listitem'),
    ).toHaveCount(4);
  });
});
