/** What the store is given to talk to MercadoPago: the access token of the seller's application (Tus integraciones →
 * Credenciales), the webhook's secret signature, and where to reach the API. */
export type MercadoPagoSettings = {
  /** `APP_USR-…` in production, `TEST-…` for MercadoPago's test users; sent only as `Authorization: Bearer`. */
  readonly accessToken: string;
  /** The API base, before `/checkout/preferences` and `/v1/payments` (a sandbox's mount in sandbox mode). */
  readonly apiUrl: string;
  /** The webhook's secret signature; without it notifications cannot be checked (`unsigned`). */
  readonly webhookSecret: string | null;
  /** How long one call may take before it is abandoned. */
  readonly timeoutMs: number;
};

/** MercadoPago's API host (PROVIDERS.md §4). */
export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';
