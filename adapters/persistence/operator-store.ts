import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Operator } from '../../core/operators/operator';
import type { OperatorStore } from '../../core/operators/ports';
import { parseRole } from '../../core/operators/roles';
import type { Db } from './db';
import {
  operatorEnrolments,
  operatorRecoveryCodes,
  operators,
  operatorSessions,
  operatorTokens,
  type OperatorRow,
} from './schema/index';

const operatorOf = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  // The table's check allows only the four roles and three states.
  role: parseRole(row.role) ?? 'support',
  status: row.status as Operator['status'],
  passwordHash: row.passwordHash,
  totpSecret: row.totpSecret,
  pendingTotpSecret: row.pendingTotpSecret,
  createdAt: row.createdAt,
});

const one = async (rows: Promise<OperatorRow[]>) => {
  const [row] = await rows;
  return row ? operatorOf(row) : null;
};

/** Operators, their enrolment links and recovery codes in SQL. */
export const sqlOperatorStore = (db: Db): OperatorStore => ({
  invite: async (operator, enrolment) => {
    const { id, email, name, role, status, createdAt } = operator;
    return db.transaction(async (tx) => {
      const [added] = await tx
        .insert(operators)
        .values({ id, email, name, role, status, createdAt })
        .onConflictDoNothing()
        .returning({ id: operators.id });
      if (!added) return false;
      await tx.insert(operatorEnrolments).values({ ...enrolment, operatorId: id, createdAt });
      return true;
    });
  },

  findById: (id) => one(db.select().from(operators).where(eq(operators.id, id))),
  findByEmail: (email) => one(db.select().from(operators).where(eq(operators.email, email))),
  list: async () => (await db.select().from(operators).orderBy(operators.createdAt, operators.email)).map(operatorOf),

  enrolmentOf: async (tokenHash, now) => {
    const [row] = await db.select().from(operatorEnrolments).where(eq(operatorEnrolments.tokenHash, tokenHash));
    if (!row) return null;
    const state = row.usedAt ? 'used' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
    return { state, operatorId: row.operatorId };
  },

  setPendingSecret: async (id, secret) => {
    await db.update(operators).set({ pendingTotpSecret: secret }).where(eq(operators.id, id));
  },

  enrol: (tokenHash, now, done) =>
    db.transaction(async (tx) => {
      const [taken] = await tx
        .update(operatorEnrolments)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorEnrolments.tokenHash, tokenHash),
            isNull(operatorEnrolments.usedAt),
            gt(operatorEnrolments.expiresAt, now),
          ),
        )
        .returning({ operatorId: operatorEnrolments.operatorId });
      if (!taken) return false;
      await tx
        .update(operators)
        .set({
          status: 'active',
          passwordHash: done.passwordHash,
          totpSecret: done.totpSecret,
          pendingTotpSecret: null,
          totpLastStep: done.step,
        })
        .where(eq(operators.id, taken.operatorId));
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, taken.operatorId));
      await tx
        .insert(operatorRecoveryCodes)
        .values(done.recoveryCodeHashes.map((codeHash) => ({ operatorId: taken.operatorId, codeHash })));
      return true;
    }),

  useTotpStep: async (id, step) => {
    const used = await db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ id: operators.id });
    return used.length === 1;
  },

  useRecoveryCode: async (id, codeHash) => {
    const used = await db
      .update(operatorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorId, id),
          eq(operatorRecoveryCodes.codeHash, codeHash),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.operatorId });
    return used.length === 1;
  },

  setPasswordHash: async (id, passwordHash) => {
    await db.update(operators).set({ passwordHash }).where(eq(operators.id, id));
  },

  setRole: async (id, role) => {
    await db.update(operators).set({ role }).where(eq(operators.id, id));
  },

  disable: (id, now) =>
    db.transaction(async (tx) => {
      await tx.update(operators).set({ status: 'disabled', disabledAt: now }).where(eq(operators.id, id));
      await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
      await tx
        .update(operatorTokens)
        .set({ revokedAt: now })
        .where(and(eq(operatorTokens.operatorId, id), isNull(operatorTokens.revokedAt)));
    }),

  activeOwners: async () => {
    const [row] = await db
      .select({ n: count() })
      .from(operators)
      .where(and(eq(operators.role, 'owner'), eq(operators.status, 'active')));
    return row?.n ?? 0;
  },
});
