import type { Result } from '../shared/result';
import type { Order } from './order';
import {
  findForOperator,
  operatorStep,
  type OperatorDeps,
  type OrderAction,
  type OrderActionError,
} from './operate-order';

/** The packing step: a paid order, or a cash-on-delivery order confirmed for shipping, goes to `preparing`, with its
 * audit entry under the operator and the `preparing` event the store writes with the move (the shopper's open order
 * page updates live). Preparing an order already being prepared changes nothing; any other state is refused. */
export const prepareOrder =
  (deps: OperatorDeps) =>
  async (input: OrderAction): Promise<Result<Order, OrderActionError>> => {
    const found = await findForOperator(deps.orders, input.number);
    if (!found.ok) return found;
    return operatorStep(deps, found.value, 'start-preparing', input.actor);
  };
