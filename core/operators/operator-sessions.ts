import type { Secrets } from '../customers/ports';
import type { Clock } from '../shared/ports';
import { actorName, type Actor } from './operator';
import type { AccessTokenStore, OperatorSessionStore, OperatorStore } from './ports';

/** A console session ends after this long without a request. */
export const IDLE_HOURS = 12;
/** Personal access tokens start with this, so a leaked one is recognised (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'fop_';

export type OpenedOperatorSession = { readonly token: string };

type SessionDeps = { readonly sessions: OperatorSessionStore; readonly secrets: Secrets; readonly clock: Clock };

/** Opens a console session for an operator, storing only its token's hash. */
export const openOperatorSession =
  (deps: SessionDeps) =>
  async (operatorId: string): Promise<OpenedOperatorSession> => {
    const token = deps.secrets.newToken();
    await deps.sessions.create({ tokenHash: deps.secrets.hashToken(token), operatorId, at: deps.clock.now() });
    return { token };
  };

type ResolveDeps = SessionDeps & { readonly operators: OperatorStore; readonly tokens: AccessTokenStore };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/** The actor a console session or a personal access token (`fop_…`) speaks for, with the role their operator holds
 * now; null when it is unknown, idle past IDLE_HOURS, revoked, or its operator is disabled. */
export const resolveActor =
  (deps: ResolveDeps) =>
  async (token: string): Promise<Actor | null> => {
    const now = deps.clock.now();
    const isAccessToken = token.startsWith(ACCESS_TOKEN_PREFIX);
    const bare = isAccessToken ? token.slice(ACCESS_TOKEN_PREFIX.length) : token;
    if (!TOKEN_SHAPE.test(bare)) return null;
    const tokenHash = deps.secrets.hashToken(bare);
    const found = isAccessToken
      ? await deps.tokens.use(tokenHash, now)
      : await deps.sessions
          .touch(tokenHash, now, new Date(now.getTime() - IDLE_HOURS * 3_600_000))
          .then((operatorId) => (operatorId ? { id: tokenHash, operatorId } : null));
    const operator = found ? await deps.operators.findById(found.operatorId) : null;
    if (!found || !operator || operator.status !== 'active') return null;
    return {
      operatorId: operator.id,
      name: actorName(operator),
      role: operator.role,
      via: isAccessToken ? { kind: 'token', id: found.id } : { kind: 'session', tokenHash },
    };
  };

/** Ends the session an actor signed in with (a token has no session to end). */
export const signOutOperator = (deps: { readonly sessions: OperatorSessionStore }) => async (actor: Actor) => {
  if (actor.via.kind === 'session') await deps.sessions.end(actor.via.tokenHash);
};

/** Ends every console session of the actor's operator, on every device, this one too. */
export const signOutEverywhere =
  (deps: { readonly sessions: OperatorSessionStore }) =>
  async (actor: Actor): Promise<{ readonly ended: number }> => ({
    ended: actor.operatorId ? await deps.sessions.endAllOf(actor.operatorId) : 0,
  });
