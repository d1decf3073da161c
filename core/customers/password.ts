/** Shortest password the store accepts. */
export const MIN_PASSWORD_LENGTH = 10;
/** Longest password: beyond it hashing is pointless work an attacker could ask for. */
export const MAX_PASSWORD_LENGTH = 200;

/** The rule, as shoppers read it under the password field. */
export const PASSWORD_RULE = `Usa al menos ${MIN_PASSWORD_LENGTH} caracteres, con al menos una letra y un número, sin incluir tu correo.`;

/** Why a password is too weak (Spanish, stating the rule), or null when it is strong enough: 10 to 200 characters,
 * a letter and a digit, and not containing the part of the email before the @ (when that part has 3 letters or more). */
export const passwordWeakness = (password: string, email: string): string | null => {
  if (password.length < MIN_PASSWORD_LENGTH) return `La contraseña es muy corta. ${PASSWORD_RULE}`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `La contraseña puede tener hasta ${MAX_PASSWORD_LENGTH} caracteres.`;
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password))
    return `La contraseña necesita al menos una letra y un número. ${PASSWORD_RULE}`;
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local))
    return `La contraseña no puede contener tu correo. ${PASSWORD_RULE}`;
  return null;
};
