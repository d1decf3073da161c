import { err, ok, type Result } from '../shared/result';

/** A person's given names or surnames: trimmed, single-spaced, NFC, letters (accents and ñ included). */
export type PersonName = string & { readonly __brand: 'PersonName' };

export type NameError = { readonly kind: 'invalid-name'; readonly message: string };

const MIN_LENGTH = 2;
const MAX_LENGTH = 60;
/** Letters of any script with their accents, joined by single spaces, apostrophes (D'Costa), hyphens or dots (Ma.). */
const NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’.-]+\p{L}[\p{L}\p{M}]*)*\.?$/u;

/** Tidies and checks a name: 2 to 60 characters, letters with accents, ñ and ü, spaces, apostrophes, hyphens and dots. */
export const parsePersonName = (raw: string): Result<PersonName, NameError> => {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name.length < MIN_LENGTH || name.length > MAX_LENGTH) {
    return err({
      kind: 'invalid-name',
      message: `El nombre debe tener entre ${MIN_LENGTH} y ${MAX_LENGTH} caracteres.`,
    });
  }
  return NAME.test(name)
    ? ok(name as PersonName)
    : err({ kind: 'invalid-name', message: 'El nombre solo puede tener letras, espacios, guiones y apóstrofos.' });
};
