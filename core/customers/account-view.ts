import type { DocumentType } from '../people/documents';
import { findMunicipality, departments } from '../geography/geography';
import type { Address, Customer } from './ports';

export type AddressView = Address & { readonly departmentName: string; readonly municipalityName: string };

/** What a signed-in customer sees of their account (the API's AccountView): never the password hash or internal ids. */
export type AccountView = {
  /** The customer's id: the name of their live-updates channel (`private-customer.{id}`). */
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly documentType: DocumentType | null;
  readonly documentNumber: string | null;
  readonly phone: string | null;
  readonly marketingConsent: boolean;
  readonly referralCode: string;
  readonly addresses: readonly AddressView[];
  readonly createdAt: string;
  /** Whether the customer proved the email is theirs (the mailed link): only then are guest orders of it theirs. */
  readonly emailVerified: boolean;
};

const departmentName = (code: string) => departments().find((d) => d.code === code)?.name ?? code;

/** An address with its department and municipality names, as forms and the checkout show it. */
export const addressView = (address: Address): AddressView => ({
  ...address,
  departmentName: departmentName(address.departmentCode),
  municipalityName: findMunicipality(address.municipalityCode)?.name ?? address.municipalityCode,
});

/** The account as its owner sees it. */
export const accountView = (customer: Customer, addresses: readonly Address[]): AccountView => ({
  id: customer.id,
  name: customer.name,
  email: customer.email,
  documentType: customer.documentType,
  documentNumber: customer.documentNumber,
  phone: customer.phone,
  marketingConsent: customer.marketingConsent,
  referralCode: customer.referralCode,
  addresses: addresses.map(addressView),
  createdAt: customer.createdAt.toISOString(),
  emailVerified: customer.emailVerifiedAt !== null,
});
