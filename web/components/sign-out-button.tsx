import { RequestError } from '../../contract/request-error';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '../lib/use-hydrated';

const OFFLINE = 'No pudimos cerrar tu sesión. Revisa tu conexión e inténtalo de nuevo.';

/** Pages that show only the signed-in shopper's own things: after signing out there, the shopper goes home. */
const PRIVATE_PATHS = /^\/(micuenta|pedido)\//;

/** "Cerrar sesión": ends the session (state/session.ts: a POST checked against cross-site requests, then the account's
 * cart and checkout draft forgotten in this browser) and leaves a private page for the home page. That code loads on
 * the tap, so the header of every page does not carry it. */
export function SignOutButton({ className, onSignedOut }: { className: string; onSignedOut?: () => void }) {
  const [path, navigate] = useLocation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      const { signOut: endSession } = await import('../state/session');
      await endSession();
      onSignedOut?.();
      if (PRIVATE_PATHS.test(path)) navigate('/');
    } catch (failure) {
      // The server's reason in Spanish, or (the session code could not even be downloaded) the connection's.
      setError(failure instanceof RequestError ? failure.message : OFFLINE);
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
