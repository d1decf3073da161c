import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SingleUseTokenStore } from '../../../core/customers/ports';
import type { Opened } from './customer-store.contract';

const at = (iso: string) => new Date(iso);
const CREATED = at('2026-11-22T12:00:00Z');
const EXPIRES = at('2026-11-22T13:00:00Z');
const BEFORE = at('2026-11-22T12:30:00Z');

/** What every SingleUseTokenStore must do. */
export const singleUseTokenStoreContract = (name: string, open: () => Promise<Opened<SingleUseTokenStore>>) =>
  describe(`SingleUseTokenStore contract: ${name}`, () => {
    let subject: Opened<SingleUseTokenStore>;
    let store: SingleUseTokenStore;
    let n = 0;
    const customer = async () => {
      n += 1;
      await subject.addCustomer?.(`reset-${n}`);
      return `reset-${n}`;
    };
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('tells a token valid, expired or unknown without using it', async () => {
      const id = await customer();
      await store.create({ tokenHash: 't1', customerId: id, createdAt: CREATED, expiresAt: EXPIRES });
      expect(await store.inspect('t1', BEFORE)).toEqual({ state: 'valid', customerId: id });
      expect(await store.inspect('t1', BEFORE)).toEqual({ state: 'valid', customerId: id });
      expect(await store.inspect('t1', EXPIRES)).toEqual({ state: 'expired' });
      expect(await store.inspect('nada', BEFORE)).toEqual({ state: 'unknown' });
      expect(await store.take('t1', EXPIRES)).toEqual({ state: 'expired' });
    });

    it('lets a token be taken once, even by several callers at the same time', async () => {
      const id = await customer();
      await store.create({ tokenHash: 't2', customerId: id, createdAt: CREATED, expiresAt: EXPIRES });
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => store.take('t2', BEFORE)));
      expect(outcomes.filter((o) => o.state === 'valid')).toEqual([{ state: 'valid', customerId: id }]);
      expect(outcomes.filter((o) => o.state === 'used')).toHaveLength(5);
      expect(await store.inspect('t2', BEFORE)).toEqual({ state: 'used' });
    });

    it("marks every unused token of a customer used, and nobody else's", async () => {
      const [ana, beto] = [await customer(), await customer()];
      for (const [hash, id] of [
        ['a1', ana],
        ['a2', ana],
        ['b1', beto],
      ] as const) {
        await store.create({ tokenHash: hash, customerId: id, createdAt: CREATED, expiresAt: EXPIRES });
      }
      await store.invalidateAllOf(ana, BEFORE);
      expect((await store.inspect('a1', BEFORE)).state).toBe('used');
      expect((await store.inspect('a2', BEFORE)).state).toBe('used');
      expect((await store.inspect('b1', BEFORE)).state).toBe('valid');
    });
  });
