import { Link } from 'wouter';
import { closeMenu, closeMenuOnEscape } from './close-menu';
import { PROGRAMMES } from '../lib/programmes';

/** The programmes as items of the phone's menu, named "Beneficios" for screen readers like the desktop's. */
export function ProgrammeMenuItems({ itemClass }: { itemClass: string }) {
  return (
    <nav aria-label="Beneficios" className="mt-2 border-t border-line pt-2">
      <ul>
        {PROGRAMMES.map((p) => (
          <li key={p.href}>
            <Link href={p.href} onClick={closeMenu} className={itemClass}>
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Beneficios" at the end of the desktop's category bar: a disclosure (a native details element, so it opens without
 * JavaScript) listing each programme with what it gives. Escape closes it and returns the focus to its button. */
export function ProgrammesDisclosure() {
  return (
    <details className="relative ml-auto" onKeyDown={closeMenuOnEscape}>
      <summary className="block cursor-pointer list-none px-3 py-2.5 text-sm font-semibold text-brand hover:text-brand-dark">
        Beneficios
      </summary>
      <nav
        aria-label="Beneficios"
        className="absolute right-0 top-11 z-40 w-80 rounded-xl border border-line bg-white p-2 shadow-lg"
      >
        <ul>
          {PROGRAMMES.map((p) => (
            <li key={p.href}>
              <Link href={p.href} onClick={closeMenu} className="block rounded-lg px-3 py-2.5 hover:bg-surface">
                <span className="block font-semibold hover:text-brand">{p.name}</span>
                <span className="block text-sm text-muted">{p.pitch}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
