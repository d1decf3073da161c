import { personKeysOf } from '../people/search-keys';
import type { CustomerSearch } from './ports';

/** Reads an operator's text as a customer search: e-mail start, document, phone, and a part of the name when it holds a
 * letter (lower case); null when too short to search by. */
export const parseCustomerSearch = (text: string): CustomerSearch | null => {
  const keys = personKeysOf(text);
  const name = text.trim().toLowerCase();
  return keys && { ...keys, name: /\p{L}/u.test(name) ? name : null };
};

/** Whether a customer is the one a key names exactly: the whole e-mail, a document (a NIT with or without its check
 * digit) or the phone, as `fornido customers show` takes one. */
export const isNamedBy = (
  customer: { readonly email: string; readonly documentNumber: string | null; readonly phone: string | null },
  key: CustomerSearch,
): boolean =>
  customer.email === key.email ||
  key.documents.some((d) => customer.documentNumber === d || customer.documentNumber?.startsWith(`${d}-`)) ||
  (key.phone !== null && customer.phone === key.phone);
