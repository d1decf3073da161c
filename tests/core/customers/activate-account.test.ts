import { describe, expect, it } from 'vitest';
import { activateAccount } from '../../../core/customers/activate-account';
import { getAccount } from '../../../core/customers/get-account';
import { signIn } from '../../../core/customers/sign-in';
import { signUp } from '../../../core/customers/sign-up';
import { listOwnOrders } from '../../../core/orders/list-own-orders';
import { accountWorld, activationTokenOf, placeGuestOrder } from './account-fakes';

type World = ReturnType<typeof accountWorld>;

const form = (over: Partial<Parameters<ReturnType<typeof signUp>>[0]> = {}) => ({
  name: 'Camila Rodríguez',
  email: 'camila@correo.co',
  password: 'Proteina2026',
  privacyConsent: true,
  marketingConsent: true,
  ip: '10.0.0.1',
  ...over,
});

/** Signs up with `over` and answers the token of the link mailed for it. */
const pendingFor = async (world: World, over: Partial<Parameters<ReturnType<typeof signUp>>[0]> = {}) => {
  const signed = await signUp(world)(form(over));
  if (!signed.ok) throw new Error(signed.error.message);
  return activationTokenOf(world, (over.email ?? 'camila@correo.co').trim().toLowerCase());
};

const activated = async (world: World, over: Partial<Parameters<ReturnType<typeof signUp>>[0]> = {}) => {
  const result = await activateAccount(world)({ token: await pendingFor(world, over) });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('activateAccount', () => {
  it('creates the account with its email verified, signs it in and sends the welcome mail', async () => {
    const world = accountWorld({ codes: ['7K2P'] });
    const token = await pendingFor(world);
    world.advance(3600_000);
    const result = await activateAccount(world)({ token });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.account).toMatchObject({
      name: 'Camila Rodríguez',
      email: 'camila@correo.co',
      referralCode: 'CAMI7K2P',
      marketingConsent: true,
      emailVerified: true,
    });
    const stored = await world.customers.findByEmail('camila@correo.co' as never);
    expect(stored).toMatchObject({
      passwordHash: 'h:Proteina2026',
      // Consent was given when the form was sent, an hour before the link was opened.
      privacyConsentAt: new Date('2026-11-22T12:00:00Z'),
      // Marketing consent, ticked on the same form: given then, at sign-up.
      marketingConsent: true,
      marketingConsentAt: new Date('2026-11-22T12:00:00Z'),
      marketingConsentSource: 'sign-up',
      createdAt: world.clock.now(),
      emailVerifiedAt: world.clock.now(),
    });
    expect(await world.sessions.findValid(`#${result.value.session.token}`, world.clock.now())).toMatchObject({
      customerId: stored!.id,
    });
    expect(world.mailer.sent.map((m) => [m.to, m.template])).toEqual([
      ['camila@correo.co', 'account-activation'],
      ['camila@correo.co', 'welcome'],
    ]);
    expect((await signIn(world)({ email: 'camila@correo.co', password: 'Proteina2026', ip: '2' })).ok).toBe(true);
  });

  it('claims the guest orders placed with the email, and nobody else’s', async () => {
    const world = accountWorld();
    const mine = await placeGuestOrder(world, 'camila@correo.co', 'k1');
    const shouted = await placeGuestOrder(world, 'Camila@Correo.CO', 'k2');
    const other = await placeGuestOrder(world, 'beto@correo.co', 'k3');
    const done = await activated(world);
    expect(done.claimedOrders).toEqual([mine, shouted]);
    expect((await listOwnOrders(world)(done.account.id)).map((o) => o.number).sort()).toEqual([mine, shouted].sort());
    expect((await world.orders.findByNumber(other))!.customerId).toBeNull();
  });

  it('refuses an unknown, a used and an expired link in Spanish', async () => {
    const world = accountWorld();
    expect(await activateAccount(world)({ token: 'inventado' })).toMatchObject({
      ok: false,
      error: { kind: 'activation-token-invalid', message: expect.stringContaining('no es válido') },
    });
    const token = await pendingFor(world);
    expect((await activateAccount(world)({ token })).ok).toBe(true);
    expect(await activateAccount(world)({ token })).toMatchObject({
      ok: false,
      error: { kind: 'activation-token-used', message: expect.stringContaining('Inicia sesión') },
    });
    const late = await pendingFor(world, { email: 'beto@correo.co' });
    world.advance(24 * 3600_000);
    expect(await activateAccount(world)({ token: late })).toMatchObject({
      ok: false,
      error: { kind: 'activation-token-expired', message: expect.stringContaining('venció: dura 24 horas') },
    });
    expect(await world.customers.findByEmail('beto@correo.co' as never)).toBeNull();
  });

  it('creates one account when the link is opened twice at once', async () => {
    const world = accountWorld();
    const token = await pendingFor(world);
    const results = await Promise.all([activateAccount(world)({ token }), activateAccount(world)({ token })]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: { kind: 'activation-token-used' } });
  });

  it('creates nothing when an account with the email came to exist meanwhile, and says to sign in', async () => {
    const world = accountWorld();
    const first = await pendingFor(world);
    // Signing up again from another browser replaces the pending sign-up; its link is activated first.
    world.advance(60_000);
    const second = await pendingFor(world, { name: 'Camila Dos' });
    expect((await activateAccount(world)({ token: second })).ok).toBe(true);
    expect(await activateAccount(world)({ token: first })).toMatchObject({
      ok: false,
      error: { kind: 'activation-token-invalid' },
    });

    // A pending sign-up whose email got an account meanwhile.
    const third = 'race';
    await world.pendingSignUps.save({
      tokenHash: `#${third}`,
      email: 'camila@correo.co' as never,
      name: 'Camila Tres',
      passwordHash: 'h:x',
      privacyConsentAt: world.clock.now(),
      marketingConsent: false,
      referralCode: null,
      createdAt: world.clock.now(),
      expiresAt: new Date(world.clock.now().getTime() + 3600_000),
    });
    const refused = await activateAccount(world)({ token: third });
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'account-exists',
        message: 'Ya hay una cuenta con este correo. Inicia sesión con tu contraseña o recupérala si la olvidaste.',
      },
    });
    expect((await world.customers.findByEmail('camila@correo.co' as never))?.name).toBe('Camila Dos');
  });

  it('keeps the account when the welcome mail cannot be sent, and tells the operators', async () => {
    const world = accountWorld();
    const token = await pendingFor(world);
    const failing = { ...world, mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    expect((await activateAccount(failing)({ token })).ok).toBe(true);
    expect(world.logged).toEqual(['could not send mail']);
  });

  it('draws another referral code when the first one is taken', async () => {
    const world = accountWorld({ codes: ['AAAA', 'AAAA', 'BBBB'] });
    await activated(world);
    const second = await activated(world, { email: 'camila.dos@correo.co' });
    expect(second.account.referralCode).toBe('CAMIBBBB');
  });

  it('attaches a valid referral code, ignores an unknown one and never the new account’s own mailbox', async () => {
    const world = accountWorld({ codes: ['7K2P', 'ZZZZ'] });
    const andres = await activated(world, { name: 'Andrés Gómez', email: 'andres@gmail.com' });
    const referred = await activated(world, { referralCode: ' andr7k2p ' });
    const stranger = await activated(world, { email: 'otra@correo.co', referralCode: 'NOEXISTE' });
    const himself = await activated(world, {
      name: 'Andrés Otro',
      email: 'an.dres+2@gmail.com',
      referralCode: 'ANDR7K2P',
    });
    const stored = async (id: string) => (await getAccount(world)(id))!;
    expect((await world.customers.findById(referred.account.id))?.referredBy).toBe(andres.account.id);
    expect((await world.customers.findById(stranger.account.id))?.referredBy).toBeNull();
    expect((await world.customers.findById(himself.account.id))?.referredBy).toBeNull();
    expect((await stored(himself.account.id)).email).toBe('an.dres+2@gmail.com');
    expect(world.logged).toEqual(['Self-referral refused at sign-up: no referrer kept']);
  });
});
