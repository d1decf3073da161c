import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DocumentType } from '../../core/people/documents';
import type { Email } from '../../core/people/email';
import type { Address, Customer, CustomerStore } from '../../core/customers/ports';
import type { Db } from './db';
import { customerSearchCondition } from './customer-search';
import { addresses, customers } from './schema/index';

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

const toCustomer = (r: CustomerRow): Customer => ({
  ...r,
  email: r.email as Email,
  documentType: r.documentType as DocumentType | null,
});

const toAddress = ({ customerId: _c, seq: _s, createdAt: _t, ...address }: AddressRow): Address => address;

const first = async (rows: Promise<CustomerRow[]>) => {
  const [row] = await rows;
  return row ? toCustomer(row) : null;
};

/** Inserts a customer inside `db` (a transaction or the database), or names the unique email or referral code that
 * another customer already has, inserting nothing. */
export const insertCustomer: (db: Db, customer: Customer) => ReturnType<CustomerStore['create']> = async (
  db,
  customer,
) => {
  const inserted = await db.insert(customers).values(customer).onConflictDoNothing().returning({ id: customers.id });
  if (inserted.length > 0) return { ok: true };
  const [sameEmail] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, customer.email));
  return { ok: false, conflict: sameEmail ? 'email-taken' : 'referral-code-taken' };
};

/** Customers and their addresses in SQL; email and referral-code uniqueness are unique indexes, so they hold across processes. */
export const sqlCustomerStore = (db: Db): CustomerStore => ({
  create: (customer) => insertCustomer(db, customer),

  findByEmail: (email) => first(db.select().from(customers).where(eq(customers.email, email.toLowerCase()))),
  findById: (id) => first(db.select().from(customers).where(eq(customers.id, id))),
  findByReferralCode: (code) =>
    first(db.select().from(customers).where(eq(customers.referralCode, code.toUpperCase()))),

  listReferred: (referrerId, limit) =>
    db
      .select({ id: customers.id, name: customers.name, createdAt: customers.createdAt })
      .from(customers)
      .where(eq(customers.referredBy, referrerId))
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(limit),

  search: async (query, limit) =>
    (
      await db
        .select()
        .from(customers)
        .where(customerSearchCondition(query))
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(limit)
    ).map(toCustomer),

  updateProfile: async (id, profile) =>
    (await db.update(customers).set(profile).where(eq(customers.id, id)).returning({ id: customers.id })).length > 0,

  setPasswordHash: async (id, passwordHash) => {
    await db.update(customers).set({ passwordHash }).where(eq(customers.id, id));
  },

  listAddresses: async (customerId) =>
    (await db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.seq))).map(
      toAddress,
    ),

  saveAddress: (customerId, address) =>
    db.transaction(async (tx) => {
      // Serialises address changes of one customer, so two "make this the default" never collide on the unique index.
      await tx.execute(sql`SELECT 1 FROM customers WHERE id = ${customerId} FOR UPDATE`);
      const [owner] = await tx
        .select({ customerId: addresses.customerId })
        .from(addresses)
        .where(eq(addresses.id, address.id));
      if (owner && owner.customerId !== customerId) return false;
      if (address.isDefault) {
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(
            and(eq(addresses.customerId, customerId), ne(addresses.id, address.id), eq(addresses.isDefault, true)),
          );
      }
      const { id: _id, ...fields } = address;
      await tx
        .insert(addresses)
        .values({ ...address, customerId })
        .onConflictDoUpdate({ target: addresses.id, set: fields });
      return true;
    }),

  deleteAddress: async (customerId, addressId) =>
    (
      await db
        .delete(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .returning({ id: addresses.id })
    ).length > 0,
});
