import { err, ok, type Result } from '../shared/result';

/** A Colombian mobile number: 10 digits starting with 3, without country code (what the wallets need). */
export type MobilePhone = string & { readonly __brand: 'MobilePhone' };

export type PhoneError = { readonly kind: 'invalid-phone'; readonly message: string };

/** Reads a Colombian mobile number written as shoppers do ("+57 300 123 4567", "(300) 123-4567", "57.300.123.4567")
 * and keeps its 10 digits; anything that is not a mobile (landlines, other countries) is refused. */
export const parseMobilePhone = (raw: string): Result<MobilePhone, PhoneError> => {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  const digits = /^\+57\d{10}$/.test(compact)
    ? compact.slice(3)
    : /^57\d{10}$/.test(compact)
      ? compact.slice(2)
      : compact;
  return /^3\d{9}$/.test(digits)
    ? ok(digits as MobilePhone)
    : err({
        kind: 'invalid-phone',
        message: 'Escribe un celular colombiano de 10 dígitos que empiece por 3 (ejemplo: 300 123 4567).',
      });
};

/** A mobile number as shown to shoppers: "300 123 4567". */
export const formatMobilePhone = (phone: MobilePhone): string =>
  `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
