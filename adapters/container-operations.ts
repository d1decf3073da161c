import type { Container } from 'inversify';
import { listCustomers, showCustomer } from '../core/customer-care/show-customer';
import { consoleHome } from '../core/reports/console-home';
import { reportSales } from '../core/reports/report-sales';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { sqlBacklog } from './persistence/backlog';
import { sqlSalesLedger } from './persistence/sales-ledger';
import { T } from './tokens';

/** What the operators read to run the store: a customer's whole record, the month's sales, the console's Inicio. */
export const bindOperations = (c: Container, config: Config, database: Database) => {
  c.bind(T.salesLedger).toConstantValue(sqlSalesLedger(database.db));
  c.bind(T.backlog).toConstantValue(sqlBacklog(database.db));
  c.bind(T.reports)
    .toDynamicValue((x) => {
      const sales = reportSales({ sales: x.get(T.salesLedger), clock: x.get(T.clock) });
      const home = consoleHome({
        reportSales: sales,
        listVariants: x.get(T.catalogueAdmin).listVariants,
        reportVitals: x.get(T.vitals).reportVitals,
        backlog: x.get(T.backlog),
        outbox: x.get(T.eventOutbox),
        disagreements: x.get(T.disagreements),
        clock: x.get(T.clock),
      });
      return { reportSales: sales, consoleHome: home };
    })
    .inSingletonScope();
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
