import { err, ok, type Result } from '../shared/result';

/** A delivery address line as Colombians write it ("Calle 45 # 12-34, apto 501"): trimmed and single-spaced. */
export type AddressLine = string & { readonly __brand: 'AddressLine' };

export type AddressError = { readonly kind: 'invalid-address'; readonly message: string };

const MIN_LENGTH = 5;
const MAX_LENGTH = 120;
/** Letters (accents, ñ), digits, spaces and the signs of Colombian addresses: # - , . ° º / ( ) ' and "No." */
const ADDRESS = /^[\p{L}\p{M}0-9 #°º,./()'’-]+$/u;

/** Tidies and checks an address line: required, 5 to 120 characters, at least one letter, the usual address signs only. */
export const parseAddressLine = (raw: string): Result<AddressLine, AddressError> => {
  const line = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (line.length < MIN_LENGTH || line.length > MAX_LENGTH) {
    return err({
      kind: 'invalid-address',
      message: `La dirección debe tener entre ${MIN_LENGTH} y ${MAX_LENGTH} caracteres.`,
    });
  }
  return ADDRESS.test(line) && /\p{L}/u.test(line)
    ? ok(line as AddressLine)
    : err({ kind: 'invalid-address', message: 'Escribe la dirección con letras, números y los signos # - , . / ( ).' });
};
