import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../../core/people/email';
import type { Customer, PendingSignUp, PendingSignUpStore } from '../../../core/customers/ports';
import { aCustomer } from '../../builders/customers';

/** A store under test, with a way to place a guest order, to read a customer back and to add one another way. */
export type PendingSubject = {
  readonly store: PendingSignUpStore;
  readonly placeGuestOrder: (email: string) => Promise<string>;
  readonly findCustomer: (email: Email) => Promise<Customer | null>;
  readonly addCustomer: (customer: Customer) => Promise<void>;
  readonly close: () => Promise<void>;
};

const CREATED = new Date('2026-11-22T12:00:00Z');
const EXPIRES = new Date('2026-11-23T12:00:00Z');
const OPENED = new Date('2026-11-22T18:00:00Z');

/** What every PendingSignUpStore must do: one pending sign-up per email, tokens used once, an activation that creates
 * the customer and claims the email's guest orders together, or changes nothing. */
export const pendingSignUpStoreContract = (name: string, open: () => Promise<PendingSubject>) =>
  describe(`PendingSignUpStore contract: ${name}`, () => {
    let s: PendingSubject;
    let n = 0;
    const pending = (over: Partial<PendingSignUp> = {}): PendingSignUp => {
      n += 1;
      return {
        tokenHash: `p${n}`,
        email: `pendiente${n}@correo.co` as Email,
        name: 'Camila Rodríguez',
        passwordHash: 'scrypt$hash',
        privacyConsentAt: CREATED,
        marketingConsent: true,
        referralCode: 'ANDR7K2P',
        createdAt: CREATED,
        expiresAt: EXPIRES,
        ...over,
      };
    };
    const customerOf = (p: PendingSignUp, over: Partial<Customer> = {}) =>
      aCustomer({ email: p.email, name: p.name, emailVerifiedAt: OPENED, createdAt: OPENED, ...over });
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    it('keeps a pending sign-up until it expires, and only the newest of one email', async () => {
      const first = pending();
      await s.store.save(first);
      expect(await s.store.inspect(first.tokenHash, OPENED)).toEqual({ state: 'valid', pending: first });
      expect(await s.store.inspect(first.tokenHash, EXPIRES)).toEqual({ state: 'expired' });
      const second = pending({ email: first.email, name: 'Camila Dos', referralCode: null });
      await s.store.save(second);
      expect(await s.store.inspect(first.tokenHash, OPENED)).toEqual({ state: 'unknown' });
      expect(await s.store.inspect(second.tokenHash, OPENED)).toEqual({ state: 'valid', pending: second });
      expect(await s.store.inspect('nada', OPENED)).toEqual({ state: 'unknown' });
    });

    it('creates the customer once, even activated several times at once, claiming the guest orders of its email', async () => {
      const p = pending();
      await s.store.save(p);
      const mine = await s.placeGuestOrder(p.email.toUpperCase());
      // Another email's guest order stays a guest's: it is not among the claimed.
      await s.placeGuestOrder(`otro.${p.email}`);
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          s.store.activate(p.tokenHash, customerOf(p, { id: `activa-${n}-${i}` }), OPENED),
        ),
      );
      expect(outcomes.filter((o) => o.state === 'valid')).toEqual([{ state: 'valid', claimedOrders: [mine] }]);
      expect(outcomes.filter((o) => o.state === 'used')).toHaveLength(3);
      expect(await s.findCustomer(p.email)).toMatchObject({ email: p.email, emailVerifiedAt: OPENED });
      expect(await s.store.inspect(p.tokenHash, OPENED)).toEqual({ state: 'used' });
    });

    it('changes nothing when the email or the referral code is taken, the token staying usable', async () => {
      const p = pending();
      await s.store.save(p);
      const taken = aCustomer({ email: p.email });
      await s.addCustomer(taken);
      expect(await s.store.activate(p.tokenHash, customerOf(p), OPENED)).toEqual({
        state: 'conflict',
        conflict: 'email-taken',
      });
      expect(await s.store.inspect(p.tokenHash, OPENED)).toMatchObject({ state: 'valid' });

      const q = pending();
      await s.store.save(q);
      const clash = customerOf(q, { referralCode: taken.referralCode });
      expect(await s.store.activate(q.tokenHash, clash, OPENED)).toEqual({
        state: 'conflict',
        conflict: 'referral-code-taken',
      });
      expect(await s.findCustomer(q.email)).toBeNull();
      expect(await s.store.activate(q.tokenHash, customerOf(q), OPENED)).toEqual({ state: 'valid', claimedOrders: [] });
    });

    it('creates nothing from an expired, used or unknown token', async () => {
      const p = pending();
      await s.store.save(p);
      expect(await s.store.activate(p.tokenHash, customerOf(p), EXPIRES)).toEqual({ state: 'expired' });
      expect(await s.store.activate('nada', customerOf(p), OPENED)).toEqual({ state: 'unknown' });
      expect(await s.findCustomer(p.email)).toBeNull();
    });
  });
