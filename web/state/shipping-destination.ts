import type { AccountView } from '../../contract/account';
import { checkoutStore, savedDraft } from './checkout';

/** A Colombian municipality by its DANE codes, as the checkout's price request takes it. */
export type Destination = { readonly departmentCode: string; readonly municipalityCode: string };

/** Bogotá D.C., the store's own city: the cheapest place to ship to, so its price is the one "desde" quotes. */
export const ORIGIN_CITY: Destination = { departmentCode: '11', municipalityCode: '11001' };

/** Where the shopper's parcels go as far as the store knows it before the shipping step: the city of the checkout
 * being filled in (this page's, or the one kept in the browser), else the account's default address; null when none. */
export const knownDestination = (account: AccountView | null): Destination | null => {
  const draft = checkoutStore.restored ? checkoutStore.draft : savedDraft.read();
  if (draft?.address.municipalityCode) {
    const { departmentCode, municipalityCode } = draft.address;
    return { departmentCode, municipalityCode };
  }
  const saved = account?.addresses.find((a) => a.isDefault) ?? account?.addresses[0];
  return saved ? { departmentCode: saved.departmentCode, municipalityCode: saved.municipalityCode } : null;
};
