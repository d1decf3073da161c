import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/ports';
import { type InvalidCredentials } from './account-errors';
import { LIMITS } from './account-rules';
import { accountView } from './account-view';
import { parseEmail } from '../people/email';
import { countWrongGuess, forgetWrongGuesses, guessRefusal } from './password-guesses';
import type { CustomerStore, PasswordHasher, Secrets, SessionStore } from './ports';
import { openSession, type SignedIn } from './sessions';

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
export type SignInErrorKind = SignInError['kind'];

/** One message for an unknown email and a wrong password, so the answer never tells which accounts exist. */
export const INVALID_CREDENTIALS: InvalidCredentials = {
  kind: 'invalid-credentials',
  message: 'El correo o la contraseña no son correctos. Revísalos e inténtalo de nuevo.',
};

// Password resets clear an account's failures under this key.
export { failuresKey } from './password-guesses';

/** Signs a customer in with email and password. Every attempt counts against the IP's limit; wrong passwords count
 * against that address for that account (which it is then refused, right password or not) and against the account's
 * budget across addresses (core/customers/password-guesses.ts), never locking the owner out from elsewhere; an unknown
 * email costs the same hashing time as a wrong password; success clears that address's failures and opens a session. */
export const signIn = (deps: SignInDeps) => {
  const open = openSession(deps);
  let decoy: Promise<string> | null = null;
  return async (input: SignInInput): Promise<Result<SignedIn, SignInError>> => {
    const now = deps.clock.now();
    const perIp = LIMITS.signInPerIp;
    const ipRefusal = refusalOf(
      await deps.limiter.hit(`sign-in:ip:${input.ip}`, perIp.limit, perIp.windowSeconds, now),
    );
    if (ipRefusal) return err(ipRefusal);
    const guesser = { email: input.email, ip: input.ip };
    const refused = await guessRefusal(deps.limiter, guesser, now);
    if (refused) return err(refused);
    const email = parseEmail(input.email);
    const customer = email.ok ? await deps.customers.findByEmail(email.value) : null;
    decoy ??= deps.hasher.hash('contraseña-señuelo-0');
    const matches = await deps.hasher.verify(input.password, customer?.passwordHash ?? (await decoy));
    if (!customer || !matches) {
      await countWrongGuess(deps.limiter, guesser, now);
      return err(INVALID_CREDENTIALS);
    }
    await forgetWrongGuesses(deps.limiter, guesser);
    const addresses = await deps.customers.listAddresses(customer.id);
    return ok({ account: accountView(customer, addresses), session: await open(customer.id) });
  };
};
