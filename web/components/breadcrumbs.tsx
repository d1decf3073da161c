import { Link } from 'wouter';

/** Where the shopper is: "Inicio › Proteínas › Producto". The last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: readonly { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href="/" className="hover:text-brand">
            Inicio
          </Link>
        </li>
        {trail.map((c) => (
          <li key={c.label} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {c.href ? (
              <Link href={c.href} className="hover:text-brand">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
