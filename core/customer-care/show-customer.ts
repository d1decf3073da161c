import type { GiftCreditStore } from '../loyalty/credit-ports';
import { levelProgress } from '../loyalty/levels';
import type { LoyaltyStore } from '../loyalty/ports';
import type { Order } from '../orders/order';
import type { OrderStore } from '../orders/ports';
import type { StorePolicy } from '../policy/store-policy';
import { MIN_SEARCH_LENGTH } from '../people/search-keys';
import { err, ok, type Result } from '../shared/result';
import { customerAccount, type CustomerAccount, type CustomerRecord } from './customer-record';
import { isNamedBy, parseCustomerSearch } from '../customers/customer-search';
import type { Customer, CustomerStore } from '../customers/ports';

/** How many orders a record lists, and how many referrals it counts at most. */
export const ORDERS_SHOWN = 50;
export const REFERRALS_COUNTED = 1000;

export type CustomerLookupError =
  | { readonly kind: 'invalid-input'; readonly message: string }
  | { readonly kind: 'customer-not-found'; readonly message: string }
  | { readonly kind: 'ambiguous-customer'; readonly message: string; readonly matches: readonly CustomerAccount[] };

export type CustomerRecordDeps = {
  readonly customers: Pick<CustomerStore, 'findById' | 'search' | 'listAddresses' | 'listReferred'>;
  readonly orders: Pick<OrderStore, 'listForCustomer' | 'list' | 'listReferredBuyers'>;
  readonly giftCredit: Pick<GiftCreditStore, 'statement'>;
  readonly loyalty: Pick<LoyaltyStore, 'lifetimePoints'>;
  readonly policy: Pick<StorePolicy, 'loyaltyLevelPoints'>;
};

/** Why a key names no one customer: too short to search by (`matches` null), nobody, or several (`matches`). */
export const customerLookupRefusal = (key: string, matches: readonly CustomerAccount[] | null): CustomerLookupError => {
  if (!matches) return { kind: 'invalid-input', message: `Search with at least ${MIN_SEARCH_LENGTH} characters.` };
  if (matches.length === 0)
    return {
      kind: 'customer-not-found',
      message: `No customer has the e-mail, document or phone "${key.trim()}".`,
    };
  return {
    kind: 'ambiguous-customer',
    message: `${matches.length} customers share "${key.trim()}": show one by its e-mail.`,
    matches,
  };
};

/** Customers an operator's search finds (e-mail start, document, phone or a part of the name), newest first. */
export const listCustomers =
  (deps: Pick<CustomerRecordDeps, 'customers'>) =>
  async (text: string, limit: number): Promise<Result<readonly CustomerAccount[], CustomerLookupError>> => {
    const query = parseCustomerSearch(text);
    if (!query) return err(customerLookupRefusal(text, null));
    return ok((await deps.customers.search(query, limit)).map(customerAccount));
  };

/** The one customer a whole e-mail, a document or a phone names; a key two customers share is refused with both. */
const findOne = async (deps: CustomerRecordDeps, key: string): Promise<Result<Customer, CustomerLookupError>> => {
  const query = parseCustomerSearch(key);
  if (!query) return err(customerLookupRefusal(key, null));
  const named = (await deps.customers.search({ ...query, name: null }, 20)).filter((c) => isNamedBy(c, query));
  return named.length === 1 ? ok(named[0]) : err(customerLookupRefusal(key, named.map(customerAccount)));
};

/** Their account's orders and the guest orders placed with their e-mail (not claimed yet), newest first. */
const ordersOf = async (deps: CustomerRecordDeps, c: Customer): Promise<readonly Order[]> => {
  const [own, guest] = await Promise.all([
    deps.orders.listForCustomer(c.id, ORDERS_SHOWN),
    deps.orders.list({ search: { number: null, email: c.email, documents: [], phone: null }, limit: ORDERS_SHOWN }),
  ]);
  const byId = new Map([...own, ...guest.filter((o) => o.buyer.email.toLowerCase() === c.email)].map((o) => [o.id, o]));
  return [...byId.values()].sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime()).slice(0, ORDERS_SHOWN);
};

/** Everything about one customer, found by e-mail, document or phone however typed: account, addresses, orders, gift
 * credit, loyalty level and points, who referred them and how many they referred, and their consent as given. */
export const showCustomer =
  (deps: CustomerRecordDeps) =>
  async (key: string): Promise<Result<CustomerRecord, CustomerLookupError>> => {
    const found = await findOne(deps, key);
    if (!found.ok) return found;
    const c = found.value;
    const [addresses, orders, statement, points, joined, bought, referrer] = await Promise.all([
      deps.customers.listAddresses(c.id),
      ordersOf(deps, c),
      deps.giftCredit.statement(c.id, 0),
      deps.loyalty.lifetimePoints(c.id),
      deps.customers.listReferred(c.id, REFERRALS_COUNTED),
      deps.orders.listReferredBuyers(c.id, REFERRALS_COUNTED),
      c.referredBy ? deps.customers.findById(c.referredBy) : Promise.resolve(null),
    ]);
    return ok({
      account: customerAccount(c),
      addresses,
      orders: orders.map((o) => ({ number: o.number, placedAt: o.placedAt, state: o.state, total: o.totals.total })),
      giftCredit: { balance: statement.balance, pending: statement.pending },
      loyalty: { points: Math.max(0, points), progress: levelProgress(points, deps.policy) },
      referrals: {
        referredBy: referrer && { name: referrer.name, email: referrer.email },
        accounts: joined.length,
        buyers: bought.length,
      },
      consent: {
        privacyAt: c.privacyConsentAt,
        marketing: c.marketingConsent,
        marketingAt: c.marketingConsentAt,
        marketingSource: c.marketingConsentSource,
      },
    });
  };
