import { proxy, snapshot, subscribe } from 'valtio';
import { DOCUMENT_TYPES, type DocumentType } from '../../core/people/documents';
import { INSTRUMENT_KINDS, type InstrumentKind } from '../../core/payments/instrument';
import type { AccountView, AddressInput, AddressView } from '../../contract/account';
import type { BuyerRequest } from '../../contract/checkout';
import { persisted } from '../lib/persisted';

/** Who buys (POLICY.md, customers and documents); `documentType` is empty until chosen. */
export type CheckoutCustomer = {
  readonly name: string;
  readonly email: string;
  readonly documentType: DocumentType | '';
  readonly documentNumber: string;
  readonly phone: string;
};

/** Where the order goes: the contract's address fields (`notes`: indications for the courier), and the saved address
 * it came from, if any. */
export type CheckoutAddress = Omit<AddressInput, 'label' | 'isDefault'> & { readonly savedAddressId: string | null };

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethodId = (typeof SHIPPING_METHODS)[number];

export type PayDetails = {
  readonly bank: string;
  readonly personType: 'natural' | 'juridica';
  readonly network: string;
};

const NO_DETAILS: PayDetails = { bank: '', personType: 'natural', network: '' };

/** What the shopper has typed and chosen in the checkout so far; kept in the browser so a reload loses nothing. */
export type CheckoutDraft = {
  readonly customer: CheckoutCustomer;
  readonly address: CheckoutAddress;
  /** The one box for the terms and the data policy (Ley 1581 de 2012): only the shopper ticks it. */
  readonly consent: boolean;
  readonly shippingMethod: ShippingMethodId | '';
  readonly paymentMethod: string;
  /** How the method is paid when it can be paid several ways (Nequi: `wallet-push` or `wallet-qr`); '' until chosen. */
  readonly paymentInstrument: InstrumentKind | '';
  /** The phone for a wallet's push as typed on the payment step; null until edited there (the buyer's phone is used). */
  readonly walletPhone: string | null;
  /** What a PSE debit and a cash voucher ask on the payment step: the bank's code ('' until chosen), who pays, and
   * the cash network's id ('' until chosen). */
  readonly payDetails: PayDetails;
  /** Apply the signed-in shopper's gift credit ("saldo de regalo") to this order. */
  readonly useGiftCredit: boolean;
  /** The idempotency key of this checkout attempt: made when the shopper first confirms, kept until the order is placed,
   * so a double click or a retry after a lost answer places one order. */
  readonly attemptKey: string;
};

/** A draft with nothing typed yet. */
export const EMPTY_DRAFT: CheckoutDraft = {
  customer: { name: '', email: '', documentType: '', documentNumber: '', phone: '' },
  address: {
    savedAddressId: null,
    recipient: '',
    line1: '',
    line2: '',
    departmentCode: '',
    municipalityCode: '',
    phone: '',
    notes: '',
  },
  consent: false,
  shippingMethod: '',
  paymentMethod: '',
  paymentInstrument: '',
  walletPhone: null,
  payDetails: NO_DETAILS,
  useGiftCredit: false,
  attemptKey: '',
};

const isText = (x: unknown): x is string => typeof x === 'string' && x.length <= 500;
const record = (x: unknown): Record<string, unknown> | null =>
  typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null;
const KEY = /^([A-Za-z0-9_-]{16,100})?$/;

