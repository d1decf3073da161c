import { T, type AppContainer } from '../../adapters/container';
import type { adminReturnEndpoints } from '../../contract/admin-returns';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The returns in the operators' API (contract/admin-returns.ts): each use case checks the role. */
export const adminReturnHandlers = (c: AppContainer): Handlers<typeof adminReturnEndpoints> => {
  const returns = c.get(T.returns);
  return {
    listReturns: ({ states, flagged, order, limit }, ctx) =>
      returns.listReturns(actorOf(ctx.actor), { states, flagged: flagged === '1', orderNumber: order, limit }),
    showReturn: ({ number }, ctx) => returns.showReturn(actorOf(ctx.actor), number),
    returnPicture: ({ number, picture }, ctx) => returns.returnPicture(actorOf(ctx.actor), number, picture),
    approveReturn: (input, ctx) => returns.approveReturn(actorOf(ctx.actor), input),
    rejectReturn: (input, ctx) => returns.rejectReturn(actorOf(ctx.actor), input),
    receiveReturn: (input, ctx) => returns.receiveReturn(actorOf(ctx.actor), input),
    refundReturn: ({ number, manual }, ctx) =>
      returns.refundReturn(actorOf(ctx.actor), { number, manual: manual ?? null }),
    reconcileRefunds: (_, ctx) => returns.reconcileRefundsAs(actorOf(ctx.actor)),
    goodwillRefund: ({ manual, ...rest }, ctx) =>
      returns.goodwillRefund(actorOf(ctx.actor), { ...rest, manual: manual ?? null }),
  };
};
