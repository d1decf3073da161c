import type { RateLimiter } from '../shared/rate-limit';
import { type RateLimited } from '../shared/rate-limit';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { sendQuietly } from '../mail/send-quietly';
import { passwordChangedMail } from '../mail/templates';
import type { Mailer } from '../mail/ports';
import { err, ok, type Result } from '../shared/result';
import type { Clock, Logger } from '../shared/ports';
import { UNAUTHENTICATED, type Unauthenticated } from './account-errors';
import { passwordWeakness } from './password';
import { countWrongGuess, forgetWrongGuesses, guessRefusal } from './password-guesses';
import type { CustomerStore, PasswordHasher, SingleUseTokenStore, SessionStore } from './ports';

export type ChangePasswordDeps = {
  readonly customers: CustomerStore;
  readonly sessions: SessionStore;
  readonly resets: SingleUseTokenStore;
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storeUrl: string;
};

export type ChangePasswordInput = {
  readonly customerId: string;
  /** The session making the change, which stays open; every other one ends. */
  readonly currentTokenHash: string | null;
  readonly currentPassword: string;
  readonly newPassword: string;
  /** The client's address: a stolen session guessing the current password is limited as a sign-in from there is. */
  readonly ip: string;
};

export const PASSWORD_CHANGED = {
  message: 'Tu contraseña cambió. Cerramos la sesión en tus otros dispositivos.',
} as const;

export type ChangePasswordError = InvalidInput | RateLimited | Unauthenticated;
export type ChangePasswordErrorKind = ChangePasswordError['kind'];

/** Changes a signed-in customer's password: the current one must be right (wrong guesses count per account and address,
 * as at sign-in, core/customers/password-guesses.ts), the new one strong and different; other sessions end, reset links
 * stop working, and a mail says so. */
export const changePassword =
  (deps: ChangePasswordDeps) =>
  async (input: ChangePasswordInput): Promise<Result<typeof PASSWORD_CHANGED, ChangePasswordError>> => {
    const customer = await deps.customers.findById(input.customerId);
    if (!customer) return err(UNAUTHENTICATED);
    const now = deps.clock.now();
    const guesser = { email: customer.email, ip: input.ip };
    const refused = await guessRefusal(deps.limiter, guesser, now);
    if (refused) return err(refused);
    if (!(await deps.hasher.verify(input.currentPassword, customer.passwordHash))) {
      await countWrongGuess(deps.limiter, guesser, now);
      return err(invalidInput({ currentPassword: 'La contraseña actual no es correcta.' }));
    }
    await forgetWrongGuesses(deps.limiter, guesser);
    const weak = passwordWeakness(input.newPassword, customer.email);
    if (weak) return err(invalidInput({ newPassword: weak }));
    if (input.newPassword === input.currentPassword) {
      return err(invalidInput({ newPassword: 'La contraseña nueva debe ser distinta de la actual.' }));
    }
    await deps.customers.setPasswordHash(customer.id, await deps.hasher.hash(input.newPassword));
    await deps.sessions.deleteAllOf(customer.id, input.currentTokenHash ?? undefined);
    await deps.resets.invalidateAllOf(customer.id, now);
    await sendQuietly(deps, passwordChangedMail({ storeUrl: deps.storeUrl }, customer, now));
    return ok(PASSWORD_CHANGED);
  };