/** Reads a draft kept by an earlier visit: null unless every field is there with the right type. */
export const parseDraft = (data: unknown): CheckoutDraft | null => {
  const draft = record(data);
  const customer = record(draft?.customer);
  const address = record(draft?.address);
  if (!draft || !customer || !address || typeof draft.consent !== 'boolean') return null;
  const textFields = (from: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => isText(from[k]));
  if (!textFields(customer, ['name', 'email', 'documentNumber', 'phone'])) return null;
  if (customer.documentType !== '' && !(DOCUMENT_TYPES as readonly unknown[]).includes(customer.documentType))
    return null;
  if (!textFields(address, ['recipient', 'line1', 'line2', 'departmentCode', 'municipalityCode', 'phone', 'notes']))
    return null;
  if (address.savedAddressId !== null && !isText(address.savedAddressId)) return null;
  if (draft.shippingMethod !== '' && !(SHIPPING_METHODS as readonly unknown[]).includes(draft.shippingMethod))
    return null;
  if (!isText(draft.paymentMethod) || typeof draft.attemptKey !== 'string' || !KEY.test(draft.attemptKey)) return null;
  // Drafts kept before the instrument was chosen here have neither field: read as not chosen yet.
  const instrument = draft.paymentInstrument ?? '';
  if (instrument !== '' && !(INSTRUMENT_KINDS as readonly unknown[]).includes(instrument)) return null;
  const phone = draft.walletPhone ?? null;
  if (phone !== null && !isText(phone)) return null;
  // Drafts kept before PSE and cash were asked here have no details: read as nothing chosen.
  const details = record(draft.payDetails ?? NO_DETAILS);
  if (!details || !isText(details.bank) || !isText(details.network)) return null;
  if (details.personType !== 'natural' && details.personType !== 'juridica') return null;
  const pick = <T extends object>(from: Record<string, unknown>, shape: T) =>
    Object.fromEntries(Object.keys(shape).map((k) => [k, from[k]])) as T;
  return {
    customer: pick(customer, EMPTY_DRAFT.customer),
    address: pick(address, EMPTY_DRAFT.address),
    consent: draft.consent,
    shippingMethod: draft.shippingMethod as CheckoutDraft['shippingMethod'],
    paymentMethod: draft.paymentMethod,
    paymentInstrument: instrument as CheckoutDraft['paymentInstrument'],
    walletPhone: phone,
    payDetails: { bank: details.bank, personType: details.personType, network: details.network },
    // Drafts kept before gift credit could be applied have no such field: not applied.
    useGiftCredit: draft.useGiftCredit === true,
    attemptKey: draft.attemptKey,
  };
};

/** What the server refused when the order was placed, for the buyer's step to show next to each field. */
export type SentBack = { readonly fields: Readonly<Record<string, string>>; readonly message: string | null };

/** The checkout draft (restored and then kept in localStorage by `restoreCheckoutDraft`), and the server's refusal
 * to show on the buyer's step, if the shopper was sent back there. */
export const checkoutStore = proxy<{ draft: CheckoutDraft; restored: boolean; sentBack: SentBack | null }>({
  draft: EMPTY_DRAFT,
  restored: false,
  sentBack: null,
});

/** Version 2: customer, address (with the courier's indications), consent, shipping and payment choices (the instrument,
 * the wallet's phone and the PSE or cash details optional), attempt key. */
export const savedDraft = persisted('fornido.checkout', 2, parseDraft);

let unsubscribe: (() => void) | null = null;

/** Brings back the draft of an earlier visit and keeps every later change in the browser (once per page load). */
export const restoreCheckoutDraft = (): void => {
  if (unsubscribe) return;
  checkoutStore.draft = savedDraft.read() ?? EMPTY_DRAFT;
  checkoutStore.restored = true;
  unsubscribe = subscribe(checkoutStore, () => savedDraft.write(snapshot(checkoutStore).draft));
};

export const patchDraft = (patch: Partial<CheckoutDraft>): void => {
  checkoutStore.draft = { ...checkoutStore.draft, ...patch };
};

/** Changes some of the buyer's details. */
export const updateCustomer = (patch: Partial<CheckoutCustomer>): void => {
  patchDraft({ customer: { ...checkoutStore.draft.customer, ...patch } });
};

/** Changes some of the address fields; a typed change means it is no longer exactly a saved address. */
export const updateAddress = (patch: Partial<Omit<CheckoutAddress, 'savedAddressId'>>): void => {
  patchDraft({ address: { ...checkoutStore.draft.address, ...patch, savedAddressId: null } });
};

/** Delivers to one of the account's saved addresses. */
export const chooseSavedAddress = (saved: AddressView): void => {
  const { id, recipient, line1, line2, departmentCode, municipalityCode, phone, notes } = saved;
  patchDraft({
    address: { savedAddressId: id, recipient, line1, line2, departmentCode, municipalityCode, phone, notes },
  });
};

