import { RequestError } from '../../contract/request-error';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { island } from '../lib/island';
import { pageOfIslands } from '../lib/island-attribute';
import { useTappable } from '../lib/use-hydrated';

const OFFLINE = 'No pudimos cerrar tu sesión. Revisa tu conexión e inténtalo de nuevo.';

/** Pages that show only the signed-in shopper's own things: after signing out there, the shopper goes home. */
const PRIVATE_PATHS = /^\/(micuenta|pedido)\//;

/** "Cerrar sesión": ends the session (state/session.ts: a POST checked against cross-site requests, then the account's
 * cart and checkout draft forgotten in this browser), closes the menu it is in and leaves a private page for the home
 * page. On a page that stays server HTML, whose header was drawn for the shopper, the page loads again as a guest's.
 * That code loads on the tap, so the header of every page does not carry it. */
function SignOut({ className }: { className: string }) {
  const [path, navigate] = useLocation();
  const tappable = useTappable();
  const button = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      const { signOut: endSession } = await import('../state/session');
      await endSession();
      button.current?.closest('details')?.removeAttribute('open');
      if (PRIVATE_PATHS.test(path)) navigate('/');
      else if (pageOfIslands()) location.reload();
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
        ref={button}
        type="button"
        onClick={() => void signOut()}
        disabled={busy || !tappable}
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

/** "Cerrar sesión", an island: it works in the header of a page that stays server HTML. */
export const SignOutButton = island('sign-out', SignOut);
