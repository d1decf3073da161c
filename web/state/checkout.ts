import { proxy, snapshot, subscribe } from 'valtio';
import { DOCUMENT_TYPES, type DocumentType } from '../../core/customers/documents';
import type { AccountView, AddressInput, AddressView } from '../lib/account-api';
import { persisted } from '../lib/persisted';

/** Who buys (POLICY.md, customers and documents); `documentType` is empty until chosen. */
export type CheckoutCustomer = {
  readonly name: string;
  readonly email: string;
  readonly documentType: DocumentType | '';
  readonly documentNumber: string;
  readonly phone: string;
};

/** Where the order goes: the contract's address fields, and the saved address it came from, if any. */
export type CheckoutAddress = Omit<AddressInput, 'label' | 'isDefault'> & { readonly savedAddressId: string | null };

/** What the shopper has typed in the checkout so far; kept in the browser so a reload loses nothing. */
export type CheckoutDraft = { readonly customer: CheckoutCustomer; readonly address: CheckoutAddress; readonly notes: string };

/** A draft with nothing typed yet. */
export const EMPTY_DRAFT: CheckoutDraft = {
  customer: { name: '', email: '', documentType: '', documentNumber: '', phone: '' },
  address: { savedAddressId: null, recipient: '', line1: '', line2: '', departmentCode: '', municipalityCode: '', phone: '', notes: '' },
  notes: '',
};

const isText = (x: unknown): x is string => typeof x === 'string' && x.length <= 500;
const record = (x: unknown): Record<string, unknown> | null => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null);

/** Reads a draft kept by an earlier visit: null unless every field is there with the right type. */
export const parseDraft = (data: unknown): CheckoutDraft | null => {
  const draft = record(data);
  const customer = record(draft?.customer);
  const address = record(draft?.address);
  if (!draft || !customer || !address || !isText(draft.notes)) return null;
  const textFields = (from: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => isText(from[k]));
  if (!textFields(customer, ['name', 'email', 'documentNumber', 'phone'])) return null;
  if (customer.documentType !== '' && !(DOCUMENT_TYPES as readonly unknown[]).includes(customer.documentType)) return null;
  if (!textFields(address, ['recipient', 'line1', 'line2', 'departmentCode', 'municipalityCode', 'phone', 'notes'])) return null;
  if (address.savedAddressId !== null && !isText(address.savedAddressId)) return null;
  const pick = <T extends object>(from: Record<string, unknown>, shape: T) => Object.fromEntries(Object.keys(shape).map((k) => [k, from[k]])) as T;
  return { customer: pick(customer, EMPTY_DRAFT.customer), address: pick(address, EMPTY_DRAFT.address), notes: draft.notes };
};

/** The checkout draft; restored and then kept in localStorage by `restoreCheckoutDraft`. */
export const checkoutStore = proxy<{ draft: CheckoutDraft }>({ draft: EMPTY_DRAFT });

/** Version 1: customer, address and notes as typed above. */
export const savedDraft = persisted('fornido.checkout', 1, parseDraft);

let unsubscribe: (() => void) | null = null;

/** Brings back the draft of an earlier visit and keeps every later change in the browser (once per page load). */
export const restoreCheckoutDraft = (): void => {
  if (unsubscribe) return;
  checkoutStore.draft = savedDraft.read() ?? EMPTY_DRAFT;
  unsubscribe = subscribe(checkoutStore, () => savedDraft.write(snapshot(checkoutStore).draft as CheckoutDraft));
};

/** Changes some of the buyer's details. */
export const updateCustomer = (patch: Partial<CheckoutCustomer>): void => {
  checkoutStore.draft = { ...checkoutStore.draft, customer: { ...checkoutStore.draft.customer, ...patch } };
};

/** Changes some of the address fields; a typed change means it is no longer exactly a saved address. */
export const updateAddress = (patch: Partial<Omit<CheckoutAddress, 'savedAddressId'>>): void => {
  checkoutStore.draft = { ...checkoutStore.draft, address: { ...checkoutStore.draft.address, ...patch, savedAddressId: null } };
};

/** Delivers to one of the account's saved addresses. */
export const chooseSavedAddress = (saved: AddressView): void => {
  const { id, recipient, line1, line2, departmentCode, municipalityCode, phone, notes } = saved;
  checkoutStore.draft = { ...checkoutStore.draft, address: { savedAddressId: id, recipient, line1, line2, departmentCode, municipalityCode, phone, notes } };
};

/** Sets the order's notes for the store. */
export const setOrderNotes = (notes: string): void => {
  checkoutStore.draft = { ...checkoutStore.draft, notes };
};

/** A draft with what the shopper has not typed yet filled from their account: details, and the default saved address. */
export const withAccountDefaults = (draft: CheckoutDraft, account: AccountView): CheckoutDraft => {
  const c = draft.customer;
  const customer: CheckoutCustomer = {
    name: c.name || account.name,
    email: c.email || account.email,
    documentType: c.documentType || account.documentType || '',
    documentNumber: c.documentNumber || account.documentNumber || '',
    phone: c.phone || account.phone || '',
  };
  const blankAddress = draft.address.line1 === '' && draft.address.savedAddressId === null;
  const saved = account.addresses.find((a) => a.isDefault) ?? account.addresses[0];
  if (!blankAddress || !saved) return { ...draft, customer };
  const { id, recipient, line1, line2, departmentCode, municipalityCode, phone, notes } = saved;
  return { ...draft, customer, address: { savedAddressId: id, recipient, line1, line2, departmentCode, municipalityCode, phone, notes } };
};

/** Fills the blanks of the draft from the signed-in shopper's account. */
export const prefillFromAccount = (account: AccountView): void => {
  checkoutStore.draft = withAccountDefaults(checkoutStore.draft, account);
};

/** Forgets the draft (after the order is placed, or when the shopper signs out on a shared device). */
export const clearCheckoutDraft = (): void => {
  checkoutStore.draft = EMPTY_DRAFT;
  savedDraft.clear();
};
