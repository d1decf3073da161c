import { describe, expect, it } from 'vitest';
import { changePassword } from '../../../core/customers/change-password';
import { parseEmail } from '../../../core/people/email';
import { signIn } from '../../../core/customers/sign-in';
import { CAMILA, worldWithCamila } from './account-fakes';

const { email: EMAIL, password: RIGHT } = CAMILA;

const setUp = async () => {
  const world = await worldWithCamila();
  const email = parseEmail(EMAIL);
  const customerId = email.ok ? (await world.customers.findByEmail(email.value))!.id : '';
  const change = changePassword(world);
  const attempt = (currentPassword: string, ip: string, newPassword = 'NuevaClave2027') =>
    change({ customerId, currentTokenHash: null, currentPassword, newPassword, ip });
  return { world, attempt, signIn: signIn(world) };
};

describe('changePassword', () => {
  it('counts wrong current passwords per account and address, as sign-in does, sharing the count with it', async () => {
    const { attempt, signIn: run } = await setUp();
    for (let i = 0; i < 3; i += 1)
      expect(await attempt('NoEsLaClave1', 'robada')).toMatchObject({ error: { kind: 'invalid-input' } });
    for (let i = 0; i < 2; i += 1) await run({ email: EMAIL, password: 'NoEsLaClave1', ip: 'robada' });
    const refused = await attempt(RIGHT, 'robada');
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 900 });
    expect(await run({ email: EMAIL, password: RIGHT, ip: 'robada' })).toMatchObject({
      error: { kind: 'rate-limited' },
    });
    expect((await run({ email: EMAIL, password: RIGHT, ip: 'casa' })).ok).toBe(true);
    expect((await attempt(RIGHT, 'casa')).ok).toBe(true);
  });

  it('forgets the wrong current passwords of an address once the right one is given there', async () => {
    const { attempt } = await setUp();
    for (let i = 0; i < 4; i += 1) await attempt('NoEsLaClave1', 'casa');
    expect((await attempt(RIGHT, 'casa')).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) await attempt('NoEsLaClave1', 'casa');
    // Not refused: the current password is checked, and only the new one (the same) is wrong.
    expect(await attempt('NuevaClave2027', 'casa', 'NuevaClave2027')).toMatchObject({
      error: { kind: 'invalid-input', fields: { newPassword: expect.any(String) } },
    });
  });
});
