import { activateAccount } from '../../../core/customers/activate-account';
import { signUp } from '../../../core/customers/sign-up';
import { VERIFY_TOKEN_MINUTES } from '../../../core/customers/account-rules';
import type { Email } from '../../../core/people/email';
import { issueToken } from '../../../core/customers/single-use-tokens';
import { inMemoryPendingSignUpStore } from '../../fakes/in-memory-pending-sign-ups';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { anOrderBuyer } from '../../builders/orders';
import { aNewOrder, anOrderLine, NO_CAPS } from '../../adapters/persistence/order-fixtures';
import type { PasswordHasher, Secrets } from '../../../core/customers/ports';
import type { Clock, Logger } from '../../../core/shared/ports';
import {
  inMemoryCustomerStore,
  inMemoryEmailVerificationStore,
  inMemoryTokenStore,
  inMemoryRateLimiter,
  inMemorySessionStore,
  recordingMailer,
} from '../../fakes/in-memory-accounts';

/** A transparent hasher that counts its work, so tests see when hashing happens. */
export const countingHasher = () => {
  const calls = { hash: 0, verify: [] as string[] };
  const hasher: PasswordHasher = {
    hash: async (password) => {
      calls.hash += 1;
      return `h:${password}`;
    },
    verify: async (password, hash) => {
      calls.verify.push(hash);
      return hash === `h:${password}`;
    },
  };
  return { hasher, calls };
};

/** Predictable secrets: tokens t1, t2…, hashes `#token`, codes from a script, then counting in the alphabet. */
export const scriptedSecrets = (codes: string[] = []): Secrets => {
  let n = 0;
  let counted = 0;
  const count = (length: number, alphabet: string) => {
    let value = (counted += 1);
    let code = '';
    for (let i = 0; i < length; i += 1, value = Math.floor(value / alphabet.length))
      code = alphabet[value % alphabet.length] + code;
    return code;
  };
  return {
    newToken: () => `t${(n += 1)}`,
    hashToken: (token) => `#${token}`,
    randomCode: (length, alphabet) => codes.shift()?.slice(0, length) ?? count(length, alphabet),
  };
};

/** Every port an account use case may need, in memory, at a time the test moves. */
export const accountWorld = (opts: { codes?: string[]; failingMail?: boolean } = {}) => {
  let now = new Date('2026-11-22T12:00:00Z');
  const clock: Clock = { now: () => now };
  const logged: string[] = [];
  const logger: Logger = { info: () => undefined, warn: (_f, m) => logged.push(m), error: (_f, m) => logged.push(m) };
  let id = 0;
  const { hasher, calls } = countingHasher();
  const customers = inMemoryCustomerStore();
  // Stock of the sku the claim tests' guest orders buy.
  const orders = inMemoryOrderStore(new Map([['W', 1_000]]));
  return {
    customers,
    orders,
    verifications: inMemoryEmailVerificationStore(customers, orders),
    pendingSignUps: inMemoryPendingSignUpStore(customers, orders),
    sessions: inMemorySessionStore(),
    resets: inMemoryTokenStore(),
    limiter: inMemoryRateLimiter(),
    mailer: recordingMailer({ failing: opts.failingMail }),
    secrets: scriptedSecrets(opts.codes),
    hasher,
    hashCalls: calls,
    clock,
    ids: { newId: () => `id-${(id += 1)}` },
    logger,
    logged,
    storeUrl: 'https://fornido.co',
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
};

/** Places a guest order of one unit of W with `email` in a world, and answers its number. */
export const placeGuestOrder = async (world: ReturnType<typeof accountWorld>, email: string, key: string) => {
  const placed = await world.orders.place(
    aNewOrder([anOrderLine('W', 1)], { buyer: anOrderBuyer({ email }), placedAt: world.clock.now() }),
    key,
    NO_CAPS,
  );
  if (placed.kind !== 'placed') throw new Error(`not placed: ${placed.kind}`);
  return placed.order.number;
};

/** Camila's account: her email and the password she signed up with. */
export const CAMILA = { email: 'camila@correo.co', password: 'Proteina2026' } as const;

/** The token of the newest activation link mailed to `to` in a world. */
export const activationTokenOf = (world: ReturnType<typeof accountWorld>, to: string): string => {
  const mail = world.mailer.sent.findLast((m) => m.to === to && m.template === 'account-activation');
  const token = mail && /\/cuenta\/activar\/\?token=([^\s]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No activation mail to ${to}`);
  return decodeURIComponent(token);
};

/** An account world where Camila has just signed up and activated her account, with the hasher's call log cleared. */
export const worldWithCamila = async () => {
  const world = accountWorld();
  await signUp(world)({
    name: 'Camila Rodríguez',
    email: CAMILA.email,
    password: CAMILA.password,
    privacyConsent: true,
    marketingConsent: false,
    ip: '1',
  });
  const activated = await activateAccount(world)({ token: activationTokenOf(world, CAMILA.email) });
  if (!activated.ok) throw new Error(activated.error.message);
  world.hashCalls.verify.length = 0;
  return world;
};

/** An account world where Camila's account predates activation links: her email not yet verified, and the link that
 * verifies it (token t1) mailed to her. */
export const worldWithUnverifiedCamila = async () => {
  const world = accountWorld();
  const now = world.clock.now();
  await world.customers.create({
    id: 'camila',
    email: CAMILA.email as Email,
    name: 'Camila Rodríguez',
    passwordHash: `h:${CAMILA.password}`,
    documentType: null,
    documentNumber: null,
    phone: null,
    referralCode: 'CAMI7K2P',
    referredBy: null,
    privacyConsentAt: now,
    marketingConsent: false,
    marketingConsentAt: null,
    marketingConsentSource: null,
    createdAt: now,
    emailVerifiedAt: null,
  });
  await issueToken(world, world.verifications, 'camila', VERIFY_TOKEN_MINUTES);
  return world;
};
