import { sendQuietly } from '../mail/send-quietly';
import { welcomeMail } from '../mail/templates';
import type { Mailer } from '../mail/ports';
import { err, ok, type Result } from '../shared/result';
import type { Clock, IdGenerator, Logger } from '../shared/ports';
import { invalidInput, refusalOf, type EmailTaken, type InvalidInput, type RateLimited } from './account-errors';
import { LIMITS, VERIFY_TOKEN_MINUTES } from './account-rules';
import { accountView, type AccountView } from './account-view';
import { parseEmail, type Email } from './email';
import { mailboxKey } from './mailbox';
import { parsePersonName } from './names';
import { passwordWeakness } from './password';
import type {
  Customer,
  CustomerStore,
  PasswordHasher,
  RateLimiter,
  Secrets,
  SessionStore,
  SingleUseTokenStore,
} from './ports';
import { issueToken } from './single-use-tokens';
import { newReferralCode, normalizeReferralCode } from './referral-code';
import { openSession, type OpenedSession } from './sessions';

export type SignUpInput = {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly privacyConsent: boolean;
  readonly marketingConsent: boolean;
  /** A referral code remembered from a `/?ref=CODE` link; an unknown one is ignored. */
  readonly referralCode?: string | null;
  /** Where the request came from, for the per-IP limit. */
  readonly ip: string;
};

export type SignUpDeps = {
  readonly customers: CustomerStore;
  readonly sessions: SessionStore;
  readonly verifications: SingleUseTokenStore;
  readonly hasher: PasswordHasher;
  readonly secrets: Secrets;
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  readonly storeUrl: string;
};

export type SignUpError = InvalidInput | EmailTaken | RateLimited;
export type SignUpErrorKind = SignUpError['kind'];
export type SignedIn = { readonly account: AccountView; readonly session: OpenedSession };

const EMAIL_TAKEN: EmailTaken = {
  kind: 'email-taken',
  message: 'Ya hay una cuenta con ese correo. Inicia sesión o recupera tu contraseña.',
};
// Codes have 31^4 or more random combinations: five collisions in a row mean something is wrong, not bad luck.
const CODE_ATTEMPTS = 5;

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

/** The customer whose code brought a new account, unless it is an unknown code or the new account's own mailbox
 * however spelled (nobody refers themselves; the shopper is not told, the operator is). */
const referrerOf = async (deps: SignUpDeps, rawCode: string | null | undefined, email: Email) => {
  const code = rawCode ? normalizeReferralCode(rawCode) : null;
  const referrer = code ? await deps.customers.findByReferralCode(code) : null;
  if (!referrer || mailboxKey(referrer.email) !== mailboxKey(email)) return referrer;
  deps.logger.warn(
    { referrerId: referrer.id, shared: ['mailbox'] },
    'Self-referral refused at sign-up: no referrer kept',
  );
  return null;
};

/** Creates an account: valid name, email and a strong password, privacy consent required (its time recorded, marketing
 * consent kept apart), a unique referral code, an optional referrer; then sends the welcome mail, carrying the link that
 * verifies the email (the account's guest orders are claimed only then), and opens a session. */
export const signUp = (deps: SignUpDeps) => {
  const open = openSession(deps);
  return async (input: SignUpInput): Promise<Result<SignedIn, SignUpError>> => {
    const checked = checkInput(input);
    if (!checked.ok) return checked;
    const { name, email } = checked.value;
    const now = deps.clock.now();
    const { limit, windowSeconds } = LIMITS.signUpPerIp;
    const refused = refusalOf(await deps.limiter.hit(`sign-up:ip:${input.ip}`, limit, windowSeconds, now));
    if (refused) return err(refused);
    if (await deps.customers.findByEmail(email)) return err(EMAIL_TAKEN);
    const referrer = await referrerOf(deps, input.referralCode, email);
    const base = {
      id: deps.ids.newId(),
      email,
      name,
      passwordHash: await deps.hasher.hash(input.password),
      documentType: null,
      documentNumber: null,
      phone: null,
      referredBy: referrer?.id ?? null,
      privacyConsentAt: now,
      marketingConsent: input.marketingConsent === true,
      createdAt: now,
      emailVerifiedAt: null,
    } satisfies Omit<Customer, 'referralCode'>;
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const customer: Customer = { ...base, referralCode: newReferralCode(name, deps.secrets) };
      const created = await deps.customers.create(customer);
      if (!created.ok && created.conflict === 'email-taken') return err(EMAIL_TAKEN);
      if (!created.ok) continue;
      const token = await issueToken(deps, deps.verifications, customer.id, VERIFY_TOKEN_MINUTES);
      const verification = { token, validMinutes: VERIFY_TOKEN_MINUTES };
      await sendQuietly(deps, welcomeMail({ storeUrl: deps.storeUrl }, customer, verification));
      return ok({ account: accountView(customer, []), session: await open(customer.id) });
    }
    throw new Error(`Could not find a free referral code in ${CODE_ATTEMPTS} attempts`);
  };
};
