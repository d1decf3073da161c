import { signUp } from '../../../core/customers/sign-up';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
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

/** Camila's account: her email and the password she signed up with. */
export const CAMILA = { email: 'camila@correo.co', password: 'Proteina2026' } as const;

/** An account world where Camila has just signed up, with the hasher's call log cleared. */
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
  world.hashCalls.verify.length = 0;
  return world;
};
