import { describe, expect, it } from 'vitest';
import { signIn } from '../../../core/customers/sign-in';
import { CAMILA, worldWithCamila } from './account-fakes';

const { email: EMAIL, password: RIGHT } = CAMILA;

const setUp = async () => {
  const world = await worldWithCamila();
  return { world, run: signIn(world) };
};

/** `addresses` addresses, one after the other, each trying up to 5 wrong passwords; how many were checked. */
const guessFrom = async (run: ReturnType<typeof signIn>, addresses: number, prefix = 'bot') => {
  let checked = 0;
  for (let a = 0; a < addresses; a += 1) {
    for (let i = 0; i < 5; i += 1) {
      const r = await run({ email: EMAIL, password: `Mala${i}clave99`, ip: `${prefix}${a}` });
      if (!r.ok && r.error.kind === 'invalid-credentials') checked += 1;
    }
  }
  return checked;
};

describe('guessing one account from many addresses', () => {
  it('past 50 wrong passwords in an hour, each further address gets its passwords checked once', async () => {
    const { world, run } = await setUp();
    // 10 addresses spend the budget (5 each), the other 90 get one guess each: 140 checks instead of 500.
    expect(await guessFrom(run, 100)).toBe(140);
    expect(world.hashCalls.verify).toHaveLength(140);
  });

  it("never refuses the owner's right password from an address that has not failed, budget spent or not", async () => {
    const { run } = await setUp();
    await guessFrom(run, 12);
    expect((await run({ email: EMAIL, password: RIGHT, ip: 'casa' })).ok).toBe(true);
    expect((await run({ email: EMAIL, password: RIGHT, ip: 'oficina' })).ok).toBe(true);
  });

  it('an address whose wrong password came past the budget waits an hour, told in minutes; then the budget is back', async () => {
    const { world, run } = await setUp();
    await guessFrom(run, 10);
    expect(await run({ email: EMAIL, password: 'Adivina1234', ip: 'nuevo' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-credentials' },
    });
    const refused = await run({ email: EMAIL, password: RIGHT, ip: 'nuevo' });
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 3600 });
    expect(!refused.ok && refused.error.message).toContain('inténtalo de nuevo en 60 minutos');
    // Other accounts are not under attack: the same address is only refused for this one.
    expect(await run({ email: 'otra@correo.co', password: 'Adivina1234', ip: 'nuevo' })).toMatchObject({
      error: { kind: 'invalid-credentials' },
    });
    world.advance(60 * 60_000);
    expect((await run({ email: EMAIL, password: RIGHT, ip: 'nuevo' })).ok).toBe(true);
    expect(await guessFrom(run, 10, 'otro-bot')).toBe(50);
  });

  it('an address that failed within the budget still has its next password checked, and is shut out if it is wrong', async () => {
    const { run } = await setUp();
    for (let i = 0; i < 2; i += 1) await run({ email: EMAIL, password: 'Mala123456', ip: 'casa' });
    await guessFrom(run, 10);
    expect(await run({ email: EMAIL, password: 'Mala123456', ip: 'casa' })).toMatchObject({
      error: { kind: 'invalid-credentials' },
    });
    expect(await run({ email: EMAIL, password: RIGHT, ip: 'casa' })).toMatchObject({ error: { kind: 'rate-limited' } });
    expect((await run({ email: EMAIL, password: RIGHT, ip: 'oficina' })).ok).toBe(true);
  });
});
