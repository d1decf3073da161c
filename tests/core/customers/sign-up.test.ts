import { describe, expect, it } from 'vitest';
import { signUp } from '../../../core/customers/sign-up';
import { accountWorld } from './account-fakes';

const form = (over: Partial<Parameters<ReturnType<typeof signUp>>[0]> = {}) => ({
  name: '  Camila   Rodríguez ',
  email: ' Camila@Correo.co ',
  password: 'Proteina2026',
  privacyConsent: true,
  marketingConsent: false,
  ip: '10.0.0.1',
  ...over,
});

describe('signUp', () => {
  it('stores a tidy customer with the consent time, a hashed password, and opens a session', async () => {
    const world = accountWorld({ codes: ['7K2P'] });
    const result = await signUp(world)(form({ marketingConsent: true }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.account).toMatchObject({
      name: 'Camila Rodríguez',
      email: 'camila@correo.co',
      referralCode: 'CAMI7K2P',
      marketingConsent: true,
    });
    // t1 is the email-verification token the welcome mail carries; t2 the session's.
    expect(result.value.session).toEqual({ token: 't2', expiresAt: new Date('2026-12-22T12:00:00Z') });
    expect(result.value.account.emailVerified).toBe(false);
    const stored = await world.customers.findByEmail(result.value.account.email as never);
    expect(stored).toMatchObject({
      passwordHash: 'h:Proteina2026',
      privacyConsentAt: world.clock.now(),
      marketingConsent: true,
      referredBy: null,
    });
    expect(await world.sessions.findValid('#t2', world.clock.now())).toEqual({
      customerId: stored!.id,
      expiresAt: result.value.session.expiresAt,
    });
    expect(world.mailer.sent.map((m) => [m.to, m.template])).toEqual([['camila@correo.co', 'welcome']]);
    expect(world.mailer.sent[0].text).toContain('https://fornido.co/cuenta/verificar-correo/?token=t1');
    expect(await world.verifications.inspect('#t1', world.clock.now())).toEqual({
      state: 'valid',
      customerId: stored!.id,
    });
    world.advance(48 * 3600_000);
    expect((await world.verifications.inspect('#t1', world.clock.now())).state).toBe('expired');
  });

  it('draws another referral code when the first one is taken', async () => {
    const world = accountWorld({ codes: ['AAAA', 'AAAA', 'BBBB'] });
    await signUp(world)(form());
    const second = await signUp(world)(form({ email: 'camila.dos@correo.co' }));
    expect(second.ok && second.value.account.referralCode).toBe('CAMIBBBB');
  });

  it('keeps the account when the welcome mail cannot be sent, and tells the operators', async () => {
    const world = accountWorld({ failingMail: true });
    expect((await signUp(world)(form())).ok).toBe(true);
    expect(world.logged).toEqual(['could not send mail']);
  });

  it('attaches a valid referral code and ignores an unknown one', async () => {
    const world = accountWorld({ codes: ['7K2P'] });
    const referrer = await signUp(world)(form({ name: 'Andrés Gómez', email: 'andres@correo.co' }));
    const referred = await signUp(world)(form({ referralCode: ' andr7k2p ' }));
    const stranger = await signUp(world)(form({ email: 'otra@correo.co', referralCode: 'NOEXISTE' }));
    expect(referrer.ok && referred.ok && stranger.ok).toBe(true);
    const andres = await world.customers.findByEmail('andres@correo.co' as never);
    expect((await world.customers.findByEmail('camila@correo.co' as never))?.referredBy).toBe(andres!.id);
    expect((await world.customers.findByEmail('otra@correo.co' as never))?.referredBy).toBeNull();
  });

  it('refuses bad input before counting against the IP, and counts 10 accounts an hour per IP', async () => {
    const world = accountWorld();
    const bad = await signUp(world)(form({ privacyConsent: false, password: 'x' }));
    expect(!bad.ok && bad.error.kind === 'invalid-input' && Object.keys(bad.error.fields)).toEqual([
      'password',
      'privacyConsent',
    ]);
    for (let i = 0; i < 10; i += 1) expect((await signUp(world)(form({ email: `c${i}@correo.co` }))).ok).toBe(true);
    const eleventh = await signUp(world)(form({ email: 'c10@correo.co' }));
    expect(!eleventh.ok && eleventh.error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 3600 });
    world.advance(3_600_000);
    expect((await signUp(world)(form({ email: 'c10@correo.co' }))).ok).toBe(true);
  });
});
