import type { Clock } from '../shared/ports';
import { SESSION_DAYS } from './account-rules';
import type { AccountView } from './account-view';
import type { Secrets, SessionStore } from './ports';

/** A session just opened: the token goes to the browser (cookie) or API client, only its hash is stored. */
export type OpenedSession = { readonly token: string; readonly expiresAt: Date };

/** A customer just signed in (at sign-in or activation): their account as shown, and the session opened. */
export type SignedIn = { readonly account: AccountView; readonly session: OpenedSession };

const DAY_MS = 86_400_000;

/** Opens a session of SESSION_DAYS for a customer, storing only the token's hash. */
export const openSession =
  (deps: { readonly sessions: SessionStore; readonly secrets: Secrets; readonly clock: Clock }) =>
  async (customerId: string): Promise<OpenedSession> => {
    const token = deps.secrets.newToken();
    const createdAt = deps.clock.now();
    const expiresAt = new Date(createdAt.getTime() + SESSION_DAYS * DAY_MS);
    await deps.sessions.create({ tokenHash: deps.secrets.hashToken(token), customerId, createdAt, expiresAt });
    return { token, expiresAt };
  };

/** The customer a token signs in, or null when the token is unknown, malformed or expired. */
export const resolveSession =
  (deps: { readonly sessions: SessionStore; readonly secrets: Secrets; readonly clock: Clock }) =>
  async (token: string): Promise<{ readonly customerId: string; readonly tokenHash: string } | null> => {
    // Our tokens are 43 base64url characters; anything else is not worth a database round trip.
    if (!/^[A-Za-z0-9_-]{32,128}$/.test(token)) return null;
    const tokenHash = deps.secrets.hashToken(token);
    const session = await deps.sessions.findValid(tokenHash, deps.clock.now());
    return session ? { customerId: session.customerId, tokenHash } : null;
  };
