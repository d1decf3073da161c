import { type InvalidInput } from '../shared/invalid-input';
import { err, ok, type Result } from '../shared/result';
import type { IdGenerator } from '../shared/ports';
import { UNAUTHENTICATED, type AddressError, type Unauthenticated } from './account-errors';
import { MAX_ADDRESSES } from './account-rules';
import { accountView, type AccountView } from './account-view';
import { parseAddressInput, type AddressInput } from './address-input';
import type { CustomerStore } from './ports';

/** Why an address was not added, changed or removed. */
export type ManageAddressError = InvalidInput | AddressError | Unauthenticated;
export type ManageAddressErrorKind = ManageAddressError['kind'];
export type AddressResult = Promise<Result<AccountView, ManageAddressError>>;
type Deps = { readonly customers: CustomerStore; readonly ids: IdGenerator };

const NOT_FOUND: AddressError = { kind: 'address-not-found', message: 'No encontramos esa dirección en tu cuenta.' };

const view = async (deps: Deps, customerId: string): AddressResult => {
  const customer = await deps.customers.findById(customerId);
  return customer ? ok(accountView(customer, await deps.customers.listAddresses(customerId))) : err(UNAUTHENTICATED);
};

/** Adds a checked address (at most MAX_ADDRESSES); the first one is the default, and a new default replaces the old one. */
export const addAddress =
  (deps: Deps) =>
  async (customerId: string, input: AddressInput): AddressResult => {
    const parsed = parseAddressInput(input);
    if (!parsed.ok) return parsed;
    const existing = await deps.customers.listAddresses(customerId);
    if (existing.length >= MAX_ADDRESSES) {
      return err({
        kind: 'address-limit',
        message: `Puedes guardar hasta ${MAX_ADDRESSES} direcciones. Borra una que ya no uses.`,
      });
    }
    const isDefault = parsed.value.isDefault || existing.length === 0;
    await deps.customers.saveAddress(customerId, { ...parsed.value, id: deps.ids.newId(), isDefault });
    return view(deps, customerId);
  };

/** Replaces one of the customer's own addresses with a checked one; making it the default unsets the previous default. */
export const updateAddress =
  (deps: Deps) =>
  async (customerId: string, addressId: string, input: AddressInput): AddressResult => {
    const parsed = parseAddressInput(input);
    if (!parsed.ok) return parsed;
    const existing = await deps.customers.listAddresses(customerId);
    if (!existing.some((address) => address.id === addressId)) return err(NOT_FOUND);
    await deps.customers.saveAddress(customerId, { ...parsed.value, id: addressId });
    return view(deps, customerId);
  };

/** Deletes one of the customer's own addresses; when it was the default, the oldest remaining one becomes the default. */
export const deleteAddress =
  (deps: Deps) =>
  async (customerId: string, addressId: string): AddressResult => {
    const existing = await deps.customers.listAddresses(customerId);
    const gone = existing.find((address) => address.id === addressId);
    if (!gone || !(await deps.customers.deleteAddress(customerId, addressId))) return err(NOT_FOUND);
    const rest = existing.filter((address) => address.id !== addressId);
    if (gone.isDefault && rest.length > 0 && !rest.some((address) => address.isDefault)) {
      await deps.customers.saveAddress(customerId, { ...rest[0], isDefault: true });
    }
    return view(deps, customerId);
  };
