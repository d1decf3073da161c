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

export const UNAUTHENTICATED: Unauthenticated = { kind: 'unauthenticated', message: 'Inicia sesión para continuar.' };
