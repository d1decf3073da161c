import { describe, expect, it } from 'vitest';
import { getAccount } from '../../../core/customers/get-account';
import { sendEmailVerification } from '../../../core/customers/send-email-verification';
import { verifyEmail } from '../../../core/customers/verify-email';
import { listOwnOrders } from '../../../core/orders/list-own-orders';
import { CAMILA, placeGuestOrder, worldWithUnverifiedCamila } from './account-fakes';

type World = Awaited<ReturnType<typeof worldWithUnverifiedCamila>>;

const camila = async (world: World) => (await world.customers.findByEmail(CAMILA.email as never))!;
// The verification mail's token is t1 (scriptedSecrets): its link is what Camila opens.
const SIGN_UP_TOKEN = 't1';

describe('verifyEmail', () => {
  it("attaches the guest orders of the email only once the mailed link is opened, and no one else's", async () => {
    const world = await worldWithUnverifiedCamila();
    const mine = await placeGuestOrder(world, CAMILA.email, 'k1');
    const mineShouted = await placeGuestOrder(world, 'Camila@Correo.CO', 'k2');
    const someoneElse = await placeGuestOrder(world, 'beto@correo.co', 'k3');
    const { id } = await camila(world);
    expect(await listOwnOrders(world)(id)).toEqual([]);

    const result = await verifyEmail(world)({ token: SIGN_UP_TOKEN });
    expect(result).toEqual({
      ok: true,
      value: {
        email: CAMILA.email,
        claimedOrders: [mine, mineShouted],
        message: 'Listo: confirmamos tu correo. Los 2 pedidos que hiciste como invitado ya están en tu cuenta.',
      },
    });
    expect((await listOwnOrders(world)(id)).map((o) => o.number).sort()).toEqual([mine, mineShouted].sort());
    expect((await world.orders.findByNumber(someoneElse))!.customerId).toBeNull();
    expect((await getAccount(world)(id))!.emailVerified).toBe(true);
    expect((await world.orders.history((await world.orders.findByNumber(mine))!.id)).map((a) => a.action)).toEqual([
      'place',
      'claim',
    ]);
  });

  it('refuses an unknown, a used and an expired link in Spanish, claiming nothing', async () => {
    const world = await worldWithUnverifiedCamila();
    expect(await verifyEmail(world)({ token: 'inventado' })).toMatchObject({
      ok: false,
      error: { kind: 'verify-token-invalid', message: expect.stringContaining('no es válido') },
    });
    expect((await verifyEmail(world)({ token: SIGN_UP_TOKEN })).ok).toBe(true);
    const order = await placeGuestOrder(world, CAMILA.email, 'k4');
    expect(await verifyEmail(world)({ token: SIGN_UP_TOKEN })).toMatchObject({
      ok: false,
      error: { kind: 'verify-token-used', message: expect.stringContaining('ya se usó') },
    });
    expect((await world.orders.findByNumber(order))!.customerId).toBeNull();

    const late = await worldWithUnverifiedCamila();
    late.advance(48 * 3600_000);
    expect(await verifyEmail(late)({ token: SIGN_UP_TOKEN })).toMatchObject({
      ok: false,
      error: { kind: 'verify-token-expired', message: expect.stringContaining('venció: dura 48 horas') },
    });
    expect((await getAccount(late)((await camila(late)).id))!.emailVerified).toBe(false);
  });

  it('lets one of two links sent verify, and the other then counts as used', async () => {
    const world = await worldWithUnverifiedCamila();
    const { id } = await camila(world);
    expect((await sendEmailVerification(world)(id)).ok).toBe(true);
    const resent = world.mailer.sent.at(-1)!;
    expect(resent).toMatchObject({ to: CAMILA.email, template: 'email-verification' });
    const token = /token=([^\s&]+)/.exec(resent.text)![1];
    expect((await verifyEmail(world)({ token })).ok).toBe(true);
    expect(await verifyEmail(world)({ token: SIGN_UP_TOKEN })).toMatchObject({ error: { kind: 'verify-token-used' } });
  });
});

describe('sendEmailVerification', () => {
  it('mails a new link a few times an hour, and none once the email is verified', async () => {
    const world = await worldWithUnverifiedCamila();
    const { id } = await camila(world);
    const send = sendEmailVerification(world);
    for (let i = 0; i < 3; i += 1) expect((await send(id)).ok).toBe(true);
    expect(await send(id)).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    expect(world.mailer.sent.filter((m) => m.template === 'email-verification')).toHaveLength(3);
    world.advance(3600_000);
    await verifyEmail(world)({ token: SIGN_UP_TOKEN });
    expect(await send(id)).toEqual({
      ok: true,
      value: { message: 'Tu correo ya está verificado.', alreadyVerified: true },
    });
    expect(world.mailer.sent.filter((m) => m.template === 'email-verification')).toHaveLength(3);
  });
});
