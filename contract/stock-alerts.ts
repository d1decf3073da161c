import type { StockAlertRequested } from '../core/stock-alerts/request-stock-alert';
import type { stockAlertInputs } from './inputs/stock-alerts';
import { endpoint } from './endpoint';

/** "Avísame cuando llegue" for a sold-out variant: { sku, email } → 201 { email, message }; 400 `invalid-input` for a
 * wrong address, 404 `variant-not-found`, 409 `in-stock`, 429 `rate-limited` past the per-address limit. */
export const stockAlertEndpoints = {
  stockAlert: endpoint<StockAlertRequested, typeof stockAlertInputs.stockAlert>()({
    method: 'POST',
    path: '/api/v1/stock-alerts',
    status: 201,
    errors: ['invalid-input', 'variant-not-found', 'in-stock', 'rate-limited'],
  }),
};
