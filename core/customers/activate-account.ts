import { sendQuietly } from '../mail/send-quietly';
import { welcomeMail } from '../mail/templates';
import type { Mailer } from '../mail/ports';
import { formatMinutes } from '../shared/format';
import { err, ok, type Result } from '../shared/result';
import type { Clock, IdGenerator, Logger } from '../shared/ports';
import type { AccountExists, ActivationTokenError } from './account-errors';
import { ACTIVATION_TOKEN_MINUTES } from './account-rules';
import { accountView } from './account-view';
import type { Email } from '../people/email';
import { mailboxKey } from '../people/mailbox';
import type { Customer, CustomerStore, PendingSignUp, PendingSignUpStore, Secrets, SessionStore } from './ports';
import { newReferralCode } from './referral-code';
import { openSession, type SignedIn } from './sessions';

export type ActivateAccountDeps = {
  readonly customers: CustomerStore;
  readonly pendingSignUps: PendingSignUpStore;
  readonly sessions: SessionStore;
  readonly secrets: Secrets;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  readonly storeUrl: string;
};

export type ActivateAccountError = ActivationTokenError | AccountExists;
export type ActivateAccountErrorKind = ActivateAccountError['kind'];
/** The new account, signed in, and the guest orders its email brought along. */
export type Activated = SignedIn & { readonly claimedOrders: readonly string[] };

const TOKEN_ERRORS: Readonly<Record<'unknown' | 'expired' | 'used', ActivationTokenError>> = {
  unknown: {
    kind: 'activation-token-invalid',
    message: 'El enlace para activar tu cuenta no es válido. Revisa que esté completo o regístrate de nuevo.',
  },
  expired: {
    kind: 'activation-token-expired',
    message: `El enlace para activar tu cuenta venció: dura ${formatMinutes(ACTIVATION_TOKEN_MINUTES)}. Regístrate de nuevo para recibir otro.`,
  },
  used: {
    kind: 'activation-token-used',
    message: 'Este enlace ya se usó y tu cuenta ya está activa. Inicia sesión con tu correo y tu contraseña.',
  },
};

const ACCOUNT_EXISTS: AccountExists = {
  kind: 'account-exists',
  message: 'Ya hay una cuenta con este correo. Inicia sesión con tu contraseña o recupérala si la olvidaste.',
};

// Codes have 31^4 or more random combinations: five collisions in a row mean something is wrong, not bad luck.
const CODE_ATTEMPTS = 5;

/** The customer whose code brought a new account, unless it is an unknown code or the new account's own mailbox
 * however spelled (nobody refers themselves; the shopper is not told, the operator is). */
const referrerOf = async (deps: ActivateAccountDeps, code: string | null, email: Email) => {
  const referrer = code ? await deps.customers.findByReferralCode(code) : null;
  if (!referrer || mailboxKey(referrer.email) !== mailboxKey(email)) return referrer;
  deps.logger.warn(
    { referrerId: referrer.id, shared: ['mailbox'] },
    'Self-referral refused at sign-up: no referrer kept',
  );
  return null;
};

const customerOf = (deps: ActivateAccountDeps, pending: PendingSignUp, referredBy: string | null, now: Date) =>
  ({
    id: deps.ids.newId(),
    email: pending.email,
    name: pending.name,
    passwordHash: pending.passwordHash,
    documentType: null,
    documentNumber: null,
    phone: null,
    referredBy,
    privacyConsentAt: pending.privacyConsentAt,
    marketingConsent: pending.marketingConsent,
    // Chosen on the sign-up form, sent when the privacy policy was accepted.
    marketingConsentAt: pending.marketingConsent ? pending.privacyConsentAt : null,
    marketingConsentSource: pending.marketingConsent ? 'sign-up' : null,
    createdAt: now,
    // Opening the mailed link proved the mailbox.
    emailVerifiedAt: now,
  }) satisfies Omit<Customer, 'referralCode'>;

/** Creates the account of a pending sign-up from its mailed link: the token must be known, unexpired and unused (used
 * once, atomically), and no account may have that email meanwhile. The account starts with its email verified, its
 * guest orders claimed in the same transaction, a unique referral code and the referrer its code named (never
 * itself); then the welcome mail goes out and a session opens. */
export const activateAccount = (deps: ActivateAccountDeps) => {
  const open = openSession(deps);
  return async (input: { readonly token: string }): Promise<Result<Activated, ActivateAccountError>> => {
    const tokenHash = deps.secrets.hashToken(input.token);
    const now = deps.clock.now();
    const seen = await deps.pendingSignUps.inspect(tokenHash, now);
    if (seen.state !== 'valid') return err(TOKEN_ERRORS[seen.state]);
    const { pending } = seen;
    if (await deps.customers.findByEmail(pending.email)) return err(ACCOUNT_EXISTS);
    const referrer = await referrerOf(deps, pending.referralCode, pending.email);
    const base = customerOf(deps, pending, referrer?.id ?? null, now);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const customer: Customer = { ...base, referralCode: newReferralCode(pending.name, deps.secrets) };
      const done = await deps.pendingSignUps.activate(tokenHash, customer, now);
      if (done.state === 'conflict' && done.conflict === 'referral-code-taken') continue;
      if (done.state === 'conflict') return err(ACCOUNT_EXISTS);
      if (done.state !== 'valid') return err(TOKEN_ERRORS[done.state]);
      deps.logger.info({ customerId: customer.id, claimedOrders: done.claimedOrders }, 'account activated');
      await sendQuietly(deps, welcomeMail({ storeUrl: deps.storeUrl }, customer));
      const session = await open(customer.id);
      return ok({ account: accountView(customer, []), session, claimedOrders: done.claimedOrders });
    }
    throw new Error(`Could not find a free referral code in ${CODE_ATTEMPTS} attempts`);
  };
};
