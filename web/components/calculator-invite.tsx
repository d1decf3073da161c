import { CALCULATOR_PATH } from '../../contract/page-paths';
import { Link } from 'wouter';

/** A product page's short invitation to the calorie calculator: the question a shopper choosing a supplement has. */
export function CalculatorInvite() {
  return (
    <aside aria-label="Calculadora de calorías" className="mt-8 rounded-xl bg-surface p-4">
      <p className="font-bold">¿Cuánta proteína necesitas?</p>
      <p className="mt-1 text-sm text-muted">Tus calorías y gramos de proteína al día, según tu peso y tu objetivo.</p>
      <Link href={CALCULATOR_PATH} className="mt-2 inline-block font-semibold text-brand underline">
        Calcúlalo
      </Link>
    </aside>
  );
}
