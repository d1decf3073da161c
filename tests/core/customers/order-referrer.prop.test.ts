import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderReferrer } from '../../../core/customers/order-referrer';
import type { Customer } from '../../../core/customers/ports';
import { aCustomer } from '../../builders/customers';
import { inMemoryCustomerStore } from '../../fakes/in-memory-accounts';

/** Three customers, the third referred by the first when `referred`; codes AAAA1111, BBBB2222, CCCC3333. */
const people = async (referred: boolean) => {
  const store = inMemoryCustomerStore();
  const [a, b] = [aCustomer({ referralCode: 'AAAA1111' }), aCustomer({ referralCode: 'BBBB2222' })];
  const c: Customer = aCustomer({ referralCode: 'CCCC3333', referredBy: referred ? a.id : null });
  for (const p of [a, b, c]) await store.create(p);
  return { store, all: [a, b, c] };
};

describe('who referred a purchase', () => {
  it('is never the buyer, keeps the account referrer over any link, and takes only a known code', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        fc.constantFrom('AAAA1111', 'bbbb2222', 'CCCC3333', 'ZZZZ9999', 'no vale', ''),
        async (referred, signedIn, buyerEmailOf, code) => {
          const { store, all } = await people(referred);
          const buyer = signedIn === null ? null : all[signedIn];
          const buyerEmail = buyerEmailOf === null ? 'invitada@correo.co' : all[buyerEmailOf].email.toUpperCase();
          const got = await orderReferrer(store, { customerId: buyer?.id ?? null, buyerEmail, referralCode: code });
          const linked = all.find((p) => p.referralCode === code.toUpperCase()) ?? null;
          if (buyer?.referredBy) expect(got).toBe(buyer.referredBy);
          else if (!linked || linked.id === buyer?.id || linked.email === buyerEmail.toLowerCase())
            expect(got).toBeNull();
          else expect(got).toBe(linked.id);
          expect(got === null || got !== buyer?.id).toBe(true);
        },
      ),
    );
  });
});
