import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordWeakness } from '../../core/customers/password';

export type PasswordStrength = { readonly level: 'débil' | 'aceptable' | 'fuerte'; readonly advice: string };

/** What a password that breaks the store's rule still needs, in one short sentence. */
const whatIsMissing = (password: string): string => {
  const missing = MIN_PASSWORD_LENGTH - password.length;
  if (missing > 0) return `Te ${missing === 1 ? 'falta 1 carácter' : `faltan ${missing} caracteres`}.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Usa como máximo ${MAX_PASSWORD_LENGTH} caracteres.`;
  if (!/\p{L}/u.test(password)) return 'Agrega al menos una letra.';
  if (!/\p{Nd}/u.test(password)) return 'Agrega al menos un número.';
  return 'No incluyas tu correo en la contraseña.';
};

/**
 * The live hint under a new password: weak while it breaks the store's rule (saying what is missing), then
 * acceptable, and strong when it is also long or mixes cases and symbols. Null while the field is empty.
 */
export const passwordStrength = (password: string, email = ''): PasswordStrength | null => {
  if (password === '') return null;
  if (passwordWeakness(password, email) !== null) return { level: 'débil', advice: whatIsMissing(password) };
  const extras = [
    password.length >= 14,
    /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
    /[^\p{L}\p{Nd}]/u.test(password),
  ];
  return extras.filter(Boolean).length >= 2
    ? { level: 'fuerte', advice: 'Buena contraseña.' }
    : {
        level: 'aceptable',
        advice: 'Cumple. Para hacerla más segura, alárgala o mezcla mayúsculas, minúsculas y símbolos.',
      };
};
