import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderReferrer } from '../../../core/checkout/order-referrer';
import type { Email } from '../../../core/people/email';
import type { Customer } from '../../../core/customers/ports';
import type { Order } from '../../../core/orders/order';
import { aCustomer } from '../../builders/customers';
import { anOrder } from '../../builders/orders';
import { inMemoryCustomerStore } from '../../fakes/in-memory-accounts';
import { RUNS } from '../support/runs';

const STRANGER = 3;
/** Ways the buyer's email, document and phone may be written, each with whose it is (3: nobody's here). */
const EMAILS = [
  ['Ana.Maria+compras@googlemail.com', 0],
  ['BETO+1@correo.co', 1],
  ['caro@correo.co', 2],
  ['nueva@correo.co', STRANGER],
] as const;
const DOCUMENTS = [
  ['1111111', 0],
  ['2222222', 1],
  ['9999999', STRANGER],
] as const;
const PHONES = [
  ['3001111111', 0],
  ['3002222222', 1],
  ['3009999999', STRANGER],
] as const;

/** Ana (her document and phone on her profile), Beto (his only on an order he placed) and Caro, referred by Ana when
 * `referred`; codes AAAA1111, BBBB2222, CCCC3333. */
const people = async (referred: boolean) => {
  const customers = inMemoryCustomerStore();
  const ana = aCustomer({
    referralCode: 'AAAA1111',
    email: 'anamaria@gmail.com' as Email,
    documentType: 'CC',
    documentNumber: '1111111',
    phone: '3001111111',
  });
  const beto = aCustomer({ referralCode: 'BBBB2222', email: 'beto@correo.co' as Email });
  const caro = aCustomer({
    referralCode: 'CCCC3333',
    email: 'caro@correo.co' as Email,
    referredBy: referred ? ana.id : null,
  });
  for (const p of [ana, beto, caro]) await customers.create(p);
  const ordersOf = new Map<string, Order[]>([
    [
      beto.id,
      [
        anOrder({
          customerId: beto.id,
          buyer: { email: 'beto@correo.co', documentNumber: '2222222', phone: '3002222222' },
        }),
      ],
    ],
  ]);
  const orders = { listForCustomer: async (id: string) => ordersOf.get(id) ?? [] };
  return { deps: { customers, orders }, all: [ana, beto, caro] as Customer[] };
};

describe('who referred a purchase', () => {
  it("is the account's referrer, else the link's, and never someone sharing the buyer's mailbox, document or phone", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        fc.constantFrom(...EMAILS),
        fc.constantFrom(...DOCUMENTS),
        fc.constantFrom(...PHONES),
        fc.constantFrom('AAAA1111', 'bbbb2222', 'CCCC3333', 'ZZZZ9999', 'no vale', ''),
        async (referred, signedIn, [email, emailOf], [documentNumber, documentOf], [phone, phoneOf], code) => {
          const { deps, all } = await people(referred);
          const account = signedIn === null ? null : all[signedIn];
          const got = await orderReferrer(deps, {
            customerId: account?.id ?? null,
            buyer: { email, documentType: 'CC', documentNumber, phone },
            referralCode: code,
          });
          const linked = all.find((p) => p.referralCode === code.toUpperCase()) ?? null;
          const candidate = account?.referredBy ? all.find((p) => p.id === account.referredBy)! : linked;
          const buyers = new Set([emailOf, documentOf, phoneOf, signedIn]);
          const self = candidate !== null && buyers.has(all.indexOf(candidate));
          expect(got.referrerId).toBe(candidate === null || self ? null : candidate.id);
          expect(got.selfReferral?.referrerId ?? null).toBe(self ? candidate.id : null);
        },
      ),
      RUNS,
    );
  });
});
