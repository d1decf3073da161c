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
  c.bind(T.loyalty)
    .toDynamicValue(() => sqlLoyaltyStore(database.db))
    .inSingletonScope();
  c.bind(T.viewLevels)
    .toDynamicValue((x) => viewLevels({ loyalty: x.get(T.loyalty), policy: config.policy }))
    .inSingletonScope();
  c.bind(T.viewRanking)
    .toDynamicValue((x) => viewRanking({ loyalty: x.get(T.loyalty), clock: x.get(T.clock), policy: config.policy }))
    .inSingletonScope();
  c.bind(T.viewReferrals)
    .toDynamicValue((x) =>
      viewReferrals({
        customers: x.get(T.customers),
        orders: x.get(T.orders),
        giftCredit: x.get(T.giftCredit),
        loyalty: x.get(T.loyalty),
        policy: config.policy,
        storeUrl: config.publicUrl,
      }),
    )
    .inSingletonScope();
  c.bind(T.viewInvitation)
    .toDynamicValue((x) => viewInvitation({ customers: x.get(T.customers), policy: config.policy }))
    .inSingletonScope();
};
