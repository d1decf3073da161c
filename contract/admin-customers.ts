import type { CustomerAccount } from '../core/customer-care/customer-record';
import type { CustomerDetail } from '../core/customer-care/console-customers';
import type { CreditStatement } from '../core/loyalty/credit-ports';
import { endpoint } from './endpoint';
import type { adminCustomerInputs as I } from './inputs/admin-customers';

/** The customers in the operators' API: found and read (`customers.read`), their gift credit corrected
 * (`customers.credit`). */
export const adminCustomerEndpoints = {
  /** The newest 50 accounts (or `limit`, up to 1000) a name, e-mail, document or phone finds (at least 3 characters). */
  listCustomers: endpoint<readonly CustomerAccount[], typeof I.listCustomers>()({
    method: 'GET',
    path: '/api/admin/v1/customers',
    errors: ['forbidden', 'invalid-input'],
  }),
  /** One customer by their e-mail, document or phone: account, addresses, orders, gift credit and its movements,
   * loyalty, referrals and consent. */
  customerDetail: endpoint<CustomerDetail, typeof I.customerDetail>()({
    method: 'GET',
    path: '/api/admin/v1/customers/:key',
    errors: ['forbidden', 'customer-not-found'],
  }),
  /** Adds (positive `amount`) or takes (negative) gift credit, with the `reason`; 409 `insufficient-credit` when the
   * balance would go below zero. */
  adjustCredit: endpoint<CreditStatement, typeof I.adjustCredit>()({
    method: 'POST',
    path: '/api/admin/v1/customers/:email/credit',
    errors: ['forbidden', 'invalid-input', 'customer-not-found', 'insufficient-credit'],
  }),
};
