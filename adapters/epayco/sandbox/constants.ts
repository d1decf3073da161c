import { groupedCard, type TestCards } from '../../../core/payments/sandbox-card';

/** Where the store mounts the ePayco sandbox's router (API hosts, people pages, tokenizer script, control). */
export const EPAYCO_SANDBOX_PATH = '/sandbox/epayco';

/** Where the store mounts the simulated PSE bank (the `urlbanco` of every sandbox PSE payment). */
export const PSE_SANDBOX_PATH = '/sandbox/pse';

/**
 * The only keys the sandbox accepts, shaped like a merchant's: the API's public and private keys (32 hex), the
 * commerce's P_CUST_ID_CLIENTE and its P_KEY (which signs confirmations). The private key is PROVIDERS.md §2's
 * encryption test vector key, so a wire test can check the ciphertext by hand.
 */
export const EPAYCO_SANDBOX_CREDENTIALS = {
  publicKey: '491d6a0b6e992cf924edd8d3d088aff1',
  privateKey: 'd04fa6c07b1d74f035252cbcc252d06f',
  customerId: '1551234',
  pKey: '6a2b4f9e0c8d7b1a3e5f6c9d0b2a4e8f1c3d5b7a',
} as const;

/** The credentials' shape (tests use other keys to see them refused). */
export type EpaycoSandboxCredentials = {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly customerId: string;
  readonly pKey: string;
};

/**
 * ePayco's documented test cards and what a charge with them does: approved at once, rejected, or left pending
 * until someone settles it on the sandbox's card page. `failed` is the sandbox's own (a charge that fails, state 4).
 * Any other number that passes the Luhn check is tokenized and its charges are rejected.
 */
export const EPAYCO_TEST_CARDS = {
  approved: '4575623182290326',
  rejected: '4151611527583283',
  pending: '5170394490379427',
  failed: '4012888888881881',
} as const;

/** The cards the store's card form names while ePayco runs against this sandbox: the ones it approves and rejects. */
export const EPAYCO_SANDBOX_TEST_CARDS: TestCards = {
  approved: groupedCard(EPAYCO_TEST_CARDS.approved),
  declined: groupedCard(EPAYCO_TEST_CARDS.rejected),
};
