import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { hasControlCharacters } from '../shared/control-characters';
import { err, ok, type Result } from '../shared/result';
import { parseAddressLine } from '../geography/address-line';
import { parseDestination } from '../geography/geography';
import { parsePersonName } from '../people/names';
import { parseMobilePhone } from '../people/phone';
import type { Address } from './ports';

/** An address as a form sends it (the API's AddressInput). */
export type AddressInput = Omit<Address, 'id'>;

const LABEL_MAX = 40;
const LINE2_MAX = 120;
const NOTES_MAX = 200;

/** Optional free text of a form (a complement, delivery notes): spaces tidied, at most `max` characters, no control or
 * bidirectional formatting characters (they would break labels and carriers' systems, and reorder what an operator
 * reads); `what` names it in the Spanish message. */
export const freeText = (raw: string, max: number, what: string): Result<string, string> => {
  const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (text.length > max) return err(`${what} puede tener hasta ${max} caracteres.`);
  return hasControlCharacters(text) ? err(`${what} tiene caracteres que no podemos usar.`) : ok(text);
};

/** Checks an address form: a label, the recipient's name, an address line, the department and municipality by their
 * DANE codes (the municipality inside the department), a Colombian mobile for the carrier, short optional extras. */
export const parseAddressInput = (input: AddressInput): Result<AddressInput, InvalidInput> => {
  const fields: Record<string, string> = {};
  const label = freeText(input.label, LABEL_MAX, 'El nombre de la dirección');
  if (label.ok && label.value === '') fields.label = 'Ponle un nombre a la dirección (por ejemplo: Casa u Oficina).';
  else if (!label.ok) fields.label = label.error;
  const recipient = parsePersonName(input.recipient);
  if (!recipient.ok) fields.recipient = recipient.error.message;
  const line1 = parseAddressLine(input.line1);
  if (!line1.ok) fields.line1 = line1.error.message;
  const line2 = freeText(input.line2, LINE2_MAX, 'El complemento de la dirección');
  if (!line2.ok) fields.line2 = line2.error;
  const place = parseDestination(input.departmentCode, input.municipalityCode);
  if (!place.ok)
    fields[place.error.kind === 'unknown-department' ? 'departmentCode' : 'municipalityCode'] = place.error.message;
  const phone = parseMobilePhone(input.phone);
  if (!phone.ok) fields.phone = phone.error.message;
  const notes = freeText(input.notes, NOTES_MAX, 'Las indicaciones');
  if (!notes.ok) fields.notes = notes.error;
  if (
    !label.ok ||
    !recipient.ok ||
    !line1.ok ||
    !line2.ok ||
    !place.ok ||
    !phone.ok ||
    !notes.ok ||
    Object.keys(fields).length > 0
  ) {
    return err(invalidInput(fields));
  }
  return ok({
    label: label.value,
    recipient: recipient.value,
    line1: line1.value,
    line2: line2.value,
    departmentCode: place.value.departmentCode,
    municipalityCode: place.value.code,
    phone: phone.value,
    notes: notes.value,
    isDefault: input.isDefault === true,
  });
};
