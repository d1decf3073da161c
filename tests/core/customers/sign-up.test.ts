import { describe, expect, it } from 'vitest';
import { activateAccount } from '../../../core/customers/activate-account';
import { signUp } from '../../../core/customers/sign-up';
import { accountWorld, activationTokenOf } from './account-fakes';

const form = (over: Partial<Parameters<ReturnType<typeof signUp>>[0]> = {}) => ({
  name: '  Camila   Rodríguez ',
  email: ' Camila@Correo.co ',
  password: 'Proteina2026',
  privacyConsent: true,
  marketingConsent: false,
  ip: '10.0.0.1',
  ...over,
});

const SENT = {
  message:
    'Te enviamos un correo a camila@correo.co con un enlace para activar tu cuenta. Ábrelo para terminar; hasta entonces no podrás iniciar sesión.',
};

describe('signUp', () => {
  it('stores a pending sign-up, not an account, and mails its activation link valid for a day', async () => {
    const world = accountWorld();
    expect(await signUp(world)(form({ marketingConsent: true, referralCode: ' andr7k2p ' }))).toEqual({
      ok: true,
      value: SENT,
    });
    expect(await world.customers.findByEmail('camila@correo.co' as never)).toBeNull();
    expect(world.mailer.sent.map((m) => [m.to, m.template])).toEqual([['camila@correo.co', 'account-activation']]);
    expect(world.mailer.sent[0].text).toContain('https://fornido.co/cuenta/activar/?token=t1');
    expect(await world.pendingSignUps.inspect('#t1', world.clock.now())).toEqual({
      state: 'valid',
      pending: {
        tokenHash: '#t1',
        email: 'camila@correo.co',
        name: 'Camila Rodríguez',
        passwordHash: 'h:Proteina2026',
        privacyConsentAt: world.clock.now(),
        marketingConsent: true,
        referralCode: 'ANDR7K2P',
        createdAt: world.clock.now(),
        expiresAt: new Date('2026-11-23T12:00:00Z'),
      },
    });
    world.advance(24 * 3600_000);
    expect((await world.pendingSignUps.inspect('#t1', world.clock.now())).state).toBe('expired');
  });

  it('answers an email that has an account exactly as a new one, stores nothing, and mails its owner instead', async () => {
    const world = accountWorld();
    await signUp(world)(form());
    expect((await activateAccount(world)({ token: activationTokenOf(world, 'camila@correo.co') })).ok).toBe(true);
    world.mailer.sent.length = 0;
    world.hashCalls.hash = 0;

    const again = await signUp(world)(form({ name: 'Otra Persona', password: 'OtraClave2026' }));

    expect(again).toEqual({ ok: true, value: SENT });
    // The password is hashed on this path too, so the answer takes as long as a new sign-up's.
    expect(world.hashCalls.hash).toBe(1);
    expect(world.mailer.sent.map((m) => [m.to, m.template])).toEqual([['camila@correo.co', 'sign-up-attempt']]);
    const notice = world.mailer.sent[0].text;
    expect(notice).toContain('Alguien intentó crear una cuenta en Fornido con tu correo');
    expect(notice).toContain('https://fornido.co/cuenta/ingresar/');
    expect(notice).toContain('https://fornido.co/cuenta/recuperar/');
    expect(notice).toContain('Si no fuiste tú, ignora este mensaje');
    expect(notice).not.toContain('/cuenta/activar/');
    expect((await world.customers.findByEmail('camila@correo.co' as never))?.name).toBe('Camila Rodríguez');
  });

  it('replaces an older pending sign-up of the same email: only the newest link works', async () => {
    const world = accountWorld();
    await signUp(world)(form());
    await signUp(world)(form({ name: 'Camila Segunda' }));
    expect((await world.pendingSignUps.inspect('#t1', world.clock.now())).state).toBe('unknown');
    const newest = await world.pendingSignUps.inspect('#t2', world.clock.now());
    expect(newest.state === 'valid' && newest.pending.name).toBe('Camila Segunda');
  });

  it('mails one mailbox at most 3 times an hour, however spelled, answering the same past that', async () => {
    const world = accountWorld();
    const spellings = ['ana.maria@gmail.com', 'anamaria+x@gmail.com', 'AnaMaria@googlemail.com', 'a.namaria@gmail.com'];
    const answers = [];
    for (const [i, email] of spellings.entries()) answers.push(await signUp(world)(form({ email, ip: `10.0.0.${i}` })));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(world.mailer.sent).toHaveLength(3);
    expect(world.logged).toEqual(['sign-up mail withheld: too many for one mailbox']);
    world.advance(3_600_000);
    await signUp(world)(form({ email: 'ana.maria@gmail.com' }));
    expect(world.mailer.sent).toHaveLength(4);
  });

  it('says to try again when the mail service is down, alike for a new and an existing email, and logs it', async () => {
    const world = accountWorld();
    await signUp(world)(form());
    await activateAccount(world)({ token: activationTokenOf(world, 'camila@correo.co') });
    const down = { ...world, mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    const refusal = {
      ok: false,
      error: {
        kind: 'mail-unavailable',
        message: 'No pudimos enviarte el correo para activar tu cuenta. Inténtalo de nuevo en unos minutos.',
      },
    };
    expect(await signUp(down)(form())).toEqual(refusal);
    expect(await signUp(down)(form({ email: 'nueva@correo.co' }))).toEqual(refusal);
    expect(world.logged).toEqual(['could not send mail', 'could not send mail']);
  });

  it('refuses bad input before counting against the IP, and takes 10 sign-ups an hour per IP', async () => {
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
