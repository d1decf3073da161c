import type { RateDecision } from './ports';

/** Wrong or missing input: `fields` names each wrong field with a Spanish message. */
export type InvalidInput = {
  readonly kind: 'invalid-input';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
};
export type RateLimited = {
  readonly kind: 'rate-limited';
  readonly message: string;
  readonly retryAfterSeconds: number;
};
export type InvalidCredentials = { readonly kind: 'invalid-credentials'; readonly message: string };
export type Unauthenticated = { readonly kind: 'unauthenticated'; readonly message: string };
export type ResetTokenError = {
  readonly kind: 'reset-token-expired' | 'reset-token-used' | 'reset-token-invalid';
  readonly message: string;
};
export type VerifyTokenError = {
  readonly kind: 'verify-token-expired' | 'verify-token-used' | 'verify-token-invalid';
  readonly message: string;
};
export type ActivationTokenError = {
  readonly kind: 'activation-token-expired' | 'activation-token-used' | 'activation-token-invalid';
  readonly message: string;
};
/** The mail a step cannot finish without could not be sent (the mail service is down): try again later. */
export type MailUnavailable = { readonly kind: 'mail-unavailable'; readonly message: string };
/** An activation link opened after an account with its email came to exist: there is nothing to create. */
export type AccountExists = { readonly kind: 'account-exists'; readonly message: string };
export type AddressError =
  | { readonly kind: 'address-not-found'; readonly message: string }
  | { readonly kind: 'address-limit'; readonly message: string };

/** An input error naming its fields; the summary message is the first field's. */
export const invalidInput = (fields: Readonly<Record<string, string>>): InvalidInput => ({
  kind: 'invalid-input',
  message: Object.values(fields)[0] ?? 'Revisa los datos del formulario.',
  fields,
});

/** Refusal of a rate-limited attempt, saying in whole minutes (at least 1) when to try again. */
export const rateLimited = (retryAfterSeconds: number): RateLimited => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    kind: 'rate-limited',
    retryAfterSeconds,
    message: `Hiciste demasiados intentos. Por tu seguridad, inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  };
};

/** The refusal of a limiter's decision, or null when the attempt is allowed. */
export const refusalOf = (decision: RateDecision): RateLimited | null =>
  decision.allowed ? null : rateLimited(decision.retryAfterSeconds);

export const UNAUTHENTICATED: Unauthenticated = { kind: 'unauthenticated', message: 'Inicia sesión para continuar.' };
