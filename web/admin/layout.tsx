import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { Permission } from '../../core/operators/roles';
import { ROLE_LABELS } from '../../core/operators/roles';
import { adminApi } from './api';
import { useSession } from './session';

/** The console's sections, each shown to the roles that may use it. */
/** The console's sections, each for the roles with its permission; `unless`: not for a role that has that one (the
 * warehouse's Stock is the variants' page that Catálogo opens for the others). */
const SECTIONS: readonly {
  readonly href: string;
  readonly label: string;
  readonly needs: Permission | null;
  readonly unless?: Permission;
}[] = [
  { href: '/', label: 'Inicio', needs: null },
  { href: '/pedidos/', label: 'Pedidos', needs: 'orders.read' },
  { href: '/clientes/', label: 'Clientes', needs: 'customers.read' },
  { href: '/devoluciones/', label: 'Devoluciones', needs: 'returns.read' },
  { href: '/pagos/', label: 'Pagos', needs: 'payments.read' },
  { href: '/facturas/', label: 'Facturas', needs: 'invoices.read' },
  { href: '/catalogo/', label: 'Catálogo', needs: 'catalogue.read' },
  { href: '/catalogo/', label: 'Stock', needs: 'stock.write', unless: 'catalogue.read' },
  { href: '/mensajes/', label: 'Mensajes', needs: 'leads.manage' },
  { href: '/informes/', label: 'Informes', needs: 'reports.read' },
  { href: '/registro/', label: 'Registro', needs: 'reports.read' },
  { href: '/operadores/', label: 'Operadores', needs: 'operators.manage' },
  { href: '/ajustes/', label: 'Ajustes', needs: 'settings.read' },
  { href: '/cuenta/', label: 'Mi cuenta', needs: null },
];

/** Whether a section is the page open: Inicio only at the console's root, any other at its pages. */
const isCurrent = (href: string, location: string) => (href === '/' ? location === '/' : location.startsWith(href));

/** A console page: the bar with the sections the operator's role opens, who is signed in, and the page's title. */
export function ConsolePage({ title, children }: { title: string; children: ReactNode }) {
  const { me, can } = useSession();
  const [location, navigate] = useLocation();
  const signOut = async () => {
    await adminApi.signOut();
    navigate('/entrar/', { replace: true });
  };
  return (
    <>
      <header className="border-b border-line bg-white print:hidden">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <span className="text-lg font-bold text-brand-dark">Fornido · Consola</span>
          <nav aria-label="Secciones" className="flex flex-wrap gap-1">
            {SECTIONS.filter((s) => (s.needs === null || can(s.needs)) && !(s.unless && can(s.unless))).map((s) => (
              <Link
                key={s.label}
                href={s.href}
                aria-current={isCurrent(s.href, location) ? 'page' : undefined}
                className="rounded-md px-3 py-2 font-semibold aria-[current=page]:bg-surface aria-[current=page]:text-brand-dark"
              >
                {s.label}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span>
              {me.name.replace(/ <.*>$/, '')} · {ROLE_LABELS.get(me.role)}
            </span>
            <button type="button" onClick={() => void signOut()} className="min-h-11 rounded-md px-3 underline">
              Cerrar sesión
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </main>
    </>
  );
}

/** A page outside the console's bar (sign-in, enrolment): centred, narrow. */
export function NarrowPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <p className="text-lg font-bold text-brand-dark">Fornido · Consola</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
