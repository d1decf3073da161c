/** What the store is given to talk to Addi: the ally's credentials from Addi, where to reach it, and the user and
 * password Addi's callbacks carry (agreed with Addi when the ally is set up). */
export type AddiSettings = {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The auth host, before `oauth/token` (`https://auth.addi.com/`). */
  readonly authUrl: string;
  /** The API host, before `v1/online-applications` (`https://api.addi.com/`). */
  readonly apiUrl: string;
  /** The token's audience, which differs from the API's host in staging. */
  readonly audience: string;
  readonly callbackUser: string;
  readonly callbackPassword: string;
  /** How long one call (the token's included) may take before it is abandoned. */
  readonly timeoutMs: number;
};

/** Addi's hosts and audiences (PROVIDERS.md §5). */
export const ADDI_HOSTS = {
  production: { authUrl: 'https://auth.addi.com/', apiUrl: 'https://api.addi.com/', audience: 'https://api.addi.com' },
  staging: {
    authUrl: 'https://auth.addi-staging.com/',
    apiUrl: 'https://api.addi-staging.com/',
    audience: 'https://api.staging.addi.com',
  },
} as const;

/** A base URL with exactly one trailing slash, so `{base}oauth/token` reads the same however it was configured. */
export const baseOf = (url: string): string => `${url.replace(/\/+$/, '')}/`;
