import { LIMITS } from '../customers/account-rules';
import { countWrongGuess, forgetWrongGuesses, guessRefusal, type Guesser } from '../customers/password-guesses';
import { parseEmail } from '../people/email';
import { refusalOf, type RateLimited, type RateLimiter } from '../shared/rate-limit';
import { err, ok, type Result } from '../shared/result';
import type { InvalidCredentials } from '../customers/account-errors';
import { actorName, operatorView, type OperatorView } from './operator';
import type { EnrolDeps } from './enrol-operator';
import { proveSecondFactor } from './second-factor';
import { openOperatorSession, type OpenedOperatorSession } from './operator-sessions';

export type OperatorSignInInput = {
  readonly email: string;
  readonly password: string;
  /** The app's 6-digit code, or a recovery code. */
  readonly code: string;
  readonly ip: string;
};
export type OperatorSignInError = InvalidCredentials | RateLimited;
export type OperatorSignedIn = { readonly operator: OperatorView; readonly session: OpenedOperatorSession };

/** What enrolment needs, and the rate limiter. */
export type OperatorSignInDeps = EnrolDeps & { readonly limiter: RateLimiter };

/** One answer for every failure, so it never tells which e-mails are operators or which half was wrong. */
export const OPERATOR_INVALID_CREDENTIALS: InvalidCredentials = {
  kind: 'invalid-credentials',
  message: 'El correo, la contraseña o el código no son correctos.',
};

/** Signs an operator in with e-mail, password and a second-factor code, always. Limited as the shoppers' sign-in is
 * (per address, and per account and address, core/customers/password-guesses.ts) in a realm of its own; a wrong code
 * counts as a wrong password; a code works once. */
export const signInOperator = (deps: OperatorSignInDeps) => {
  const open = openOperatorSession(deps);
  const prove = proveSecondFactor(deps);
  let decoy: Promise<string> | null = null;
  return async (input: OperatorSignInInput): Promise<Result<OperatorSignedIn, OperatorSignInError>> => {
    const now = deps.clock.now();
    const perIp = LIMITS.signInPerIp;
    const ipRefusal = refusalOf(
      await deps.limiter.hit(`operators:sign-in:ip:${input.ip}`, perIp.limit, perIp.windowSeconds, now),
    );
    if (ipRefusal) return err(ipRefusal);
    const guesser: Guesser = { email: input.email, ip: input.ip, realm: 'operators' };
    const refused = await guessRefusal(deps.limiter, guesser, now);
    if (refused) return err(refused);
    const email = parseEmail(input.email);
    const found = email.ok ? await deps.operators.findByEmail(email.value) : null;
    const operator = found?.status === 'active' ? found : null;
    decoy ??= deps.hasher.hash('contraseña-señuelo-operador-0');
    const matches = await deps.hasher.verify(input.password, operator?.passwordHash ?? (await decoy));
    if (!operator || !matches || !(await prove(operator, input.code, now))) {
      await countWrongGuess(deps.limiter, guesser, now);
      return err(OPERATOR_INVALID_CREDENTIALS);
    }
    await forgetWrongGuesses(deps.limiter, guesser);
    await deps.audit.record({
      at: now,
      operatorId: operator.id,
      actor: actorName(operator),
      action: 'operator.signed-in',
      subject: operator.email,
      after: { ip: input.ip },
    });
    return ok({ operator: operatorView(operator), session: await open(operator.id) });
  };
};
