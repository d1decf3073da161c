import { describe, expect, it } from 'vitest';
import { signIn } from '../../../core/customers/sign-in';
import { worldWithCamila } from './account-fakes';

const setUp = async () => {
  const world = await worldWithCamila();
  return { world, signIn: signIn(world) };
};

describe('signIn', () => {
  it('spends the same hashing work on an unknown email as on a wrong password', async () => {
    const { world, signIn: run } = await setUp();
    const unknown = await run({ email: 'nadie@correo.co', password: 'Proteina2026', ip: '2' });
    const wrong = await run({ email: 'camila@correo.co', password: 'Otra12345678', ip: '2' });
    expect(unknown).toEqual(wrong);
    expect(world.hashCalls.verify).toHaveLength(2);
    expect(world.hashCalls.verify[0]).toMatch(/^h:/);
  });

  it("refuses an address after 5 wrong passwords for the account, but not the owner's right password from elsewhere", async () => {
    const { world, signIn: run } = await setUp();
    for (let i = 0; i < 5; i += 1) await run({ email: 'camila@correo.co', password: `Mala${i}23456`, ip: 'extraño' });
    const owner = await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'casa' });
    expect(owner.ok).toBe(true);
    const refused = await run({ email: ' CAMILA@correo.co', password: 'Proteina2026', ip: 'extraño' });
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 900 });
    expect(!refused.ok && refused.error.message).toBe(
      'Hiciste demasiados intentos. Por tu seguridad, inténtalo de nuevo en 15 minutos.',
    );
    expect(await run({ email: 'otra@correo.co', password: 'Mala123456', ip: 'extraño' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-credentials' },
    });
    world.advance(10 * 60_000);
    const later = await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'extraño' });
    expect(!later.ok && later.error.message).toContain('en 5 minutos');
    world.advance(5 * 60_000);
    expect((await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'extraño' })).ok).toBe(true);
  });

  it("forgets an address's wrong passwords when it signs in", async () => {
    const { signIn: run } = await setUp();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await run({ email: 'camila@correo.co', password: 'Mala123456', ip: 'casa' });
      expect((await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'casa' })).ok).toBe(true);
    }
  });

  it('still allows 20 attempts per address in 15 minutes, right or wrong, whatever the accounts', async () => {
    const { world, signIn: run } = await setUp();
    for (let i = 0; i < 20; i += 1) await run({ email: `intruso${i}@correo.co`, password: 'Adivina1234', ip: 'bot' });
    const refused = await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'bot' });
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 900 });
    expect((await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'casa' })).ok).toBe(true);
    world.advance(15 * 60_000);
    expect((await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'bot' })).ok).toBe(true);
  });

  it('opens a new session on every sign-in', async () => {
    const { world, signIn: run } = await setUp();
    const a = await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: '3' });
    const b = await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: '3' });
    expect(a.ok && b.ok && a.value.session.token !== b.value.session.token).toBe(true);
    expect(await world.sessions.findValid('#t2', world.clock.now())).not.toBeNull();
  });
});
