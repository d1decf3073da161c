import type { Secrets } from '../customers/ports';
import type { Clock, IdGenerator } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { Actor } from './operator';
import { invalidField, type AccessTokenNotFound, type InvalidOperatorInput } from './operator-errors';
import { ACCESS_TOKEN_PREFIX } from './operator-sessions';
import type { AccessToken, AccessTokenStore, OperatorAudit } from './ports';

export type AccessTokenDeps = {
  readonly tokens: AccessTokenStore;
  readonly audit: OperatorAudit;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/** A token as listed: dates as ISO texts. */
export type AccessTokenView = {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
};

const viewOf = (t: AccessToken): AccessTokenView => ({
  id: t.id,
  name: t.name,
  createdAt: t.createdAt.toISOString(),
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  revokedAt: t.revokedAt?.toISOString() ?? null,
});

/** The refusal when an actor without an operator (a command on the database itself) asks for a token of its own. */
const NO_OPERATOR = invalidField('name', 'Solo un operador con sesión puede crear tokens.');

/** Creates a personal access token for the actor's own operator, acting with their role: the token is answered once
 * (`fop_…`) and only its hash kept. */
export const createAccessToken =
  (deps: AccessTokenDeps) =>
  async (
    actor: Actor,
    name: string,
  ): Promise<Result<{ readonly token: string; readonly view: AccessTokenView }, InvalidOperatorInput>> => {
    if (!actor.operatorId) return err(NO_OPERATOR);
    const label = name.trim().replace(/\s+/g, ' ');
    if (label.length < 1 || label.length > 60) {
      return err(invalidField('name', 'Dale al token un nombre de 1 a 60 caracteres (para qué o dónde lo usarás).'));
    }
    const secret = deps.secrets.newToken();
    const at = deps.clock.now();
    const token = { id: deps.ids.newId(), name: label, createdAt: at, lastUsedAt: null, revokedAt: null };
    await deps.tokens.create({ ...token, operatorId: actor.operatorId, tokenHash: deps.secrets.hashToken(secret) });
    await deps.audit.record({
      at,
      operatorId: actor.operatorId,
      actor: actor.name,
      action: 'token.created',
      subject: label,
    });
    return ok({ token: `${ACCESS_TOKEN_PREFIX}${secret}`, view: viewOf(token) });
  };

/** The actor's own tokens, newest first. */
export const listAccessTokens =
  (deps: AccessTokenDeps) =>
  async (actor: Actor): Promise<readonly AccessTokenView[]> =>
    actor.operatorId ? (await deps.tokens.listOf(actor.operatorId)).map(viewOf) : [];

/** Revokes one of the actor's own tokens: it stops working at once. */
export const revokeAccessToken =
  (deps: AccessTokenDeps) =>
  async (actor: Actor, id: string): Promise<Result<{ readonly revoked: string }, AccessTokenNotFound>> => {
    const at = deps.clock.now();
    if (!actor.operatorId || !(await deps.tokens.revoke(actor.operatorId, id, at)))
      return err({ kind: 'access-token-not-found', message: 'No tienes un token activo con ese id.' });
    await deps.audit.record({
      at,
      operatorId: actor.operatorId,
      actor: actor.name,
      action: 'token.revoked',
      subject: id,
    });
    return ok({ revoked: id });
  };
