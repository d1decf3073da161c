import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOperatorStore } from '../../../adapters/persistence/operator-store';
import { sqlAccessTokenStore, sqlOperatorSessionStore } from '../../../adapters/persistence/operator-session-store';
import type { Operator } from '../../../core/operators/operator';
import { engines, type TestDatabase } from '../../support/databases';

const at = (iso: string) => new Date(iso);
const T0 = at('2026-11-29T10:00:00Z');

const anOperator = (id: string, over: Partial<Operator> = {}): Operator => ({
  id,
  email: `${id}@fornido.co`,
  name: `Operador ${id}`,
  role: 'warehouse',
  status: 'invited',
  passwordHash: null,
  totpSecret: null,
  pendingTotpSecret: null,
  createdAt: T0,
  ...over,
});
const link = (tokenHash: string) => ({ tokenHash, expiresAt: at('2026-12-02T10:00:00Z') });
const enrolment = { passwordHash: 'scrypt$…', totpSecret: 'SECRET', step: 100, recoveryCodeHashes: ['r1', 'r2'] };

for (const engine of engines()) {
  describe(`operator stores: ${engine.name}`, () => {
    let database: TestDatabase;
    let operators: ReturnType<typeof sqlOperatorStore>;
    beforeAll(async () => {
      database = await engine.open();
      operators = sqlOperatorStore(database.db);
    });
    afterAll(() => database.drop());

    it('invites once per e-mail; an enrolment link is valid, then used once; expired after its time', async () => {
      expect(await operators.invite(anOperator('ana'), link('h-ana'))).toBe(true);
      expect(await operators.invite(anOperator('ana2', { email: 'ana@fornido.co' }), link('h-ana2'))).toBe(false);
      expect(await operators.enrolmentOf('h-ana', T0)).toEqual({ state: 'valid', operatorId: 'ana' });
      expect(await operators.enrolmentOf('h-ana', at('2026-12-02T10:00:00Z'))).toEqual({
        state: 'expired',
        operatorId: 'ana',
      });
      expect(await operators.enrolmentOf('nope', T0)).toBeNull();
      expect(await operators.enrol('h-ana', T0, enrolment)).toBe(true);
      expect(await operators.enrol('h-ana', T0, enrolment)).toBe(false);
      expect(await operators.enrolmentOf('h-ana', T0)).toEqual({ state: 'used', operatorId: 'ana' });
      expect(await operators.findByEmail('ana@fornido.co')).toMatchObject({ status: 'active', totpSecret: 'SECRET' });
    });

    it('moves the used time step only forward, and takes each recovery code once', async () => {
      await operators.invite(anOperator('beto'), link('h-beto'));
      await operators.enrol('h-beto', T0, enrolment);
      expect(await operators.useTotpStep('beto', 100)).toBe(false);
      expect(await operators.useTotpStep('beto', 101)).toBe(true);
      expect(await operators.useTotpStep('beto', 99)).toBe(false);
      const races = await Promise.all([operators.useTotpStep('beto', 102), operators.useTotpStep('beto', 102)]);
      expect(races.filter(Boolean)).toHaveLength(1);
      expect(await operators.useRecoveryCode('beto', 'r1')).toBe(true);
      expect(await operators.useRecoveryCode('beto', 'r1')).toBe(false);
      expect(await operators.useRecoveryCode('ana', 'r2')).toBe(true);
    });

    it('ends idle sessions, and a disabled operator’s sessions and tokens at once; counts active owners', async () => {
      const sessions = sqlOperatorSessionStore(database.db);
      const tokens = sqlAccessTokenStore(database.db);
      await operators.invite(anOperator('caro', { role: 'owner' }), link('h-caro'));
      await operators.enrol('h-caro', T0, enrolment);
      expect(await operators.activeOwners()).toBe(1);
      await sessions.create({ tokenHash: 's1', operatorId: 'caro', at: T0 });
      expect(await sessions.touch('s1', at('2026-11-29T21:00:00Z'), at('2026-11-29T09:00:00Z'))).toBe('caro');
      // Seen at 21:00: still alive at 08:59 the next day, gone once idle 12 hours.
      expect(await sessions.touch('s1', at('2026-11-30T09:01:00Z'), at('2026-11-29T21:01:00Z'))).toBeNull();
      expect(await sessions.touch('s1', at('2026-11-30T09:02:00Z'), at('2026-11-29T09:00:00Z'))).toBeNull();
      await sessions.create({ tokenHash: 's2', operatorId: 'caro', at: T0 });
      const token = { id: 't1', name: 'CLI', createdAt: T0, lastUsedAt: null, revokedAt: null };
      await tokens.create({ ...token, operatorId: 'caro', tokenHash: 'th1' });
      expect(await tokens.use('th1', T0)).toEqual({ id: 't1', operatorId: 'caro' });
      await operators.disable('caro', T0);
      expect(await sessions.touch('s2', T0, at('2026-11-29T00:00:00Z'))).toBeNull();
      expect(await tokens.use('th1', T0)).toBeNull();
      expect(await operators.activeOwners()).toBe(0);
    });
  });
}
