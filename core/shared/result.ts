/** An expected outcome: either a value or a domain error with a stable `kind`. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A domain error every layer can show: `kind` is stable, `message` is Spanish for shoppers. */
export type DomainError = { readonly kind: string; readonly message: string };
