import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import type { OrderStore } from '../orders/ports';
import { err, ok, type Result } from '../shared/result';
import { operatorReturn, type ReturnNotFound } from './operator-returns';
import type { ReturnStore } from './ports';
import type { PictureType, Return } from './return';
import type { ReturnState } from './return-state';
import type { Requester } from './request-return';

export type ListReturnsDeps = {
  readonly returns: ReturnStore;
  readonly orders: Pick<OrderStore, 'findByNumber'>;
};

/** The returns operators work on, newest first, of some states or all, or only those with a refund flagged for an
 * operator; or one order's, oldest first (none for an order that does not exist) (`returns.read`). */
export const listReturns =
  (deps: ListReturnsDeps) =>
  async (
    actor: Actor,
    query: {
      readonly states?: readonly ReturnState[];
      readonly flagged?: boolean;
      readonly orderNumber?: string;
      readonly limit?: number;
    },
  ): Promise<Result<readonly Return[], Forbidden>> => {
    const refused = authorize(actor, 'returns.read');
    if (refused) return err(refused);
    if (query.orderNumber !== undefined) {
      const order = await deps.orders.findByNumber(query.orderNumber);
      return ok(order ? await deps.returns.listForOrder(order.id) : []);
    }
    const limit = Math.min(Math.max(query.limit ?? 200, 1), 500);
    return ok(await deps.returns.list({ states: query.states, flagged: query.flagged, limit }));
  };

/** One return by its number, with its lines, pictures and refunds (`returns.read`). */
export const showReturn =
  (deps: ListReturnsDeps) =>
  (actor: Actor, number: string): Promise<Result<Return, Forbidden | ReturnNotFound>> =>
    operatorReturn(deps.returns, actor, 'returns.read', number);

/** The returns of a shopper's own order (their account's, or a guest's through the order's signed link), oldest first;
 * none for an order that is not theirs. */
export const ownReturns =
  (deps: ListReturnsDeps) =>
  async (by: Requester, orderNumber: string): Promise<readonly Return[]> => {
    const order = await deps.orders.findByNumber(orderNumber.trim().toUpperCase());
    if (!order || (by.kind === 'customer' && order.customerId !== by.customerId)) return [];
    return deps.returns.listForOrder(order.id);
  };

export type EvidenceNotFound = { readonly kind: 'picture-not-found'; readonly message: string };

/** A picture the shopper attached to a return, its bytes and type, for an operator to look at (`returns.read`). */
export const returnPicture =
  (deps: Pick<ListReturnsDeps, 'returns'>) =>
  async (
    actor: Actor,
    number: string,
    pictureId: string,
  ): Promise<
    Result<
      { readonly contentType: PictureType; readonly bytes: Uint8Array },
      Forbidden | ReturnNotFound | EvidenceNotFound
    >
  > => {
    const found = await operatorReturn(deps.returns, actor, 'returns.read', number);
    if (!found.ok) return found;
    const picture = found.value.evidence.some((e) => e.id === pictureId)
      ? await deps.returns.picture(found.value.id, pictureId)
      : null;
    return picture
      ? ok(picture)
      : err({ kind: 'picture-not-found', message: `Return ${found.value.number} has no picture ${pictureId}.` });
  };
