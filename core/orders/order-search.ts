import { personKeysOf, type PersonKeys } from '../people/search-keys';
import { parseOrderNumber } from './order';

/** An operator's search over orders: the order number, or the buyer's e-mail, document or phone, any of which may match. */
export type OrderSearch = PersonKeys & { readonly number: string | null };

/** Reads an operator's search text ("FO-2026-000123", "ana@correo.co", "1.020.304.050", "+57 300 123 4567"); null when
 * too short to search by. */
export const parseOrderSearch = (text: string): OrderSearch | null => {
  const keys = personKeysOf(text);
  return keys && { ...keys, number: parseOrderNumber(text) };
};
