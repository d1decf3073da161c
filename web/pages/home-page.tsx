import { Link } from 'wouter';
import type { ProductSummary } from '../../core/catalog/ports';
import type { Category } from '../../core/catalog/product';
import { HeroShowcase } from '../components/hero-showcase';
import { ProductGrid } from '../components/product-card';
import { ProgrammeCards } from '../components/programme-cards';
import { useSettings } from '../lib/settings-context';
import { capitalized, paymentNames } from '../../core/payments/payment-names';
import type { PaymentMethodId } from '../../core/payments/methods';

const promises = ({ min, max }: { min: number; max: number }, methods: readonly PaymentMethodId[]) =>
  [
    ['Originales con registro INVIMA', 'Compramos a importadores autorizados y marcas colombianas.'],
    ['Envíos a toda Colombia', `Despachamos desde Bogotá en ${min} a ${max} días hábiles.`],
    ...(methods.length > 0 ? [['Paga como prefieras', `${capitalized(paymentNames(methods))}.`] as const] : []),
  ] as const;

/** The home page: what Fornido is (with a few of its newest products beside it on desktop), the categories, the
 * programmes (calculator, referrals, levels, ranking) and the latest arrivals. */
export function HomePage({
  categories,
  newest,
}: {
  categories: readonly Category[];
  newest: readonly ProductSummary[];
}) {
  const { standardDeliveryDays, paymentMethods } = useSettings();
  return (
    <>
      <section className="bg-ink text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
          <div>
            <h1 className="max-w-2xl text-3xl font-extrabold leading-tight md:text-5xl">
              Suplementos deportivos originales, a precio justo
            </h1>
            <p className="mt-3 max-w-xl text-base text-gray-200 md:text-lg">
              Proteínas, creatinas, aminoácidos y quemadores de las marcas que conoces, con envío a toda Colombia.
            </p>
            <Link
              href="/proteinas/"
              className="mt-6 inline-flex h-12 items-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark"
            >
              Ver proteínas
            </Link>
          </div>
          <HeroShowcase products={newest} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4">
        <ul className="grid gap-3 py-6 sm:grid-cols-3">
          {promises(standardDeliveryDays, paymentMethods).map(([title, text]) => (
            <li key={title} className="rounded-xl bg-surface p-4">
              <p className="font-bold">{title}</p>
              <p className="text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="categorias" className="py-4">
          <h2 id="categorias" className="mb-3 text-2xl font-bold">
            Categorías
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  href={`/${c.slug}/`}
                  className="flex h-full min-h-20 flex-col justify-center rounded-xl border border-line p-4 hover:border-brand"
                >
                  <span className="font-bold">{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <ProgrammeCards />
        <section aria-labelledby="novedades" className="py-6">
          <h2 id="novedades" className="mb-3 text-2xl font-bold">
            Lo más nuevo
          </h2>
          <ProductGrid products={newest} />
        </section>
      </div>
    </>
  );
}
