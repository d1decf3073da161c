import type { RefundReconciliation } from '../core/returns/reconcile-refunds';
import type { PictureType, Return } from '../core/returns/return';
import { endpoint } from './endpoint';
import type { adminReturnInputs as I } from './inputs/admin-returns';

/** The refusals of a step on a return: the role, the return, its state, what the operator wrote. */
const STEP = ['forbidden', 'return-not-found', 'invalid-transition', 'invalid-input'] as const;
/** And of a refund: a reference needed, nothing or too much to give back, the provider's no or silence, a race. */
const REFUND = [
  ...STEP,
  'refund-needs-reference',
  'nothing-to-refund',
  'refund-exceeds-paid',
  'refused',
  'provider-error',
  'moved',
] as const;

/** The returns in the operators' API (issue 34): read with their lines, pictures and refunds (`returns.read`),
 * approved or rejected (`returns.write`), received by the warehouse (`returns.receive`), refunded, and a goodwill
 * amount refunded, and pending refunds reconciled with their providers (`payments.refund`); behind the console and
 * `fornido returns`. */
export const adminReturnEndpoints = {
  /** The newest 200 (or `limit`, up to 500) first, of some `states` (comma-separated) or all; `flagged=1`: only those
   * with a refund left for an operator to look at; `order=FO-…`: that order's, oldest first. */
  listReturns: endpoint<readonly Return[], typeof I.listReturns>()({
    method: 'GET',
    path: '/api/admin/v1/returns',
    errors: ['forbidden'],
  }),
  /** One return by its number (FO-2026-000123-D1): its lines, the ids of its pictures, its refunds. */
  showReturn: endpoint<Return, typeof I.showReturn>()({
    method: 'GET',
    path: '/api/admin/v1/returns/:number',
    errors: ['forbidden', 'return-not-found'],
  }),
  /** A picture the shopper attached: its bytes, with their type. */
  returnPicture: endpoint<{ readonly contentType: PictureType; readonly bytes: Uint8Array }, typeof I.returnPicture>()({
    method: 'GET',
    path: '/api/admin/v1/returns/:number/pictures/:picture',
    produces: 'picture',
    errors: ['forbidden', 'return-not-found', 'picture-not-found'],
  }),
  /** Approves a requested return with the return shipping instructions (`text`) the shopper reads in their mail. */
  approveReturn: endpoint<Return, typeof I.approveReturn>()({
    method: 'POST',
    path: '/api/admin/v1/returns/:number/approve',
    errors: STEP,
  }),
  /** Rejects a requested return with the reason (`text`) the shopper reads in their mail. */
  rejectReturn: endpoint<Return, typeof I.rejectReturn>()({
    method: 'POST',
    path: '/api/admin/v1/returns/:number/reject',
    errors: STEP,
  }),
  /** Receives an approved return's units: each line (`sku`) back on sale or to the damaged count. */
  receiveReturn: endpoint<Return, typeof I.receiveReturn>()({
    method: 'POST',
    path: '/api/admin/v1/returns/:number/receive',
    errors: STEP,
  }),
  /** Refunds a received return through the provider, or as the operator records it (`manual`: a transfer or the
   * provider's own process, with its reference); a retry answers the first refund. */
  refundReturn: endpoint<Return, typeof I.refundReturn>()({
    method: 'POST',
    path: '/api/admin/v1/returns/:number/refund',
    errors: REFUND,
  }),
  /** Asks the providers now about every refund they had not confirmed and settles it: refunded, flagged for an
   * operator, or still pending (`payments.refund`), as the server does every 5 minutes. */
  reconcileRefunds: endpoint<RefundReconciliation, typeof I.reconcileRefunds>()({
    method: 'POST',
    path: '/api/admin/v1/returns/reconcile',
    errors: ['forbidden'],
  }),
  /** Refunds an `amount` of a delivered order with no units back, for the reason in `words`: a return of its own. With
   * `requestKey` (a UUID the caller made once), the same request again answers the first refund. */
  goodwillRefund: endpoint<Return, typeof I.goodwillRefund>()({
    method: 'POST',
    path: '/api/admin/v1/returns/goodwill',
    errors: REFUND,
  }),
};
