import { describe, expect, it } from 'vitest';
import { nodeOneTimePasswords } from '../../../adapters/security/totp';
import { matchingStep, newRecoveryCodes, proveSecondFactor, stepAt } from '../../../core/operators/second-factor';
import type { Secrets } from '../../../core/customers/ports';

const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = new Date('2026-11-29T10:00:15Z');
const codeOf = (step: number) => nodeOneTimePasswords.codeAt(SECRET, step);

/** The two store methods proving a factor needs, kept in memory: steps only forward, each recovery code once. */
const memory = (recoveryHashes: string[]) => {
  let last = -1;
  const unused = new Set(recoveryHashes);
  return {
    useTotpStep: (_id: string, step: number) => Promise.resolve(step > last && ((last = step), true)),
    useRecoveryCode: (_id: string, hash: string) => Promise.resolve(unused.delete(hash)),
  };
};
const secrets: Secrets = {
  newToken: () => 'x'.repeat(43),
  hashToken: (t) => `hash:${t}`,
  randomCode: (length) => 'abcdefghjk'.slice(0, length),
};

describe('second factor', () => {
  it('accepts the code of this step and of one step either side, nothing further', () => {
    const now = stepAt(at);
    for (const step of [now - 1, now, now + 1])
      expect(matchingStep(nodeOneTimePasswords, SECRET, codeOf(step), at)).toBe(step);
    for (const step of [now - 2, now + 2])
      expect(matchingStep(nodeOneTimePasswords, SECRET, codeOf(step), at)).toBeNull();
    expect(matchingStep(nodeOneTimePasswords, SECRET, '12345', at)).toBeNull();
  });

  it('takes each code once, and no older code after a newer one', async () => {
    const prove = proveSecondFactor({ operators: memory([]), otp: nodeOneTimePasswords, secrets });
    const op = { id: 'op', totpSecret: SECRET };
    const now = stepAt(at);
    expect(await prove(op, codeOf(now), at)).toBe(true);
    expect(await prove(op, codeOf(now), at)).toBe(false);
    expect(await prove(op, codeOf(now - 1), at)).toBe(false);
    expect(await prove(op, codeOf(now + 1), at)).toBe(true);
  });

  it('takes a recovery code once, typed in any case with spaces or a dash', async () => {
    const [code] = newRecoveryCodes(secrets);
    expect(code).toBe('abcde-fghjk');
    const prove = proveSecondFactor({ operators: memory(['hash:abcdefghjk']), otp: nodeOneTimePasswords, secrets });
    const op = { id: 'op', totpSecret: SECRET };
    expect(await prove(op, ' ABCDE FGHJK ', at)).toBe(true);
    expect(await prove(op, 'abcde-fghjk', at)).toBe(false);
  });
});
