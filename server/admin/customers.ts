import { T, type AppContainer } from '../../adapters/container';
import type { adminCustomerEndpoints } from '../../contract/admin-customers';
import { adjustCreditAs, customerDetailFor, listCustomersFor } from '../../core/customer-care/console-customers';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The customers in the operators' API (contract/admin-customers.ts), over the use cases the `fornido customers` and
 * `fornido credit` commands use. */
export const adminCustomerHandlers = (c: AppContainer): Handlers<typeof adminCustomerEndpoints> => {
  const deps = {
    customerCare: c.get(T.customerCare),
    customers: c.get(T.customers),
    giftCredit: c.get(T.giftCredit),
    audit: c.get(T.operatorAudit),
    clock: c.get(T.clock),
  };
  const [list, detail, adjust] = [listCustomersFor(deps), customerDetailFor(deps), adjustCreditAs(deps)];
  return {
    listCustomers: ({ search, limit }, ctx) => list(actorOf(ctx.actor), search, limit),
    customerDetail: ({ key }, ctx) => detail(actorOf(ctx.actor), key),
    adjustCredit: (input, ctx) => adjust(actorOf(ctx.actor), input),
  };
};
