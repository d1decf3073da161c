import type { Container } from 'inversify';
import { viewLevels } from '../core/loyalty/view-levels';
import { viewRanking } from '../core/loyalty/view-ranking';
import { viewReferrals } from '../core/loyalty/view-referrals';
import { viewInvitation } from '../core/loyalty/view-invitation';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { sqlLoyaltyStore } from './persistence/loyalty-store';
import { T } from './tokens';

/** Loyalty points in SQL, and the use cases behind `/niveles/`, `/tabla-clasificacion/`, `/sistema-referidos/` and the
 * invited visitor's banner. */
export const bindLoyalty = (c: Container, config: Config, database: Database) => {
  c.bind(T.loyaltyStore)
    .toDynamicValue(() => sqlLoyaltyStore(database.db))
    .inSingletonScope();
  c.bind(T.loyalty)
    .toDynamicValue((x) => {
      const [loyalty, customers, policy] = [x.get(T.loyaltyStore), x.get(T.customers), config.policy];
      return {
        viewLevels: viewLevels({ loyalty, policy }),
        viewRanking: viewRanking({ loyalty, clock: x.get(T.clock), policy }),
        viewReferrals: viewReferrals({
          customers,
          orders: x.get(T.orderStore),
          giftCredit: x.get(T.giftCredit),
          loyalty,
          policy,
          storeUrl: config.publicUrl,
        }),
        viewInvitation: viewInvitation({ customers, policy }),
      };
    })
    .inSingletonScope();
};
