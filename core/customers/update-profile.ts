import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { err, ok, type Result } from '../shared/result';
import { UNAUTHENTICATED, type Unauthenticated } from './account-errors';
import { accountView, type AccountView } from './account-view';
import { parseDocument } from '../people/documents';
import { parsePersonName } from '../people/names';
import { parseMobilePhone } from '../people/phone';
import type { Clock } from '../shared/ports';
import type { Customer, CustomerStore, Profile } from './ports';

/** The fields a customer may change; absent ones stay as they are, null (or an empty text) clears a field. */
export type ProfileUpdate = {
  readonly name?: string;
  /** As the form sends it: any text, parsed here into a DocumentType. */
  readonly documentType?: string | null;
  readonly documentNumber?: string | null;
  readonly phone?: string | null;
  readonly marketingConsent?: boolean;
};

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

const pick = <K extends keyof ProfileUpdate>(update: ProfileUpdate, key: K, current: string | null): string | null =>
  update[key] === undefined ? current : blankToNull(update[key] as string | null);

/** The document fields after an update: both or neither, checked by type (a NIT keeps its check digit as "-d"). */
const documentOf = (
  update: ProfileUpdate,
  current: Customer,
  fields: Record<string, string>,
): Pick<Profile, 'documentType' | 'documentNumber'> => {
  const type = pick(update, 'documentType', current.documentType);
  const number = pick(update, 'documentNumber', current.documentNumber);
  if (type === null && number === null) return { documentType: null, documentNumber: null };
  if (type === null) fields.documentType = 'Elige el tipo de documento.';
  if (number === null) fields.documentNumber = 'Escribe el número de documento.';
  if (type === null || number === null) return { documentType: null, documentNumber: null };
  const parsed = parseDocument(type, number);
  if (!parsed.ok) {
    fields[parsed.error.kind === 'unknown-document-type' ? 'documentType' : 'documentNumber'] = parsed.error.message;
    return { documentType: null, documentNumber: null };
  }
  const doc = parsed.value;
  return {
    documentType: doc.type,
    documentNumber: doc.type === 'NIT' ? `${doc.number}-${doc.checkDigit}` : doc.number,
  };
};

export type UpdateProfileError = InvalidInput | Unauthenticated;
export type UpdateProfileErrorKind = UpdateProfileError['kind'];

/** Updates a customer's profile: a valid name, an identity document valid for its type (CC, CE, NIT with its check
 * digit, TI, PP, PPT), a Colombian mobile, and the marketing consent, which is independent of the privacy consent; a
 * change of consent is recorded with its time and Mi cuenta as where it was given or withdrawn. */
export const updateProfile =
  (deps: { readonly customers: CustomerStore; readonly clock: Clock }) =>
  async (customerId: string, update: ProfileUpdate): Promise<Result<AccountView, UpdateProfileError>> => {
    const current = await deps.customers.findById(customerId);
    if (!current) return err(UNAUTHENTICATED);
    const fields: Record<string, string> = {};
    let name = current.name;
    if (update.name !== undefined) {
      const parsed = parsePersonName(update.name);
      if (parsed.ok) name = parsed.value;
      else fields.name = parsed.error.message;
    }
    const document = documentOf(update, current, fields);
    let phone = pick(update, 'phone', current.phone);
    if (phone !== null) {
      const parsed = parseMobilePhone(phone);
      if (parsed.ok) phone = parsed.value;
      else fields.phone = parsed.error.message;
    }
    if (Object.keys(fields).length > 0) return err(invalidInput(fields));
    const consent = update.marketingConsent ?? current.marketingConsent;
    const profile: Profile = {
      name,
      ...document,
      phone,
      marketingConsent: consent,
      ...(consent === current.marketingConsent
        ? { marketingConsentAt: current.marketingConsentAt, marketingConsentSource: current.marketingConsentSource }
        : { marketingConsentAt: deps.clock.now(), marketingConsentSource: 'account' }),
    };
    if (!(await deps.customers.updateProfile(customerId, profile))) return err(UNAUTHENTICATED);
    return ok(accountView({ ...current, ...profile }, await deps.customers.listAddresses(customerId)));
  };