/** Ticks or unticks the consent to the terms and the data policy. */
export const setConsent = (consent: boolean): void => patchDraft({ consent });

/** Chooses how the order travels. */
export const chooseShipping = (shippingMethod: CheckoutDraft['shippingMethod']): void => patchDraft({ shippingMethod });

/** Chooses how the order is paid ('' for none); another method forgets the instrument chosen for the last one. */
export const choosePayment = (paymentMethod: string): void =>
  patchDraft(
    paymentMethod === checkoutStore.draft.paymentMethod ? { paymentMethod } : { paymentMethod, paymentInstrument: '' },
  );

/** Chooses how the method is paid (Nequi: a notification to the phone, or a QR code). */
export const choosePaymentInstrument = (paymentInstrument: InstrumentKind | ''): void =>
  patchDraft({ paymentInstrument });

/** Changes what PSE or a cash voucher asks (the bank, who pays, the cash network). */
export const setPayDetails = (patch: Partial<PayDetails>): void =>
  patchDraft({ payDetails: { ...checkoutStore.draft.payDetails, ...patch } });

/** Changes the phone that the wallet's notification goes to. */
export const setWalletPhone = (walletPhone: string): void => patchDraft({ walletPhone });

/** Applies (or not) the shopper's gift credit to the order. */
export const setUseGiftCredit = (useGiftCredit: boolean): void => patchDraft({ useGiftCredit });

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A new idempotency key: 128 random bits (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export const newAttemptKey = (random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string =>
  `co-${hex(random(new Uint8Array(16)))}`;

/** The key of this checkout attempt, made the first time it is asked for and kept with the draft. */
export const attemptKey = (make: () => string = newAttemptKey): string => {
  if (!checkoutStore.draft.attemptKey) patchDraft({ attemptKey: make() });
  return checkoutStore.draft.attemptKey;
};

/** The buyer as the API takes it: the buyer's details, the address, the courier's indications and the consent. */
export const buyerRequest = (draft: CheckoutDraft): BuyerRequest => ({
  ...draft.customer,
  line1: draft.address.line1,
  line2: draft.address.line2,
  departmentCode: draft.address.departmentCode,
  municipalityCode: draft.address.municipalityCode,
  notes: draft.address.notes,
  consent: draft.consent,
});

/** A draft with what the shopper has not typed yet filled from their account: details, and the default saved address.
 * The consent is never ticked for them. */
export const withAccountDefaults = (draft: CheckoutDraft, account: AccountView): CheckoutDraft => {
  const c = draft.customer;
  const blankAddress = draft.address.line1 === '' && draft.address.savedAddressId === null;
  const saved = account.addresses.find((a) => a.isDefault) ?? account.addresses[0];
  const customer: CheckoutCustomer = {
    name: c.name || account.name,
    email: c.email || account.email,
    documentType: c.documentType || account.documentType || '',
    documentNumber: c.documentNumber || account.documentNumber || '',
    phone: c.phone || account.phone || saved?.phone || '',
  };
  if (!blankAddress || !saved) return { ...draft, customer };
  const { id, recipient, line1, line2, departmentCode, municipalityCode, phone, notes } = saved;
  return {
    ...draft,
    customer,
    address: { savedAddressId: id, recipient, line1, line2, departmentCode, municipalityCode, phone, notes },
  };
};

/** Fills the blanks of the draft from the signed-in shopper's account. */
export const prefillFromAccount = (account: AccountView): void => {
  checkoutStore.draft = withAccountDefaults(checkoutStore.draft, account);
};

/** Keeps (or forgets, with null) what the server refused, for the buyer's step. */
export const sendBack = (sentBack: SentBack | null): void => {
  checkoutStore.sentBack = sentBack;
};

/** Forgets the draft (after the order is placed, or when the shopper signs out on a shared device). */
export const clearCheckoutDraft = (): void => {
  checkoutStore.draft = EMPTY_DRAFT;
  checkoutStore.sentBack = null;
  savedDraft.clear();
};
