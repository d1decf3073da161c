import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionStore } from '../../../core/customers/ports';
import type { Opened } from './customer-store.contract';

const at = (iso: string) => new Date(iso);

/** What every SessionStore must do. */
export const sessionStoreContract = (name: string, open: () => Promise<Opened<SessionStore>>) =>
  describe(`SessionStore contract: ${name}`, () => {
    let subject: Opened<SessionStore>;
    let store: SessionStore;
    let n = 0;
    const customer = async () => {
      n += 1;
      const id = `sesiones-${n}`;
      await subject.addCustomer?.(id);
      return id;
    };
    const session = (tokenHash: string, customerId: string, expiresAt = '2026-12-22T12:00:00Z') => ({
      tokenHash,
      customerId,
      createdAt: at('2026-11-22T12:00:00Z'),
      expiresAt: at(expiresAt),
    });
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('finds a session by its token hash until it expires', async () => {
      const id = await customer();
      await store.create(session('h1', id));
      expect(await store.findValid('h1', at('2026-12-22T11:59:59Z'))).toEqual({
        customerId: id,
        expiresAt: at('2026-12-22T12:00:00Z'),
      });
      expect(await store.findValid('h1', at('2026-12-22T12:00:00Z'))).toBeNull();
      expect(await store.findValid('otro', at('2026-11-23T00:00:00Z'))).toBeNull();
    });

    it('ends one session, or all of a customer but the one kept', async () => {
      const [ana, beto] = [await customer(), await customer()];
      for (const hash of ['a1', 'a2', 'a3']) await store.create(session(hash, ana));
      await store.create(session('b1', beto));
      const now = at('2026-11-23T00:00:00Z');
      await store.delete('a1');
      expect(await store.findValid('a1', now)).toBeNull();
      await store.deleteAllOf(ana, 'a2');
      expect(await store.findValid('a2', now)).not.toBeNull();
      expect(await store.findValid('a3', now)).toBeNull();
      expect(await store.findValid('b1', now)).not.toBeNull();
      await store.deleteAllOf(ana);
      expect(await store.findValid('a2', now)).toBeNull();
      await store.delete('nunca-existio');
    });
  });
