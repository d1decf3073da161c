import type { StockAlertError, StockAlertRequested } from '../../core/stock-alerts/request-stock-alert';
import type { Failure } from '../../contract/errors';
import { askApi } from './json-api';
import type { Result } from '../../core/shared/result';

/**
 * "Avísame cuando llegue" over `/api/v1`:
 *   POST /api/v1/stock-alerts { sku, email } → 201 { email, message }
 * Refusals: 400 `invalid-input` (fields.email), 404 `variant-not-found`, 409 `in-stock`, 429 `rate-limited`.
 */
export const requestStockAlert = (
  sku: string,
  email: string,
): Promise<Result<StockAlertRequested, Failure<StockAlertError>>> =>
  askApi<StockAlertRequested, StockAlertError>('POST', '/api/v1/stock-alerts', { sku, email });
