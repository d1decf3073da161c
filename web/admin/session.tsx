import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Me } from '../../contract/admin-operators';
import type { Permission } from '../../core/operators/roles';
import { adminApi } from './api';

type Session = { readonly me: Me; readonly can: (p: Permission) => boolean };
const SessionContext = createContext<Session | null>(null);

/** The signed-in operator of a page inside the console (its pages are only drawn once there is one). */
export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SignedIn>');
  return session;
};

/** Draws its children for a signed-in operator; without a session it goes to the sign-in, which comes back here. */
export function SignedIn({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const [me, setMe] = useState<Me | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void adminApi.me().then((result) => {
      if (!live) return;
      if (result.ok) setMe(result.value);
      else if (result.error.kind === 'unauthenticated')
        navigate(`/entrar/?volver=${encodeURIComponent(location)}`, { replace: true });
      else setFailure(result.error.message);
    });
    return () => {
      live = false;
    };
    // Asked once per page shown; a page's own actions keep the session alive.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  if (failure)
    return (
      <p role="alert" className="p-6 text-warn">
        {failure}
      </p>
    );
  if (!me)
    return (
      <p aria-busy="true" className="p-6 text-muted">
        Cargando…
      </p>
    );
  const permissions = new Set(me.permissions);
  return <SessionContext value={{ me, can: (p) => permissions.has(p) }}>{children}</SessionContext>;
}
