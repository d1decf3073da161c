import type { Secrets } from '../customers/ports';
import type { OneTimePasswords, OperatorStore } from './ports';

/** RFC 6238's time step. */
export const STEP_SECONDS = 30;
/** Codes of the step before and after are accepted too: a phone's clock a little off, a code typed as it changed. */
const DRIFT_STEPS = 1;

export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / STEP_SECONDS);

/** The time step near `now` whose code is `code` for `secret`, or null. */
export const matchingStep = (otp: OneTimePasswords, secret: string, code: string, now: Date): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step += 1) {
    if (otp.codeAt(secret, step) === code) return step;
  }
  return null;
};

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODES = 10;

/** A recovery code as typed: lower-case, without spaces or dashes. */
export const normalizeRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

/** New one-time recovery codes (10 characters from an alphabet without look-alikes: about 49 bits each), written
 * `xxxxx-xxxxx`. */
export const newRecoveryCodes = (secrets: Secrets): readonly string[] =>
  Array.from({ length: RECOVERY_CODES }, () => {
    const code = secrets.randomCode(10, RECOVERY_ALPHABET);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });

/** Whether `code` proves the operator's second factor now: a 6-digit code of the authenticator app, used at most once
 * (a later step than any used before), or one of their recovery codes, each used once. */
export const proveSecondFactor =
  (deps: {
    readonly operators: Pick<OperatorStore, 'useTotpStep' | 'useRecoveryCode'>;
    readonly otp: OneTimePasswords;
    readonly secrets: Secrets;
  }) =>
  async (operator: { readonly id: string; readonly totpSecret: string | null }, code: string, now: Date) => {
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) {
      const step = operator.totpSecret ? matchingStep(deps.otp, operator.totpSecret, typed, now) : null;
      return step !== null && (await deps.operators.useTotpStep(operator.id, step));
    }
    const recovery = normalizeRecoveryCode(typed);
    if (recovery.length !== 10) return false;
    return deps.operators.useRecoveryCode(operator.id, deps.secrets.hashToken(recovery));
  };
