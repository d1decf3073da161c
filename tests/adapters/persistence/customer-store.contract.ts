import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../../core/people/email';
import type { CustomerStore } from '../../../core/customers/ports';
import { parseCustomerSearch } from '../../../core/customers/customer-search';
import { aCustomer, anAddress } from '../../builders/customers';

/** A store under test; `addCustomer` creates a customer the store's rows can belong to (a no-op where nothing checks). */
export type Opened<S> = {
  readonly store: S;
  readonly close: () => Promise<void>;
  readonly addCustomer?: (id: string) => Promise<void>;
};

/** What every CustomerStore must do, starting empty. */
export const customerStoreContract = (name: string, open: () => Promise<Opened<CustomerStore>>) =>
  describe(`CustomerStore contract: ${name}`, () => {
    let subject: Opened<CustomerStore>;
    let store: CustomerStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('creates a customer and finds it by email, id and referral code (in any case)', async () => {
      const customer = aCustomer({
        documentType: 'CC',
        documentNumber: '1020304050',
        phone: '3001234567',
        marketingConsent: true,
      });
      expect(await store.create(customer)).toEqual({ ok: true });
      expect(await store.findByEmail(customer.email)).toEqual(customer);
      expect(await store.findById(customer.id)).toEqual(customer);
      expect(await store.findByReferralCode(customer.referralCode.toLowerCase())).toEqual(customer);
      expect(await store.findByEmail('nadie@correo.co' as Email)).toBeNull();
      expect(await store.findById('no-existe')).toBeNull();
    });

    it('refuses a taken email or referral code without storing anything', async () => {
      const first = aCustomer();
      await store.create(first);
      expect(await store.create(aCustomer({ email: first.email }))).toEqual({ ok: false, conflict: 'email-taken' });
      const sameCode = aCustomer({ referralCode: first.referralCode });
      expect(await store.create(sameCode)).toEqual({ ok: false, conflict: 'referral-code-taken' });
      expect(await store.findByEmail(sameCode.email)).toBeNull();
    });

    it('updates the profile and the password hash', async () => {
      const customer = aCustomer();
      await store.create(customer);
      const profile = {
        name: 'Ana María Díaz',
        documentType: 'NIT' as const,
        documentNumber: '900123456-8',
        phone: '3109876543',
        marketingConsent: true,
        marketingConsentAt: new Date('2026-11-23T15:00:00Z'),
        marketingConsentSource: 'account' as const,
      };
      expect(await store.updateProfile(customer.id, profile)).toBe(true);
      await store.setPasswordHash(customer.id, 'otro-hash');
      expect(await store.findById(customer.id)).toEqual({ ...customer, ...profile, passwordHash: 'otro-hash' });
      expect(await store.updateProfile('no-existe', profile)).toBe(false);
    });

    it('keeps addresses oldest first and at most one default, switching it atomically', async () => {
      const customer = aCustomer();
      await store.create(customer);
      const casa = anAddress({ label: 'Casa', isDefault: true });
      const oficina = anAddress({ label: 'Oficina' });
      expect(await store.saveAddress(customer.id, casa)).toBe(true);
      expect(await store.saveAddress(customer.id, oficina)).toBe(true);
      expect(await store.listAddresses(customer.id)).toEqual([casa, oficina]);
      await store.saveAddress(customer.id, { ...oficina, isDefault: true, notes: 'Piso 3' });
      expect((await store.listAddresses(customer.id)).map((a) => [a.label, a.isDefault, a.notes])).toEqual([
        ['Casa', false, ''],
        ['Oficina', true, 'Piso 3'],
      ]);
      await Promise.all([
        store.saveAddress(customer.id, { ...casa, isDefault: true }),
        store.saveAddress(customer.id, { ...oficina, isDefault: true }),
      ]);
      expect((await store.listAddresses(customer.id)).filter((a) => a.isDefault)).toHaveLength(1);
    });

    it("never lets one customer change or delete another's address", async () => {
      const [ana, beto] = [aCustomer(), aCustomer()];
      await store.create(ana);
      await store.create(beto);
      const address = anAddress();
      await store.saveAddress(ana.id, address);
      expect(await store.saveAddress(beto.id, { ...address, label: 'Robada' })).toBe(false);
      expect(await store.deleteAddress(beto.id, address.id)).toBe(false);
      expect(await store.listAddresses(ana.id)).toEqual([address]);
      expect(await store.listAddresses(beto.id)).toEqual([]);
      expect(await store.deleteAddress(ana.id, address.id)).toBe(true);
      expect(await store.listAddresses(ana.id)).toEqual([]);
    });
    it('lists the customers a referrer brought, newest first and at most the limit, and nobody else', async () => {
      const referrer = aCustomer();
      await store.create(referrer);
      const at = (day: number) => new Date(`2026-11-${day}T15:00:00Z`);
      const friends = [10, 12, 11].map((day, i) =>
        aCustomer({ name: `Amigo ${i} Pérez`, referredBy: referrer.id, createdAt: at(day) }),
      );
      for (const friend of friends) await store.create(friend);
      await store.create(aCustomer({ createdAt: at(13) }));
      const listed = await store.listReferred(referrer.id, 10);
      expect(listed).toEqual(
        [friends[1], friends[2], friends[0]].map((f) => ({ id: f.id, name: f.name, createdAt: f.createdAt })),
      );
      expect(await store.listReferred(referrer.id, 2)).toEqual(listed.slice(0, 2));
      expect(await store.listReferred(friends[0].id, 10)).toEqual([]);
    });
    it("finds customers by an operator's search: e-mail start, document (a NIT with or without its digit), phone, name", async () => {
      const day = (d: string) => new Date(`2027-05-${d}T12:00:00Z`);
      const ana = aCustomer({
        email: 'ana.busqueda@correo.co' as Email,
        name: 'Ana Búsqueda Pérez',
        documentType: 'CC',
        documentNumber: '39111222',
        phone: '3204445566',
        createdAt: day('02'),
      });
      const firma = aCustomer({
        email: 'compras_busqueda@firma.co' as Email,
        name: 'Firma Búsqueda SAS',
        documentType: 'NIT',
        documentNumber: '800765432-1',
        createdAt: day('03'),
      });
      for (const c of [ana, firma]) await store.create(c);
      const ids = async (text: string, limit = 10) =>
        (await store.search(parseCustomerSearch(text)!, limit)).map((c) => c.id);
      expect(await ids('ANA.BUSQUEDA@')).toEqual([ana.id]);
      expect(await ids('39.111.222')).toEqual([ana.id]);
      expect(await ids('+57 320 444 5566')).toEqual([ana.id]);
      expect(await ids('800.765.432')).toEqual([firma.id]);
      expect(await ids('800765432-1')).toEqual([firma.id]);
      expect(await ids('búsqueda')).toEqual([firma.id, ana.id]);
      expect(await ids('búsqueda', 1)).toEqual([firma.id]);
      // A _ typed is that character, never a wildcard.
      expect(await ids('compras_')).toEqual([firma.id]);
      expect(await ids('compras%')).toEqual([]);
      expect(await ids('3204445567')).toEqual([]);
      expect((await store.search(parseCustomerSearch('39111222')!, 10))[0]).toEqual(ana);
    });
  });
