import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { activationMail, signUpAttemptMail } from '../mail/sign-up-mails';
import type { Mailer, MailMessage } from '../mail/ports';
import { err, ok, type Result } from '../shared/result';
import type { Clock, Logger } from '../shared/ports';
import { type MailUnavailable } from './account-errors';
import { ACTIVATION_TOKEN_MINUTES, LIMITS } from './account-rules';
import { parseEmail, type Email } from '../people/email';
import { mailboxKey } from '../people/mailbox';
import { parsePersonName } from '../people/names';
import { passwordWeakness } from './password';
import type { CustomerStore, PasswordHasher, PendingSignUpStore, Secrets } from './ports';
import { normalizeReferralCode } from './referral-code';

export type SignUpInput = {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly privacyConsent: boolean;
  readonly marketingConsent: boolean;
  /** A referral code remembered from a `/?ref=CODE` link; an unknown one is ignored at activation. */
  readonly referralCode?: string | null;
  /** Where the request came from, for the per-IP limit. */
  readonly ip: string;
};

export type SignUpDeps = {
  readonly customers: CustomerStore;
  readonly pendingSignUps: PendingSignUpStore;
  readonly hasher: PasswordHasher;
  readonly secrets: Secrets;
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storeUrl: string;
};

export type SignUpError = InvalidInput | RateLimited | MailUnavailable;
export type SignUpErrorKind = SignUpError['kind'];
/** The one answer to every accepted sign-up, whether or not the email already has an account. */
export type SignUpRequested = { readonly message: string };

const requested = (email: Email): SignUpRequested => ({
  message: `Te enviamos un correo a ${email} con un enlace para activar tu cuenta. Ábrelo para terminar; hasta entonces no podrás iniciar sesión.`,
});

const MAIL_UNAVAILABLE: MailUnavailable = {
  kind: 'mail-unavailable',
  message: 'No pudimos enviarte el correo para activar tu cuenta. Inténtalo de nuevo en unos minutos.',
};

/** Sends the one mail a sign-up leads to; when the mail service is down the shopper is told to try again (alike on
 * both paths), and the operators see the failure in the log. */
const sendOrRefuse = async (deps: SignUpDeps, message: MailMessage): Promise<Result<null, MailUnavailable>> => {
  try {
    await deps.mailer.send(message);
    return ok(null);
  } catch (error) {
    deps.logger.error(
      { template: message.template, err: String((error as Error)?.message ?? error) },
      'could not send mail',
    );
    return err(MAIL_UNAVAILABLE);
  }
};

const checkInput = (input: SignUpInput): Result<{ name: string; email: Email }, InvalidInput> => {
  const fields: Record<string, string> = {};
  const name = parsePersonName(input.name);
  const email = parseEmail(input.email);
  if (!name.ok) fields.name = name.error.message;
  if (!email.ok) fields.email = email.error.message;
  const weak = passwordWeakness(input.password, email.ok ? email.value : input.email);
  if (weak) fields.password = weak;
  if (input.privacyConsent !== true) {
    fields.privacyConsent =
      'Para crear tu cuenta debes aceptar la política de tratamiento de datos y los términos y condiciones.';
  }
  return name.ok && email.ok && Object.keys(fields).length === 0
    ? ok({ name: name.value, email: email.value })
    : err(invalidInput(fields));
};

/** Starts a sign-up (valid name and email, a strong password, privacy consent required) without telling anyone
 * whether the email has an account: a new email gets a pending sign-up and a mailed activation link (the account
 * exists only once its mailbox's owner opens it, core/customers/activate-account.ts); an email with an account gets
 * nothing stored and its owner is told by mail instead. Both answer alike, hash the password alike, and share a few
 * mails per mailbox an hour (silently none past that), besides the per-IP limit that is refused openly. */
export const signUp =
  (deps: SignUpDeps) =>
  async (input: SignUpInput): Promise<Result<SignUpRequested, SignUpError>> => {
    const checked = checkInput(input);
    if (!checked.ok) return checked;
    const { name, email } = checked.value;
    const now = deps.clock.now();
    const perIp = LIMITS.signUpPerIp;
    const refused = refusalOf(await deps.limiter.hit(`sign-up:ip:${input.ip}`, perIp.limit, perIp.windowSeconds, now));
    if (refused) return err(refused);
    // Hashed on both paths, so the answer's time does not tell an existing account from a new one.
    const passwordHash = await deps.hasher.hash(input.password);
    const perMailbox = LIMITS.signUpMailsPerMailbox;
    const key = `sign-up:mailbox:${mailboxKey(email)}`;
    const mailbox = await deps.limiter.hit(key, perMailbox.limit, perMailbox.windowSeconds, now);
    if (!mailbox.allowed) {
      deps.logger.warn(
        { retryAfterSeconds: mailbox.retryAfterSeconds },
        'sign-up mail withheld: too many for one mailbox',
      );
      return ok(requested(email));
    }
    const owner = await deps.customers.findByEmail(email);
    if (owner) {
      const sent = await sendOrRefuse(deps, signUpAttemptMail({ storeUrl: deps.storeUrl }, owner));
      return sent.ok ? ok(requested(email)) : sent;
    }
    const token = deps.secrets.newToken();
    await deps.pendingSignUps.save({
      tokenHash: deps.secrets.hashToken(token),
      email,
      name,
      passwordHash,
      privacyConsentAt: now,
      marketingConsent: input.marketingConsent === true,
      referralCode: input.referralCode ? normalizeReferralCode(input.referralCode) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACTIVATION_TOKEN_MINUTES * 60_000),
    });
    const sent = await sendOrRefuse(
      deps,
      activationMail({ storeUrl: deps.storeUrl }, { email, name }, { token, validMinutes: ACTIVATION_TOKEN_MINUTES }),
    );
    return sent.ok ? ok(requested(email)) : sent;
  };
