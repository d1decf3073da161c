import type { InvalidCredentials } from '../customers/account-errors';
import { passwordWeakness } from '../customers/password';
import { countWrongGuess, forgetWrongGuesses, guessRefusal, type Guesser } from '../customers/password-guesses';
import type { Mailer } from '../mail/ports';
import { sendQuietly } from '../mail/send-quietly';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import type { Logger } from '../shared/ports';
import type { RateLimited, RateLimiter } from '../shared/rate-limit';
import { err, ok, type Result } from '../shared/result';
import type { Actor } from './operator';
import type { EnrolDeps } from './enrol-operator';
import { proveSecondFactor } from './second-factor';
import { operatorPasswordChangedMail } from './password-changed-mail';
import { OPERATOR_INVALID_CREDENTIALS } from './sign-in-operator';

/** What enrolment needs, and the rate limiter, the mailer and its logger. */
export type ChangeOperatorPasswordDeps = EnrolDeps & {
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly storeUrl: string;
};

export type OperatorPasswordChange = {
  readonly currentPassword: string;
  readonly newPassword: string;
  /** The authenticator app's code now (or a recovery code). */
  readonly code: string;
  /** The client's address: a stolen session guessing the password is limited as a sign-in from there is. */
  readonly ip: string;
};

export type ChangeOperatorPasswordError = InvalidInput | InvalidCredentials | RateLimited;

/** Changes the signed-in operator's own password: the current one must be right (wrong ones count as wrong sign-ins,
 * per account and address, in the operators' realm), the new one as strong as a shopper's must be and different, and
 * the second factor proved (checked last, so a refused new password does not use up the code). Every other console
 * session of the operator ends (the one asking stays), the change is audited, and a mail tells the operator. */
export const changeOperatorPassword = (deps: ChangeOperatorPasswordDeps) => {
  const prove = proveSecondFactor(deps);
  return async (
    actor: Actor,
    input: OperatorPasswordChange,
  ): Promise<Result<{ readonly ended: number }, ChangeOperatorPasswordError>> => {
    const operator = actor.operatorId ? await deps.operators.findById(actor.operatorId) : null;
    if (!operator?.passwordHash || operator.status !== 'active') return err(OPERATOR_INVALID_CREDENTIALS);
    const now = deps.clock.now();
    const guesser: Guesser = { email: operator.email, ip: input.ip, realm: 'operators' };
    const refused = await guessRefusal(deps.limiter, guesser, now);
    if (refused) return err(refused);
    if (!(await deps.hasher.verify(input.currentPassword, operator.passwordHash))) {
      await countWrongGuess(deps.limiter, guesser, now);
      return err(invalidInput({ currentPassword: 'La contraseña actual no es correcta.' }));
    }
    const weak = passwordWeakness(input.newPassword, operator.email);
    if (weak) return err(invalidInput({ newPassword: weak }));
    if (input.newPassword === input.currentPassword)
      return err(invalidInput({ newPassword: 'La contraseña nueva debe ser distinta de la actual.' }));
    if (!(await prove(operator, input.code, now))) {
      await countWrongGuess(deps.limiter, guesser, now);
      return err(invalidInput({ code: 'El código no es correcto o ya se usó: espera el siguiente de tu aplicación.' }));
    }
    await forgetWrongGuesses(deps.limiter, guesser);
    await deps.operators.setPasswordHash(operator.id, await deps.hasher.hash(input.newPassword));
    const keep = actor.via.kind === 'session' ? actor.via.tokenHash : undefined;
    const ended = await deps.sessions.endAllOf(operator.id, keep);
    await deps.audit.record({
      at: now,
      operatorId: operator.id,
      actor: actor.name,
      action: 'operator.password-changed',
      subject: operator.email,
      after: { sessionsEnded: ended },
    });
    await sendQuietly(deps, operatorPasswordChangedMail(deps.storeUrl, operator, now));
    return ok({ ended });
  };
};
