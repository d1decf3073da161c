import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../core/operators/access-tokens';
import { readAuditLog } from '../core/operators/audit-log';
import { changeOperatorPassword } from '../core/operators/change-operator-password';
import { completeEnrolment, showEnrolment } from '../core/operators/enrol-operator';
import { inviteOperator } from '../core/operators/invite-operator';
import { changeRole, disableOperator, listOperators } from '../core/operators/manage-operators';
import { resolveActor, signOutEverywhere, signOutOperator } from '../core/operators/operator-sessions';
import { signInOperator } from '../core/operators/sign-in-operator';
import { viewSettings } from '../core/policy/view-settings';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { sqlOperatorStore } from './persistence/operator-store';
import { sqlAuditLog } from './persistence/audit-log';
import { sqlAccessTokenStore, sqlOperatorAudit, sqlOperatorSessionStore } from './persistence/operator-session-store';
import { nodeSecrets } from './security/secrets';
import { nodeOneTimePasswords } from './security/totp';
import { T } from './tokens';

/** The operators' accounts: SQL stores, scrypt (the shoppers' hasher), RFC 6238 codes, and their use cases. */
export const bindOperators = (c: Container, config: Config, database: Database) => {
  const db = database.db;
  c.bind(T.operatorAudit).toConstantValue(sqlOperatorAudit(db));
  c.bind(T.auditLog).toConstantValue(readAuditLog({ log: sqlAuditLog(db), operators: sqlOperatorStore(db) }));
  c.bind(T.operators)
    .toDynamicValue((x) => {
      const p = {
        operators: sqlOperatorStore(db),
        sessions: sqlOperatorSessionStore(db),
        tokens: sqlAccessTokenStore(db),
        audit: x.get(T.operatorAudit),
        hasher: x.get(T.passwordHasher),
        limiter: x.get(T.rateLimiter),
        clock: x.get(T.clock),
        secrets: nodeSecrets,
        otp: nodeOneTimePasswords,
        ids: { newId: () => randomUUID() },
        storeUrl: config.publicUrl,
        mailer: x.get(T.mailer),
        logger: x.get(T.logger),
      };
      return {
        inviteOperator: inviteOperator(p),
        showEnrolment: showEnrolment(p),
        completeEnrolment: completeEnrolment(p),
        signInOperator: signInOperator(p),
        resolveActor: resolveActor(p),
        signOutOperator: signOutOperator(p),
        signOutEverywhere: signOutEverywhere(p),
        listOperators: listOperators(p),
        changeRole: changeRole(p),
        disableOperator: disableOperator(p),
        createAccessToken: createAccessToken(p),
        listAccessTokens: listAccessTokens(p),
        revokeAccessToken: revokeAccessToken(p),
        changeOperatorPassword: changeOperatorPassword(p),
        viewSettings: viewSettings(config),
      };
    })
    .inSingletonScope();
};
