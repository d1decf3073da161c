import { Link } from 'wouter';
import type { AccountView } from '../lib/account-api';
import { firstName } from '../state/account';

/** "Ingresar" for a guest, or the shopper's first name leading to their account. */
export function AccountLink({ account }: { account: AccountView | null }) {
  const name = account ? firstName(account.name) : null;
  return (
    <Link
      href={name ? '/micuenta/' : '/cuenta/ingresar/'}
      aria-label={name ? `Mi cuenta, ${name}` : undefined}
      className="inline-flex h-11 max-w-32 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:text-brand"
    >
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
      <span className="truncate">{name ?? 'Ingresar'}</span>
    </Link>
  );
}
