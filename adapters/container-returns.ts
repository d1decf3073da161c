import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { approveReturn, rejectReturn } from '../core/returns/answer-return';
import { exchangeChoices } from '../core/returns/exchange-choices';
import { goodwillRefund } from '../core/returns/goodwill-refund';
import { listReturns, ownReturns, returnPicture, showReturn } from '../core/returns/list-returns';
import { receiveReturn } from '../core/returns/receive-return';
import { reconcileRefunds, reconcileRefundsAs } from '../core/returns/reconcile-refunds';
import { refundReturn } from '../core/returns/refund-return';
import { requestReturn } from '../core/returns/request-return';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { sqlReturnStore } from './persistence/return-store';
import { T } from './tokens';

/** Returns (issue 34): the SQL store of returns and their refunds, and their use cases for shoppers and operators,
 * refunding through the configured gateways. */
export const bindReturns = (c: Container, config: Config, database: Database) => {
  c.bind(T.returnStore)
    .toDynamicValue(() => sqlReturnStore(database.db))
    .inSingletonScope();
  c.bind(T.returns)
    .toDynamicValue((x) => {
      const deps = {
        returns: x.get(T.returnStore),
        orders: x.get(T.orderStore),
        payments: x.get(T.payments),
        clock: x.get(T.clock),
        logger: x.get(T.logger),
        ids: { newId: () => randomUUID() },
        policy: config.policy,
        // Exchanges: the variant wanted instead, checked at the request and shipped in the replacement order.
        catalogue: { ...x.get(T.cartCatalogue), findProduct: (slug: string) => x.get(T.products).findProduct(slug) },
      };
      return {
        requestReturn: requestReturn(deps),
        exchangeChoices: exchangeChoices(deps),
        ownReturns: ownReturns(deps),
        listReturns: listReturns(deps),
        showReturn: showReturn(deps),
        returnPicture: returnPicture(deps),
        approveReturn: approveReturn(deps),
        rejectReturn: rejectReturn(deps),
        receiveReturn: receiveReturn(deps),
        refundReturn: refundReturn(deps),
        goodwillRefund: goodwillRefund(deps),
        reconcileRefunds: reconcileRefunds(deps),
        reconcileRefundsAs: reconcileRefundsAs(deps),
      };
    })
    .inSingletonScope();
};
