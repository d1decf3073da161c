import type { Permission } from './roles';

/** The operator's role does not allow this (checked in the use case, whatever the console shows). */
export type Forbidden = { readonly kind: 'forbidden'; readonly message: string; readonly permission: Permission };
export type OperatorExists = { readonly kind: 'operator-exists'; readonly message: string };
export type OperatorNotFound = { readonly kind: 'operator-not-found'; readonly message: string };
/** The last active owner cannot be disabled or demoted: nobody could manage operators after. */
export type LastOwner = { readonly kind: 'last-owner'; readonly message: string };
export type EnrolmentError = {
  readonly kind: 'enrolment-invalid' | 'enrolment-expired' | 'enrolment-used';
  readonly message: string;
};
/** A code from the authenticator app that does not match (or was already used). */
export type WrongCode = { readonly kind: 'wrong-code'; readonly message: string };
export type AccessTokenNotFound = { readonly kind: 'access-token-not-found'; readonly message: string };

export const forbidden = (permission: Permission): Forbidden => ({
  kind: 'forbidden',
  permission,
  message: 'Tu rol no permite esta acción. Pídesela a un dueño o administrador.',
});

export const OPERATOR_NOT_FOUND: OperatorNotFound = {
  kind: 'operator-not-found',
  message: 'Ese operador no existe.',
};

export const enrolmentError = (kind: EnrolmentError['kind']): EnrolmentError => ({
  kind,
  message:
    kind === 'enrolment-expired'
      ? 'Este enlace de alta venció. Pide a un dueño que te invite de nuevo.'
      : kind === 'enrolment-used'
        ? 'Este enlace de alta ya se usó. Inicia sesión con tu correo, tu contraseña y tu código.'
        : 'Este enlace de alta no es válido. Revisa que lo copiaste completo.',
});
/** A field an operator typed that cannot be taken, with its message. */
export type InvalidOperatorInput = {
  readonly kind: 'invalid-input';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
};

export const invalidField = (field: string, message: string): InvalidOperatorInput => ({
  kind: 'invalid-input',
  message,
  fields: { [field]: message },
});
