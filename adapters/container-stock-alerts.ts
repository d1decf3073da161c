import type { Container } from 'inversify';
import { restockVariant } from '../core/catalog/restock-variant';
import { notifyRestocked } from '../core/stock-alerts/notify-restocked';
import { requestStockAlert } from '../core/stock-alerts/request-stock-alert';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { sqlStockAlertStore } from './persistence/stock-alert-store';
import { sqlCatalogueStock } from './persistence/variant-stock';
import { T } from './tokens';

/** "Avísame cuando llegue": the SQL requests (mail kept in the outbox, or relayed to the mail server when one is
 * configured), the request use case behind the API, the operators' restock, and the notifier the server runs on a
 * timer and the CLI after a restock. */
export const bindStockAlerts = (c: Container, config: Config, database: Database) => {
  c.bind(T.stockAlerts)
    .toDynamicValue((x) => {
      const alerts = sqlStockAlertStore(database.db, config.smtpUrl ? { relay: x.get(T.mailer) } : {});
      const clock = x.get(T.clock);
      return {
        requestStockAlert: requestStockAlert({ alerts, limiter: x.get(T.rateLimiter), clock }),
        notifyRestocked: notifyRestocked({
          alerts,
          clock,
          logger: x.get(T.logger),
          mail: { storeUrl: config.publicUrl },
        }),
        restockVariant: restockVariant({ stock: sqlCatalogueStock(database.db), clock }),
      };
    })
    .inSingletonScope();
};
