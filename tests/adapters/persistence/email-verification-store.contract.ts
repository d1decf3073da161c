import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../../core/people/email';
import type { EmailVerificationStore } from '../../../core/customers/ports';

/** A store under test, with customers to verify and a way to read their verification time back. */
export type VerificationSubject = {
  readonly store: EmailVerificationStore;
  readonly addCustomer: (id: string, email: Email) => Promise<void>;
  readonly verifiedAt: (id: string) => Promise<Date | null>;
  readonly close: () => Promise<void>;
};

const CREATED = new Date('2026-11-22T12:00:00Z');
const EXPIRES = new Date('2026-11-24T12:00:00Z');
const OPENED = new Date('2026-11-23T08:00:00Z');

/** What every EmailVerificationStore's `confirm` must do (its tokens follow the single-use token contract). */
export const emailVerificationStoreContract = (name: string, open: () => Promise<VerificationSubject>) =>
  describe(`EmailVerificationStore contract: ${name}`, () => {
    let s: VerificationSubject;
    let n = 0;
    const customer = async () => {
      n += 1;
      const id = `verifica-${n}`;
      const email = `verifica${n}@correo.co` as Email;
      await s.addCustomer(id, email);
      return { id, email };
    };
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    it('verifies the email once, even confirmed several times at once, and uses up the other links', async () => {
      const { id, email } = await customer();
      for (const hash of ['v1', 'v2'])
        await s.store.create({ tokenHash: hash, customerId: id, createdAt: CREATED, expiresAt: EXPIRES });
      const outcomes = await Promise.all(Array.from({ length: 4 }, () => s.store.confirm('v1', email, OPENED)));
      expect(outcomes.filter((o) => o.state === 'valid')).toEqual([
        { state: 'valid', customerId: id, claimedOrders: [] },
      ]);
      expect(outcomes.filter((o) => o.state === 'used')).toHaveLength(3);
      expect(await s.verifiedAt(id)).toEqual(OPENED);
      expect(await s.store.inspect('v2', OPENED)).toEqual({ state: 'used' });
    });

    it('verifies nothing with an expired or unknown link', async () => {
      const { id, email } = await customer();
      await s.store.create({ tokenHash: 'v3', customerId: id, createdAt: CREATED, expiresAt: EXPIRES });
      expect(await s.store.confirm('v3', email, EXPIRES)).toEqual({ state: 'expired' });
      expect(await s.store.confirm('nada', email, OPENED)).toEqual({ state: 'unknown' });
      expect(await s.verifiedAt(id)).toBeNull();
    });
  });
