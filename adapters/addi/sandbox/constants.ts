import { ADDI_HOSTS, type AddiSettings } from '../settings';

/** Where the store mounts the Addi sandbox (token, API, the credit page for people, control). */
export const ADDI_SANDBOX_PATH = '/sandbox/addi';

/** The only credentials the sandbox accepts, and the Basic user and password its callbacks carry. */
export const ADDI_SANDBOX_CREDENTIALS = {
  clientId: 'fornido-addi-sandbox',
  clientSecret: 'addi-sandbox-secret',
  callbackUser: 'fornido-addi-callback',
  callbackPassword: 'addi-callback-password',
} as const;
export type AddiSandboxCredentials = {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly callbackUser: string;
  readonly callbackPassword: string;
};

/** The audiences a token may be asked for: Addi's own two (production and staging). */
export const ADDI_SANDBOX_AUDIENCES: readonly string[] = [ADDI_HOSTS.production.audience, ADDI_HOSTS.staging.audience];

/** The `code` of each error the sandbox answers, in the shape of Addi's ApiErrorResponse (`{code, message}`, its example
 * "001-001"). Addi publishes the shape, not its list of codes: these are the sandbox's own. */
export const ADDI_SANDBOX_ERRORS = {
  invalidField: '001-001',
  idType: '001-002',
  amountOutOfRange: '001-003',
  creditInProcess: '002-001',
  unauthorized: '003-001',
} as const;
export type AddiSandboxError = { readonly code: string; readonly message: string };

/** A client with this document number always has a credit in process: every application answers 409. */
export const IN_PROCESS_ID_NUMBER = '1000000409';

/** Addi's published range of what it lends: an application outside it answers 400. */
export const ADDI_SANDBOX_RANGE = { min: 50_000, max: 20_000_000 } as const;

/** How long an application waits for the shopper; meanwhile another for the same document answers 409. */
export const APPLICATION_MINUTES = 30;

/** The client settings that reach a sandbox mounted at `mountUrl` (`http://127.0.0.1:3000/sandbox/addi`). */
export const addiSandboxSettings = (
  mountUrl: string,
  options: { readonly timeoutMs: number; readonly credentials?: AddiSandboxCredentials },
): AddiSettings => {
  const base = mountUrl.replace(/\/+$/, '');
  return {
    ...(options.credentials ?? ADDI_SANDBOX_CREDENTIALS),
    authUrl: `${base}/auth/`,
    apiUrl: `${base}/api/`,
    audience: ADDI_HOSTS.staging.audience,
    timeoutMs: options.timeoutMs,
  };
};
