import type { Secrets, SessionStore } from './ports';

/** Ends the session of a token (signing out on this device only); an unknown token is already signed out. */
export const signOut =
  (deps: { readonly sessions: SessionStore; readonly secrets: Secrets }) =>
  async (token: string): Promise<void> => {
    await deps.sessions.delete(deps.secrets.hashToken(token));
  };
