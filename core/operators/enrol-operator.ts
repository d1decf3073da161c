import { passwordWeakness } from '../customers/password';
import type { PasswordHasher, Secrets } from '../customers/ports';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import {
  enrolmentError,
  invalidField,
  type EnrolmentError,
  type InvalidOperatorInput,
  type WrongCode,
} from './operator-errors';
import { actorName, operatorView, type Operator, type OperatorView } from './operator';
import type { OneTimePasswords, OperatorAudit, OperatorSessionStore, OperatorStore } from './ports';
import { matchingStep, newRecoveryCodes, normalizeRecoveryCode } from './second-factor';
import { openOperatorSession, type OpenedOperatorSession } from './operator-sessions';

/** The authenticator apps' label for the store. */
export const ISSUER = 'Fornido';

export type EnrolDeps = {
  readonly operators: OperatorStore;
  readonly sessions: OperatorSessionStore;
  readonly audit: OperatorAudit;
  readonly hasher: PasswordHasher;
  readonly secrets: Secrets;
  readonly otp: OneTimePasswords;
  readonly clock: Clock;
};

/** What the enrolment page shows: who is enrolling, and the second factor's secret to add to an app. */
export type EnrolmentView = {
  readonly operator: OperatorView;
  readonly secret: string;
  readonly uri: string;
};

const usableEnrolment = async (deps: EnrolDeps, token: string): Promise<Result<Operator, EnrolmentError>> => {
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(token)) return err(enrolmentError('enrolment-invalid'));
  const link = await deps.operators.enrolmentOf(deps.secrets.hashToken(token), deps.clock.now());
  const operator = link ? await deps.operators.findById(link.operatorId) : null;
  if (!link || !operator) return err(enrolmentError('enrolment-invalid'));
  if (link.state !== 'valid')
    return err(enrolmentError(link.state === 'used' ? 'enrolment-used' : 'enrolment-expired'));
  return ok(operator);
};

/** Shows an enrolment link's operator and their second factor's secret: made on the first visit and kept, so a reload
 * shows the same QR code the app may already hold. */
export const showEnrolment =
  (deps: EnrolDeps) =>
  async (token: string): Promise<Result<EnrolmentView, EnrolmentError>> => {
    const found = await usableEnrolment(deps, token);
    if (!found.ok) return found;
    const operator = found.value;
    let secret = operator.pendingTotpSecret;
    if (!secret) {
      secret = deps.otp.newSecret();
      await deps.operators.setPendingSecret(operator.id, secret);
    }
    return ok({ operator: operatorView(operator), secret, uri: deps.otp.enrolmentUri(secret, operator.email, ISSUER) });
  };

export type CompleteEnrolmentInput = { readonly token: string; readonly password: string; readonly code: string };
export type Enrolled = {
  readonly operator: OperatorView;
  /** Shown once: each signs in once instead of the app's code (a lost phone). */
  readonly recoveryCodes: readonly string[];
  readonly session: OpenedOperatorSession;
};
export type CompleteEnrolmentError = EnrolmentError | WrongCode | InvalidOperatorInput;

const WRONG_FIRST_CODE: WrongCode = {
  kind: 'wrong-code',
  message: 'El código no coincide. Escribe el código de 6 dígitos que muestra tu aplicación ahora.',
};

/** Finishes an enrolment: a strong password and a first code of the app (which proves it holds the secret), then the
 * link is used up, the operator is active with one-time recovery codes, and signed in. */
export const completeEnrolment =
  (deps: EnrolDeps) =>
  async (input: CompleteEnrolmentInput): Promise<Result<Enrolled, CompleteEnrolmentError>> => {
    const found = await usableEnrolment(deps, input.token);
    if (!found.ok) return found;
    const operator = found.value;
    const weak = passwordWeakness(input.password, operator.email);
    if (weak) return err(invalidField('password', weak));
    const now = deps.clock.now();
    const secret = operator.pendingTotpSecret;
    const step = secret ? matchingStep(deps.otp, secret, input.code.trim(), now) : null;
    if (!secret || step === null) return err(WRONG_FIRST_CODE);
    const recoveryCodes = newRecoveryCodes(deps.secrets);
    const enrolled = await deps.operators.enrol(deps.secrets.hashToken(input.token), now, {
      passwordHash: await deps.hasher.hash(input.password),
      totpSecret: secret,
      step,
      recoveryCodeHashes: recoveryCodes.map((c) => deps.secrets.hashToken(normalizeRecoveryCode(c))),
    });
    if (!enrolled) return err(enrolmentError('enrolment-used'));
    await deps.audit.record({
      at: now,
      operatorId: operator.id,
      actor: actorName(operator),
      action: 'operator.enrolled',
      subject: operator.email,
    });
    const session = await openOperatorSession(deps)(operator.id);
    return ok({ operator: operatorView({ ...operator, status: 'active' }), recoveryCodes, session });
  };
