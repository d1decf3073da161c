import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import type { Mailer } from '../mail/ports';
import { emailVerificationMail } from '../mail/templates';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/ports';
import { UNAUTHENTICATED, type Unauthenticated } from './account-errors';
import { LIMITS, VERIFY_TOKEN_MINUTES } from './account-rules';
import type { CustomerStore, Secrets, SingleUseTokenStore } from './ports';
import { issueToken } from './single-use-tokens';

export type SendEmailVerificationDeps = {
  readonly customers: CustomerStore;
  readonly verifications: SingleUseTokenStore;
  readonly secrets: Secrets;
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly storeUrl: string;
};

export type SendEmailVerificationError = RateLimited | Unauthenticated;
export type VerificationMailSent = { readonly message: string; readonly alreadyVerified: boolean };

/** Mails a signed-in customer a new link that verifies their email (the account page's "Verificar mi correo"): a few
 * per hour per account, so nobody floods a mailbox; nothing is sent once the email is verified. */
export const sendEmailVerification =
  (deps: SendEmailVerificationDeps) =>
  async (customerId: string): Promise<Result<VerificationMailSent, SendEmailVerificationError>> => {
    const customer = await deps.customers.findById(customerId);
    if (!customer) return err(UNAUTHENTICATED);
    if (customer.emailVerifiedAt !== null)
      return ok({ message: 'Tu correo ya está verificado.', alreadyVerified: true });
    const { limit, windowSeconds } = LIMITS.verifyMailPerAccount;
    const now = deps.clock.now();
    const refused = refusalOf(await deps.limiter.hit(`verify-mail:${customer.id}`, limit, windowSeconds, now));
    if (refused) return err(refused);
    const token = await issueToken(deps, deps.verifications, customer.id, VERIFY_TOKEN_MINUTES);
    // A mail that cannot be sent is an outage: it throws (500), since the shopper's whole request was this mail.
    await deps.mailer.send(
      emailVerificationMail({ storeUrl: deps.storeUrl }, customer, { token, validMinutes: VERIFY_TOKEN_MINUTES }),
    );
    return ok({
      message: `Te enviamos un enlace a ${customer.email}. Ábrelo para confirmar tu correo; revisa también la carpeta de correo no deseado.`,
      alreadyVerified: false,
    });
  };
