/** What the store is given to talk to Nequi: credentials from Nequi's developer portal and where to reach it. */
export type NequiSettings = {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly apiKey: string;
  /** The merchant's code (`code` in every request body), e.g. `NIT_1`. */
  readonly merchantCode: string;
  /** The full token URL (`…/oauth2/token`). */
  readonly authUrl: string;
  /** The API base, before `/payments/v2/…`. */
  readonly apiUrl: string;
  /** How long one call (the token's included) may take before it is abandoned. */
  readonly timeoutMs: number;
};

/** Nequi's production hosts (PROVIDERS.md §1). */
export const NEQUI_PRODUCTION_URLS = {
  authUrl: 'https://oauth.nequi.com/oauth2/token',
  apiUrl: 'https://api.nequi.com',
} as const;

/** Nequi's own hosted sandbox, for trying real credentials outside production. */
export const NEQUI_HOSTED_SANDBOX_URLS = {
  authUrl: 'https://oauth.sandbox.nequi.com/oauth2/token',
  apiUrl: 'https://api.sandbox.nequi.com',
} as const;

/** A sensible default for `timeoutMs`: Nequi's sandbox is slow at times. */
export const NEQUI_DEFAULT_TIMEOUT_MS = 15_000;

/** The `fetch` the client calls: the global one, or a test's. */
export type Fetch = typeof fetch;
