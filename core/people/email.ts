import { err, ok, type Result } from '../shared/result';

/** An email address, trimmed and lower-cased, as the store keeps it. */
export type Email = string & { readonly __brand: 'Email' };

export type EmailError = { readonly kind: 'invalid-email'; readonly message: string };

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Validates an email (one @, a sensible local part, a domain with a real top-level label, RFC lengths) and stores it lower-case. */
export const parseEmail = (raw: string): Result<Email, EmailError> => {
  const email = raw.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const valid =
    at > 0 &&
    email.length <= 254 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1]);
  return valid
    ? ok(email as Email)
    : err({ kind: 'invalid-email', message: 'Escribe un correo electrónico válido (ejemplo: nombre@correo.com).' });
};
