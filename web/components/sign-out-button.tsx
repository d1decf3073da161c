import { useState } from 'react';
import { useLocation } from 'wouter';
import { failureMessage } from './forms/use-form';
import { authApi } from '../lib/auth-api';
import { useHydrated } from '../lib/use-hydrated';

/** Pages that show only the signed-in shopper's own things: after signing out there, the shopper goes home. */
const PRIVATE_PATHS = /^\/(micuenta|pedido)\//;

/** "Cerrar sesión": ends the session (a POST, checked against cross-site requests like every write), forgets the
 * account's cart and checkout draft in this browser, and leaves a private page for the home page. The session module
 * loads on the tap, so the header of every page does not carry it. */
export function SignOutButton({ className, onSignedOut }: { className: string; onSignedOut?: () => void }) {
  const [path, navigate] = useLocation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      await authApi.signOut();
      const { signedOut } = await import('../state/session');
      signedOut();
      onSignedOut?.();
      if (PRIVATE_PATHS.test(path)) navigate('/');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={busy || !hydrated}
        aria-busy={busy}
        className={className}
      >
        {busy ? 'Cerrando sesión…' : 'Cerrar sesión'}
      </button>
      {error && (
        <p role="alert" className="px-3 py-2 text-sm font-semibold text-brand-dark">
          {error}
        </p>
      )}
    </>
  );
}
