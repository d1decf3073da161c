import { describe, expect, it } from 'vitest';
import { signIn } from '../../../core/customers/sign-in';
import { signUp } from '../../../core/customers/sign-up';
import { accountWorld } from './account-fakes';

const setUp = async () => {
  const world = accountWorld();
  await signUp(world)({ name: 'Camila Rodríguez', email: 'camila@correo.co', password: 'Proteina2026', privacyConsent: true, marketingConsent: false, ip: '1' });
  world.hashCalls.verify.length = 0;
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

  it('locks the account after 5 failures for 15 minutes, then lets the right password in and forgets the failures', async () => {
    const { world, signIn: run } = await setUp();
    for (let i = 0; i < 5; i += 1) await run({ email: 'camila@correo.co', password: 'Mala123456', ip: `ip${i}` });
    const locked = await run({ email: 'CAMILA@correo.co', password: 'Proteina2026', ip: 'otra' });
    expect(!locked.ok && locked.error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 900 });
    world.advance(15 * 60_000);
    expect((await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'otra' })).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) await run({ email: 'camila@correo.co', password: 'Mala123456', ip: 'otra' });
    expect((await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: 'otra' })).ok).toBe(true);
  });

  it('opens a new session on every sign-in', async () => {
    const { world, signIn: run } = await setUp();
    const a = await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: '3' });
    const b = await run({ email: 'camila@correo.co', password: 'Proteina2026', ip: '3' });
    expect(a.ok && b.ok && a.value.session.token !== b.value.session.token).toBe(true);
    expect(await world.sessions.findValid('#t2', world.clock.now())).not.toBeNull();
  });
});
