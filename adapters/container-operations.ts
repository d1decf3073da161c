import type { Container } from 'inversify';
import { listCustomers, showCustomer } from '../core/customer-care/show-customer';
import type { Config } from './config';
import { T } from './tokens';

/** What the operators read to run the store: a customer's whole record. */
export const bindOperations = (c: Container, config: Config) => {
  c.bind(T.customerCare)
    .toDynamicValue((x) => {
      const deps = {
        customers: x.get(T.customers),
        orders: x.get(T.orderStore),
        giftCredit: x.get(T.giftCredit),
        loyalty: x.get(T.loyaltyStore),
        policy: config.policy,
      };
      return { showCustomer: showCustomer(deps), listCustomers: listCustomers(deps) };
    })
    .inSingletonScope();
};
