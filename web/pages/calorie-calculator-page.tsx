import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { ProductSummary } from '../../core/catalog/ports';
import { CALCULATOR, calculateNutrition } from '../../core/nutrition/calorie-calculator';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CalculatorForm } from '../components/calculator-form';
import { CalculatorResult } from '../components/calculator-result';
import { ProductGrid } from '../components/product-card';
import { calculatorInput, FORM_FIELD_OF } from '../lib/calculator-choices';
import {
  CALCULATOR_FIELDS,
  CALCULATOR_PAGE,
  type CalculatorForm as Form,
  type CalculatorFormField,
} from '../lib/calculator-query';
import { formatNumber } from '../lib/format';
import { showFirstProblem } from '../lib/forms/show-problem';
import { showCalculatorForm } from './calculator-form';

type Props = { readonly form: Form; readonly sent: boolean; readonly suggestions: readonly ProductSummary[] };

const ALL: ReadonlySet<CalculatorFormField> = new Set(CALCULATOR_FIELDS);

/**
 * The calorie calculator: the answer is computed by the core wherever the page is drawn — on the server from the
 * address, in the browser as the shopper types. A field's message shows once the form was sent, or once the shopper is
 * done with that field; protein products are suggested when the protein target is hard to reach with food alone.
 */
export function CalorieCalculatorPage({ form: loadedForm, sent, suggestions }: Props) {
  const [form, setForm] = useState(loadedForm);
  const [shown, setShown] = useState(loadedForm);
  const [done, setDone] = useState<ReadonlySet<CalculatorFormField>>(sent ? ALL : new Set());
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Another address of the calculator was opened (a link, Atrás): its form replaces the one on screen.
  if (loadedForm !== shown) {
    setShown(loadedForm);
    setForm(loadedForm);
    if (sent) setDone(ALL);
  }
  const result = calculateNutrition(calculatorInput(form));
  const errors: Partial<Record<CalculatorFormField, string>> = {};
  if (!result.ok)
    for (const { field, message } of result.error.fields) {
      const name = FORM_FIELD_OF[field];
      if (done.has(name)) errors[name] = message;
    }
  const change = (field: CalculatorFormField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    showCalculatorForm(next);
  };
  const markDone = (field: CalculatorFormField) => {
    if (ALL.has(field) && !done.has(field)) setDone(new Set([...done, field]));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDone(ALL);
    if (result.ok) resultHeading.current?.focus();
    else showFirstProblem(e.currentTarget);
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumbs trail={[{ label: CALCULATOR_PAGE.crumb }]} />
      <h1 className="text-3xl font-extrabold">{CALCULATOR_PAGE.title}</h1>
      <p className="mt-2 max-w-3xl leading-7">
        Calcula cuántas calorías gastas al día y cuánta proteína, grasa y carbohidratos necesitas para bajar, mantener o
        subir de peso.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <CalculatorForm form={form} errors={errors} onChange={change} onDone={markDone} onSubmit={submit} />
        <section aria-labelledby="resultado-titulo" className="rounded-xl border border-line p-4 lg:self-start">
          <h2 id="resultado-titulo" ref={resultHeading} tabIndex={-1} className="text-xl font-bold">
            Tu resultado
          </h2>
          <div aria-live="polite">
            {result.ok ? (
              <p className="mt-1 text-muted">
                {`Para tu objetivo necesitas unas ${formatNumber(result.value.calories)} kcal al día.`}
              </p>
            ) : (
              <p className="mt-1 text-muted">Completa tus datos y aquí verás tus calorías y macronutrientes.</p>
            )}
          </div>
          {result.ok && <CalculatorResult plan={result.value} goal={calculatorInput(form).goal} />}
        </section>
      </div>
      {result.ok && (
        <Suggestions
          proteinGrams={result.value.proteinGrams}
          show={result.value.suggestProteinProducts}
          products={suggestions}
        />
      )}
      <section aria-labelledby="como-calculamos" className="mt-10 max-w-3xl">
        <h2 id="como-calculamos" className="text-xl font-bold">
          Cómo lo calculamos
        </h2>
        <p className="mt-3 leading-7">
          Tu metabolismo basal sale de la fórmula de Mifflin-St Jeor, con tu sexo, edad, peso y estatura. Lo
          multiplicamos por tu nivel de actividad para saber cuánto gastas al día, y restamos un 20 % para bajar de peso
          o sumamos un 10 % para subir. La proteína va de 1,6 a 2,2 g por kilo según tu objetivo, la grasa es el 25 % de
          las calorías y los carbohidratos, el resto.
        </p>
        <p className="mt-3 leading-7">
          Es una estimación para personas sanas de 15 a 100 años. No reemplaza la consulta con un médico o un
          nutricionista, sobre todo si estás en embarazo o lactancia o tienes una condición de salud.
        </p>
      </section>
    </div>
  );
}

function Suggestions({
  proteinGrams,
  show,
  products,
}: {
  proteinGrams: number;
  show: boolean;
  products: readonly ProductSummary[];
}) {
  if (!show)
    return (
      <p className="mt-8 max-w-3xl leading-7">
        {`Puedes llegar a tus ${formatNumber(proteinGrams)} g de proteína con tus comidas: carnes, pollo, pescado, huevos, lácteos y leguminosas. Si te cuesta, mira nuestras `}
        <Link href="/proteinas/" className="font-semibold text-brand-dark underline">
          proteínas
        </Link>
        .
      </p>
    );
  return (
    <section aria-labelledby="proteinas-sugeridas" className="mt-10">
      <h2 id="proteinas-sugeridas" className="text-xl font-bold">
        Proteínas para llegar a tu meta
      </h2>
      <p className="mt-2 max-w-3xl leading-7">
        {`Con más de ${CALCULATOR.proteinHardByFoodAboveGrams} g de proteína al día, a la mayoría le cuesta llegar solo con comida. Un batido aporta de 20 a 30 g por porción.`}
      </p>
      {products.length > 0 ? (
        <div className="mt-4">
          <ProductGrid products={products} priorityCount={0} />
        </div>
      ) : (
        <Link href="/proteinas/" className="mt-2 inline-block font-semibold text-brand-dark underline">
          Ver proteínas
        </Link>
      )}
    </section>
  );
}
