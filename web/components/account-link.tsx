import { useRef } from 'react';
import { Link } from 'wouter';
import type { AccountView } from '../../contract/account';
import { firstName } from '../state/account';
import { closeMenuOnEscape } from './close-menu';
import { SignOutButton } from './sign-out-button';

const ITEM = 'block w-full rounded-lg px-3 py-3 text-left text-sm font-medium hover:bg-surface hover:text-brand';

function PersonIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className="shrink-0"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/** The account's own links, for the header's account menu and the mobile menu. */
export function AccountItems({ onChosen }: { onChosen: () => void }) {
  return (
    <>
      <li>
        <Link href="/micuenta/" onClick={onChosen} className={ITEM}>
          Mi cuenta
        </Link>
      </li>
      <li>
        <Link href="/micuenta/pedidos/" onClick={onChosen} className={ITEM}>
          Mis pedidos
        </Link>
      </li>
      <li>
        <SignOutButton className={ITEM} />
      </li>
    </>
  );
}

/** "Ingresar" for a guest; for a signed-in shopper their first name opening a disclosure menu (a native details
 * element: it opens without JavaScript, and screen readers announce it expanded or collapsed) with "Mi cuenta",
 * "Mis pedidos" and "Cerrar sesión". Escape closes it and returns the focus to its button. */
export function AccountLink({ account }: { account: AccountView | null }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const name = account ? firstName(account.name) : null;
  if (!name)
    return (
      <Link
        href="/cuenta/ingresar/"
        className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:text-brand"
      >
        <PersonIcon />
        <span>Ingresar</span>
      </Link>
    );
  const close = () => menu.current?.removeAttribute('open');
  return (
    <details ref={menu} className="relative" onKeyDown={closeMenuOnEscape}>
      <summary
        aria-label={`Mi cuenta, ${name}`}
        className="inline-flex h-11 max-w-32 shrink-0 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:text-brand"
      >
        <PersonIcon />
        <span className="truncate">{name}</span>
      </summary>
      <ul className="absolute right-0 top-12 z-40 w-52 rounded-xl border border-line bg-white p-2 shadow-lg">
        <AccountItems onChosen={close} />
      </ul>
    </details>
  );
}
