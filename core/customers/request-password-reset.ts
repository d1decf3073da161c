import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import { passwordResetMail } from '../mail/templates';
import type { Mailer } from '../mail/ports';
import { err, ok, type Result } from '../shared/result';
import type { Clock, Logger } from '../shared/ports';
import { LIMITS, RESET_TOKEN_MINUTES } from './account-rules';
import { parseEmail } from '../people/email';
import { mailboxKey } from '../people/mailbox';
import { issueToken } from './single-use-tokens';
import type { CustomerStore, SingleUseTokenStore, Secrets } from './ports';

export type RequestResetDeps = {
  readonly customers: CustomerStore;
  readonly resets: SingleUseTokenStore;
  readonly secrets: Secrets;
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storeUrl: string;
};

/** The one answer to every reset request, whether or not the email has an account. */
export const RESET_REQUESTED = {
  message:
    'Si hay una cuenta con ese correo, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada y la de correo no deseado.',
} as const;

/** The one refusal of a reset request: too many from one address (an unknown email is answered as a known one). */
export type RequestPasswordResetError = RateLimited;
export type RequestPasswordResetErrorKind = RequestPasswordResetError['kind'];

/** Sends a single-use reset link, valid RESET_TOKEN_MINUTES and stored only hashed, to the account of an email.
 * The answer is the same whether or not the account exists; requests are limited per IP (refused) and per mailbox
 * (however the address is spelled; answered the same, without another mail, so nobody can flood a mailbox). */
export const requestPasswordReset =
  (deps: RequestResetDeps) =>
  async (input: {
    readonly email: string;
    readonly ip: string;
  }): Promise<Result<typeof RESET_REQUESTED, RequestPasswordResetError>> => {
    const now = deps.clock.now();
    const perIp = LIMITS.resetPerIp;
    const refused = refusalOf(await deps.limiter.hit(`reset:ip:${input.ip}`, perIp.limit, perIp.windowSeconds, now));
    if (refused) return err(refused);
    const email = parseEmail(input.email);
    if (!email.ok) return ok(RESET_REQUESTED);
    const perEmail = LIMITS.resetPerEmail;
    const mailbox = await deps.limiter.hit(
      `reset:email:${mailboxKey(email.value)}`,
      perEmail.limit,
      perEmail.windowSeconds,
      now,
    );
    if (!mailbox.allowed) {
      deps.logger.warn(
        { retryAfterSeconds: mailbox.retryAfterSeconds },
        'password reset mail withheld: too many requests for one address',
      );
      return ok(RESET_REQUESTED);
    }
    const customer = await deps.customers.findByEmail(email.value);
    if (!customer) return ok(RESET_REQUESTED);
    const token = await issueToken(deps, deps.resets, customer.id, RESET_TOKEN_MINUTES);
    await deps.mailer.send(
      passwordResetMail({ storeUrl: deps.storeUrl }, customer, { token, validMinutes: RESET_TOKEN_MINUTES }),
    );
    return ok(RESET_REQUESTED);
  };
