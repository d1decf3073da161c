import { Link } from 'wouter';
import { PROGRAMMES } from '../lib/programmes';

/** The home page's invitation to the programmes: one card each (the whole card is the link), what it gives in one
 * sentence and what to do there. */
export function ProgrammeCards() {
  return (
    <section aria-labelledby="beneficios" className="py-6">
      <h2 id="beneficios" className="text-2xl font-bold">
        Más que suplementos
      </h2>
      <p className="mt-1 text-muted">Herramientas y beneficios gratis para entrenar mejor y ahorrar en cada pedido.</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PROGRAMMES.map((p) => (
          <li key={p.href}>
            <Link
              href={p.href}
              className="group flex h-full flex-col rounded-xl border border-line bg-white p-4 hover:border-brand"
            >
              <span className="text-lg font-bold">{p.name}</span>
              <span className="mt-1 flex-1 text-sm text-muted">{p.pitch}</span>
              <span className="mt-3 font-semibold text-brand group-hover:underline">
                {p.action} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
