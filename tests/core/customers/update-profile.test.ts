import { describe, expect, it } from 'vitest';
import { updateProfile } from '../../../core/customers/update-profile';
import { CAMILA, worldWithCamila } from './account-fakes';

const HOUR = 3_600_000;

describe('updateProfile and marketing consent', () => {
  it('records when and where consent is given or withdrawn in Mi cuenta, and keeps it while other fields change', async () => {
    const world = await worldWithCamila();
    const camila = await world.customers.findByEmail(CAMILA.email as never);
    expect(camila).toMatchObject({ marketingConsent: false, marketingConsentAt: null, marketingConsentSource: null });
    world.advance(HOUR);
    const givenAt = world.clock.now();
    expect((await updateProfile(world)(camila!.id, { marketingConsent: true })).ok).toBe(true);
    world.advance(HOUR);
    expect((await updateProfile(world)(camila!.id, { name: 'Camila Rodríguez Díaz', marketingConsent: true })).ok).toBe(
      true,
    );
    expect(await world.customers.findById(camila!.id)).toMatchObject({
      name: 'Camila Rodríguez Díaz',
      marketingConsent: true,
      marketingConsentAt: givenAt,
      marketingConsentSource: 'account',
    });
    world.advance(HOUR);
    expect((await updateProfile(world)(camila!.id, { marketingConsent: false })).ok).toBe(true);
    expect(await world.customers.findById(camila!.id)).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: world.clock.now(),
      marketingConsentSource: 'account',
    });
  });
});
