import type { AuditPage } from '../core/operators/audit-log';
import { endpoint } from './endpoint';
import type { adminAuditInputs as I } from './inputs/admin-audit';

/** The console's Registro in the operators' API (`reports.read`): what operators did, from the operators' audit, the
 * orders' histories and the catalogue's changes, as one log. */
export const adminAuditEndpoints = {
  /** The newest 50 entries older than `after` (the `next` of the page before), by an `operator` (their e-mail), of a
   * `kind`, on Bogotá days `from` and `to` (YYYY-MM-DD, both included) and about a `subject` (an order's number, a sku,
   * a product's slug, an e-mail); a filter that cannot be read is 400 `invalid-input` naming it. */
  auditLog: endpoint<AuditPage, typeof I.auditLog>()({
    method: 'GET',
    path: '/api/admin/v1/audit',
    invalid: 'fields',
    errors: ['forbidden', 'invalid-input'],
  }),
};
