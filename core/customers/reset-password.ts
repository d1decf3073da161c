import type { RateLimiter } from '../shared/rate-limit';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { sendQuietly } from '../mail/send-quietly';
import { passwordChangedMail } from '../mail/templates';
import type { Mailer } from '../mail/ports';
import { err, ok, type Result } from '../shared/result';
import type { Clock, Logger } from '../shared/ports';
import { type ResetTokenError } from './account-errors';
import { formatMinutes } from '../shared/format';
import { RESET_TOKEN_MINUTES } from './account-rules';
import { passwordWeakness } from './password';
import type { CustomerStore, PasswordHasher, SingleUseTokenStore, TokenState, Secrets, SessionStore } from './ports';
import { failuresKey, forgetWrongGuesses } from './password-guesses';

export type ResetPasswordDeps = {
  readonly customers: CustomerStore;
  readonly sessions: SessionStore;
  readonly resets: SingleUseTokenStore;
  readonly hasher: PasswordHasher;
  readonly secrets: Secrets;
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storeUrl: string;
};

const TOKEN_ERRORS: Readonly<Record<Exclude<TokenState['state'], 'valid'>, ResetTokenError>> = {
  unknown: {
    kind: 'reset-token-invalid',
    message: 'El enlace para cambiar la contraseña no es válido. Pide uno nuevo.',
  },
  expired: {
    kind: 'reset-token-expired',
    message: `El enlace venció: dura ${formatMinutes(RESET_TOKEN_MINUTES)}. Pide uno nuevo.`,
  },
  used: {
    kind: 'reset-token-used',
    message: 'Este enlace ya se usó. Si necesitas cambiar tu contraseña otra vez, pide un enlace nuevo.',
  },
};

export const PASSWORD_RESET_DONE = {
  message: 'Listo: tu contraseña cambió. Ya puedes iniciar sesión con la nueva.',
} as const;

export type ResetPasswordError = ResetTokenError | InvalidInput;
export type ResetPasswordErrorKind = ResetPasswordError['kind'];

/** Sets a new password with a reset token: the token must be known, unexpired and unused (it is used up atomically, so
 * it works once even if sent twice at once); the new password must be strong; every session of the customer ends, older
 * links stop working, the account's failed attempts (and those of the address resetting it) are forgotten, and a "password changed" mail goes out. */
export const resetPassword =
  (deps: ResetPasswordDeps) =>
  async (input: {
    readonly token: string;
    readonly password: string;
    readonly ip: string;
  }): Promise<Result<typeof PASSWORD_RESET_DONE, ResetPasswordError>> => {
    const tokenHash = deps.secrets.hashToken(input.token);
    const seen = await deps.resets.inspect(tokenHash, deps.clock.now());
    if (seen.state !== 'valid') return err(TOKEN_ERRORS[seen.state]);
    const customer = await deps.customers.findById(seen.customerId);
    if (!customer) return err(TOKEN_ERRORS.unknown);
    const weak = passwordWeakness(input.password, customer.email);
    if (weak) return err(invalidInput({ password: weak }));
    const passwordHash = await deps.hasher.hash(input.password);
    const now = deps.clock.now();
    const taken = await deps.resets.take(tokenHash, now);
    if (taken.state !== 'valid') return err(TOKEN_ERRORS[taken.state]);
    await deps.customers.setPasswordHash(customer.id, passwordHash);
    await deps.sessions.deleteAllOf(customer.id);
    await deps.resets.invalidateAllOf(customer.id, now);
    await deps.limiter.clear(failuresKey(customer.email));
    // The owner who mistyped from this address and then reset the password is not kept waiting here either.
    await forgetWrongGuesses(deps.limiter, { email: customer.email, ip: input.ip });
    await sendQuietly(deps, passwordChangedMail({ storeUrl: deps.storeUrl }, customer, now));
    return ok(PASSWORD_RESET_DONE);
  };
