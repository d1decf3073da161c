import { Link, useLocation } from 'wouter';
import type { Permission } from '../../../core/operators/roles';
import { useSession } from '../session';

/** The parts of the Catálogo, each shown to the roles that may use it. */
const PARTS: readonly { readonly href: string; readonly label: string; readonly needs: Permission }[] = [
  { href: '/catalogo/', label: 'Presentaciones', needs: 'catalogue.read' },
  { href: '/catalogo/productos/', label: 'Productos', needs: 'catalogue.read' },
  { href: '/catalogo/categorias/', label: 'Categorías y marcas', needs: 'catalogue.read' },
  { href: '/catalogo/precios/', label: 'Cambio de precios', needs: 'catalogue.write' },
  { href: '/catalogo/archivo/', label: 'Archivo CSV', needs: 'catalogue.read' },
];

/** The Catálogo's own navigation, under the console's bar. */
export function CatalogueNav() {
  const { can } = useSession();
  const [location] = useLocation();
  const parts = PARTS.filter((p) => can(p.needs));
  // The warehouse opens the variants' stock alone: no other part to go to.
  if (parts.length < 2) return null;
  return (
    <nav aria-label="Catálogo" className="flex flex-wrap gap-1 border-b border-line pb-2">
      {parts.map((p) => (
        <Link
          key={p.href}
          href={p.href}
          aria-current={location === p.href ? 'page' : undefined}
          className="rounded-md px-3 py-2 text-sm font-semibold underline aria-[current=page]:bg-white aria-[current=page]:no-underline"
        >
          {p.label}
        </Link>
      ))}
    </nav>
  );
}
