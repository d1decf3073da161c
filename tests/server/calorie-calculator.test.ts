import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { NO_FILTERS } from '../../core/catalog/listing';
import { calculateNutrition } from '../../core/nutrition/calorie-calculator';
import { calculatorInput } from '../../web/lib/calculator-choices';
import { readCalculatorQuery } from '../../web/lib/calculator-query';
import { formatNumber } from '../../web/lib/format';
import { startTestServer, type TestServer } from '../support/test-server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
}, 120_000);
afterAll(() => app.close());

const PATH = '/calculadora-de-calorias/';
const html = async (path: string) => {
  const res = await app.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return res.text();
};
/** What the core answers for a query, through the same parsing the page uses. */
const planOf = (query: string) => {
  const result = calculateNutrition(calculatorInput(readCalculatorQuery(new URLSearchParams(query)).form));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const input = (html: string, id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

const WOMAN = 'sexo=mujer&edad=30&peso=62&estatura=165&actividad=moderada&objetivo=mantener';
const STRONG_MAN = 'sexo=hombre&edad=25&peso=85&estatura=180&actividad=alta&objetivo=subir';

describe('the calorie calculator page', () => {
  it('shows the empty form without errors, indexed, in the site map and linked from the FAQ', async () => {
    const page = await html(PATH);
    expect(page).toContain('<title>Calculadora de calorías y macros | Fornido Colombia</title>');
    expect(page).toContain(`<link rel="canonical" href="https://fornido.co${PATH}">`);
    expect(page).toContain('<meta name="robots" content="index,follow">');
    expect(page).toContain(
      '<meta property="og:image" content="https://fornido.co/img/og/paginas/calculadora-de-calorias.png">',
    );
    expect(page).toMatch(/<form [^>]*action="\/calculadora-de-calorias\/" method="get"/);
    expect(page).not.toContain('aria-invalid');
    expect(page).toContain('Completa tus datos');
    expect(page).toMatch(/<input[^>]*id="campo-objetivo-mantener"[^>]*checked=""/);
    expect(page).toContain('aria-current="page">Calculadora de calorías</span>');
    expect(await (await app.get('/sitemap.xml')).text()).toContain(`<loc>https://fornido.co${PATH}</loc>`);
    expect(await html('/preguntas-frecuentes/')).toContain(`href="${PATH}"`);
    expect((await app.get('/img/og/paginas/calculadora-de-calorias.png')).status).toBe(200);
  });

  it('renders the figures the core computes from the address, shareable but not indexed', async () => {
    const page = await html(`${PATH}?${WOMAN}`);
    const plan = planOf(WOMAN);
    expect(plan).toMatchObject({ bmr: 1340, calories: 2077, proteinGrams: 112, suggestProteinProducts: false });
    for (const kcal of [plan.bmr, plan.maintenanceCalories, plan.calories])
      expect(page).toContain(`${formatNumber(kcal)} kcal`);
    for (const grams of [plan.proteinGrams, plan.fatGrams, plan.carbsGrams]) expect(page).toContain(`${grams} g`);
    expect(page).toContain('1.340 kcal');
    expect(page).toMatch(/<svg role="img" aria-label="Reparto de tus calorías: proteína 112 g \(\d+ %\), grasa 58 g/);
    expect(input(page, 'campo-peso')).toContain('value="62"');
    expect(input(page, 'campo-actividad-moderada')).toContain('checked=""');
    expect(page).toContain('<meta name="robots" content="noindex,follow">');
    expect(page).toContain(`<link rel="canonical" href="https://fornido.co${PATH}">`);
    // 112 g a day is within reach of ordinary meals: no products pushed.
    expect(page).not.toContain('Proteínas para llegar a tu meta');
    expect(page).toContain('Puedes llegar a tus 112 g de proteína con tus comidas');
  });

  it("suggests the protein category's best sellers in stock when the protein target is hard to reach by food", async () => {
    const plan = planOf(STRONG_MAN);
    expect(plan.proteinGrams).toBeGreaterThan(120);
    const page = await html(`${PATH}?${STRONG_MAN}`);
    expect(page).toContain('Proteínas para llegar a tu meta');
    const listing = await app.container.get(T.catalog).listCategory({
      slug: 'proteinas',
      page: 1,
      listing: { sort: 'mas-vendidos', filters: { ...NO_FILTERS, inStock: true } },
    });
    if (!listing.ok) throw new Error('no proteins');
    // Each card links to the variant it shows (in stock), or to the product.
    const suggested = [...page.matchAll(/href="\/proteinas\/(proteina-\d\d)\/(?:[a-z0-9-]+\/)?"/g)].map((m) => m[1]);
    expect(suggested).toEqual(listing.value.products.slice(0, 4).map((p) => p.slug));
    expect(suggested).not.toContain('proteina-14');
  });

  it("re-shows a form with out-of-range or missing values with the core's Spanish messages, keeping what was typed", async () => {
    const page = await html(`${PATH}?sexo=mujer&edad=12&peso=62,5&estatura=&actividad=moderada&objetivo=mantener`);
    expect(page).toContain('La edad debe ser un número entero entre 15 y 100 años.');
    expect(page).toContain('La estatura debe estar entre 120 y 230 cm.');
    expect(input(page, 'campo-edad')).toContain('aria-invalid="true"');
    expect(input(page, 'campo-edad')).toContain('aria-describedby="campo-edad-error"');
    expect(input(page, 'campo-edad')).toContain('value="12"');
    expect(page).toContain('id="campo-edad-error"');
    expect(input(page, 'campo-peso')).toContain('value="62,5"');
    expect(input(page, 'campo-peso')).not.toContain('aria-invalid');
    expect(page).not.toContain('El peso debe estar');
    expect(page).toContain('Completa tus datos');

    const choices = await html(`${PATH}?sexo=otro&edad=40&peso=70&estatura=170&actividad=__proto__`);
    expect(choices).toContain('Elige hombre o mujer.');
    expect(choices).toContain('Elige tu nivel de actividad física.');
    expect(choices).toContain('Elige tu objetivo: bajar, mantener o subir de peso.');
    expect(input(choices, 'campo-sexo-mujer')).toContain('aria-describedby="campo-sexo-error"');
  });

  it('never answers 500, whatever query a browser sends', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '',
        '0',
        '-1',
        '1e3',
        '62,5',
        '62.5',
        'NaN',
        'Infinity',
        '__proto__',
        'constructor',
        '%',
        '%E0%A4%A',
      ),
      fc.integer({ min: -1000, max: 100_000 }).map(String),
    );
    const field = fc.constantFrom('sexo', 'edad', 'peso', 'estatura', 'actividad', 'objetivo', 'q', '__proto__');
    const encoded = fc
      .array(fc.tuple(field, value), { maxLength: 9 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    const typed = fc.string({ maxLength: 80 }).map((s) => encodeURI(s).replace(/#/g, '%23'));
    const malformed = fc.constantFrom('%', 'edad=%E0%A4%A', 'peso=%zz', '&&&=', 'sexo=mujer&sexo=hombre', 'peso[]=1');
    await fc.assert(
      fc.asyncProperty(fc.oneof(encoded, typed, malformed), async (query) => {
        const res = await app.get(`${PATH}?${query}`);
        // A `ref` parameter is the referral step's: it sends the browser on to the same page without it.
        if (new URLSearchParams(query).has('ref')) {
          expect(res.status, query).toBe(302);
          expect(res.headers.get('location'), query).toMatch(new RegExp(`^${PATH}(\\?|$)`));
          return;
        }
        expect(res.status, query).toBe(200);
        expect(await res.text()).toContain('<h1');
      }),
      { numRuns: process.env.CI ? 100 : 30 },
    );
    // The loader reads every page's query the same way: a parameter named like Object's own is a plain key everywhere.
    for (const path of ['/?__proto__=1', '/proteinas/?constructor=x&__proto__=y', '/buscar/?q=a&__proto__=1'])
      expect((await app.get(path)).status, path).toBe(200);
  }, 120_000);
});
