import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { parseAddressLine } from '../geography/address-line';
import { freeText } from '../customers/address-input';
import { parseDocument, type IdentityDocument } from '../people/documents';
import { parseEmail, type Email } from '../people/email';
import { parseDestination, type Municipality } from '../geography/geography';
import { parsePersonName, type PersonName } from '../people/names';
import { parseMobilePhone, type MobilePhone } from '../people/phone';
import { err, ok, type Result } from '../shared/result';

/** The buyer's step of the checkout as a form sends it (guest or signed in). */
export type BuyerInput = {
  readonly name: string;
  readonly email: string;
  readonly documentType: string;
  readonly documentNumber: string;
  readonly phone: string;
  readonly line1: string;
  readonly line2: string;
  readonly departmentCode: string;
  readonly municipalityCode: string;
  readonly notes: string;
  /** The privacy policy (Ley 1581 de 2012) and the terms, accepted together by one unticked box. */
  readonly consent: boolean;
};

/** Who buys and where the parcel goes, checked. */
export type Buyer = {
  readonly name: PersonName;
  readonly email: Email;
  readonly document: IdentityDocument;
  readonly phone: MobilePhone;
  readonly address: { readonly line1: string; readonly line2: string; readonly notes: string };
  readonly destination: Municipality;
};

const EXTRA_MAX = 120;
const NOTES_MAX = 200;

/** Checks the buyer's step: every field at once, each wrong one named with a Spanish message, and the
 * consent a purchase needs (POLICY.md, Customers and documents). */
export const parseBuyer = (input: BuyerInput): Result<Buyer, InvalidInput> => {
  const fields: Record<string, string> = {};
  const field = <T>(name: string, result: Result<T, { message: string } | string>): T | undefined => {
    if (result.ok) return result.value;
    fields[name] = typeof result.error === 'string' ? result.error : result.error.message;
    return undefined;
  };
  const name = field('name', parsePersonName(input.name));
  const email = field('email', parseEmail(input.email));
  const parsedDocument = parseDocument(input.documentType, input.documentNumber);
  // A document refused for its type is told at the type's select; one refused for its digits, at the number.
  const documentField =
    !parsedDocument.ok && parsedDocument.error.kind === 'unknown-document-type' ? 'documentType' : 'documentNumber';
  const document = field(documentField, parsedDocument);
  const phone = field('phone', parseMobilePhone(input.phone));
  const line1 = field('line1', parseAddressLine(input.line1));
  const line2 = field('line2', freeText(input.line2, EXTRA_MAX, 'El complemento de la dirección'));
  const notes = field('notes', freeText(input.notes, NOTES_MAX, 'Las indicaciones para la entrega'));
  const place = parseDestination(input.departmentCode, input.municipalityCode);
  if (!place.ok)
    fields[place.error.kind === 'unknown-department' ? 'departmentCode' : 'municipalityCode'] = place.error.message;
  if (input.consent !== true)
    fields.consent = 'Para comprar debes aceptar los términos y la política de tratamiento de datos.';
  if (Object.keys(fields).length > 0 || !place.ok) return err(invalidInput(fields));
  return ok({
    name: name!,
    email: email!,
    document: document!,
    phone: phone!,
    address: { line1: line1!, line2: line2!, notes: notes! },
    destination: place.value,
  });
};
