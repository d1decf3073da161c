/** Where the store mounts MercadoPago's sandbox (its API under `/api`, the checkout page under `/checkout`). */
export const MERCADOPAGO_SANDBOX_PATH = '/sandbox/mercadopago';

/** The only credentials the sandbox takes: a test user's access token (MercadoPago's test tokens start with TEST-)
 * and the webhook secret it signs its notifications with. */
export const MERCADOPAGO_SANDBOX_CREDENTIALS = {
  accessToken: 'TEST-7291048312456701-112213-5b1e0c7d2f8a94b36e1d07c4a9f2b815-1502837461',
  webhookSecret: 'f3b9c1d27a4e8b60c5d19e2a7f4b3c8d0e61a9b5c2d7f4e8a1b3c6d9e0f2a4b7',
} as const;

/** The seller's account in the sandbox (`collector_id`) and its application (`client_id`). */
export const SANDBOX_COLLECTOR_ID = 1502837461;
export const SANDBOX_CLIENT_ID = '7291048312456701';

/** Colombia's MercadoPago site. */
export const SITE_ID = 'MCO';
