import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/ports';
import { refusalOf, type InvalidCredentials, type RateLimited } from './account-errors';
import { LIMITS } from './account-rules';
import { accountView } from './account-view';
import { parseEmail } from './email';
import type { CustomerStore, PasswordHasher, RateLimiter, Secrets, SessionStore } from './ports';
import { openSession } from './sessions';
import type { SignedIn } from './sign-up';

export type SignInInput = { readonly email: string; readonly password: string; readonly ip: string };

export type SignInDeps = {
  readonly customers: CustomerStore;
  readonly sessions: SessionStore;
  readonly hasher: PasswordHasher;
  readonly secrets: Secrets;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
};

export type SignInError = InvalidCredentials | RateLimited;

/** One message for an unknown email and a wrong password, so the answer never tells which accounts exist. */
export const INVALID_CREDENTIALS: InvalidCredentials = {
  kind: 'invalid-credentials',
  message: 'El correo o la contraseña no son correctos. Revísalos e inténtalo de nuevo.',
};

/** The limiter key of an account's failed password checks (sign-in and change of password share it). */
export const failuresKey = (email: string): string => `password-failures:${email.trim().toLowerCase()}`;

/** Signs a customer in with email and password. Every attempt counts against the IP's limit, failures against the
 * account's (a correct password is refused too while the account is locked); an unknown email costs the same hashing
 * time as a wrong password; success clears the account's failures and opens a session. */
export const signIn = (deps: SignInDeps) => {
  const open = openSession(deps);
  let decoy: Promise<string> | null = null;
  return async (input: SignInInput): Promise<Result<SignedIn, SignInError>> => {
    const now = deps.clock.now();
    const perIp = LIMITS.signInPerIp;
    const ipRefusal = refusalOf(await deps.limiter.hit(`sign-in:ip:${input.ip}`, perIp.limit, perIp.windowSeconds, now));
    if (ipRefusal) return err(ipRefusal);
    const key = failuresKey(input.email);
    const perAccount = LIMITS.failuresPerAccount;
    const locked = refusalOf(await deps.limiter.peek(key, perAccount.limit, perAccount.windowSeconds, now));
    if (locked) return err(locked);
    const email = parseEmail(input.email);
    const customer = email.ok ? await deps.customers.findByEmail(email.value) : null;
    decoy ??= deps.hasher.hash('contraseña-señuelo-0');
    const matches = await deps.hasher.verify(input.password, customer?.passwordHash ?? (await decoy));
    if (!customer || !matches) {
      await deps.limiter.hit(key, perAccount.limit, perAccount.windowSeconds, now);
      return err(INVALID_CREDENTIALS);
    }
    await deps.limiter.clear(key);
    const addresses = await deps.customers.listAddresses(customer.id);
    return ok({ account: accountView(customer, addresses), session: await open(customer.id) });
  };
};
