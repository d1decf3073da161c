import type { LevelProgress } from '../loyalty/levels';
import type { OrderState } from '../orders/order-state';
import type { Pesos } from '../shared/money';
import type { Address, Customer, MarketingConsentSource } from '../customers/ports';

/** A customer's account as an operator reads it: never the password hash. */
export type CustomerAccount = Pick<
  Customer,
  'id' | 'name' | 'email' | 'documentType' | 'documentNumber' | 'phone' | 'referralCode' | 'emailVerifiedAt'
> & { readonly since: Date };

/** One of the customer's orders, in a line. */
export type CustomerOrder = {
  readonly number: string;
  readonly placedAt: Date;
  readonly state: OrderState;
  readonly total: Pesos;
};

/** Everything an operator needs to answer a customer: account, addresses, orders, gift credit, loyalty, referrals and
 * the consent they gave (Ley 1581: as given, with when). */
export type CustomerRecord = {
  readonly account: CustomerAccount;
  readonly addresses: readonly Address[];
  /** Newest first: their account's, and guest orders placed with their e-mail. */
  readonly orders: readonly CustomerOrder[];
  readonly giftCredit: { readonly balance: Pesos; readonly pending: Pesos };
  readonly loyalty: { readonly points: number; readonly progress: LevelProgress };
  readonly referrals: {
    readonly referredBy: { readonly name: string; readonly email: string } | null;
    /** Accounts created with their link, and people who ordered with it (counted up to REFERRALS_COUNTED). */
    readonly accounts: number;
    readonly buyers: number;
  };
  readonly consent: {
    readonly privacyAt: Date;
    readonly marketing: boolean;
    /** When marketing consent was last given or withdrawn, and where; null when it was never given. */
    readonly marketingAt: Date | null;
    readonly marketingSource: MarketingConsentSource | null;
  };
};

/** The account part of a customer, without the password hash. */
export const customerAccount = (c: Customer): CustomerAccount => ({
  id: c.id,
  name: c.name,
  email: c.email,
  documentType: c.documentType,
  documentNumber: c.documentNumber,
  phone: c.phone,
  referralCode: c.referralCode,
  emailVerifiedAt: c.emailVerifiedAt,
  since: c.createdAt,
});
