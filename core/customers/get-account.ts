import { accountView, type AccountView } from './account-view';
import type { CustomerStore } from './ports';

/** The account of a signed-in customer, or null when the customer no longer exists. */
export const getAccount =
  (deps: { readonly customers: CustomerStore }) =>
  async (customerId: string): Promise<AccountView | null> => {
    const customer = await deps.customers.findById(customerId);
    return customer ? accountView(customer, await deps.customers.listAddresses(customerId)) : null;
  };
