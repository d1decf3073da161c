import { describe, expect, it } from 'vitest';
import type { AddressView } from '../../../contract/account';
import { anAccountView } from '../../builders/account-view';
import {
  checkoutStore,
  chooseSavedAddress,
  clearCheckoutDraft,
  EMPTY_DRAFT,
  parseDraft,
  updateAddress,
  updateCustomer,
  withAccountDefaults,
} from '../../../web/state/checkout';

const home: AddressView = {
  id: 'dir-1',
  label: 'Casa',
  recipient: 'Ana Rodríguez',
  line1: 'Calle 45 # 12-34',
  line2: 'Apto 501',
  departmentCode: '11',
  municipalityCode: '11001',
  phone: '3001234567',
  notes: 'Portería',
  isDefault: true,
  departmentName: 'Bogotá, D.C.',
  municipalityName: 'Bogotá, D.C.',
};
const account = anAccountView([{ ...home, id: 'dir-0', isDefault: false, label: 'Oficina' }, home]);

describe('checkout draft', () => {
  it('reads back a well-formed draft, keeping only its known fields', () => {
    const draft = {
      ...EMPTY_DRAFT,
      customer: { ...EMPTY_DRAFT.customer, name: 'Ana', documentType: 'NIT', extra: 1 },
      consent: true,
      shippingMethod: 'express',
      extra: 2,
    };
    expect(parseDraft(draft)).toEqual({
      ...EMPTY_DRAFT,
      customer: { ...EMPTY_DRAFT.customer, name: 'Ana', documentType: 'NIT' },
      consent: true,
      shippingMethod: 'express',
    });
  });

  it('refuses foreign or broken drafts', () => {
    for (const bad of [
      null,
      [],
      'borrador',
      { ...EMPTY_DRAFT, consent: 'sí' },
      { ...EMPTY_DRAFT, customer: { ...EMPTY_DRAFT.customer, documentType: 'DNI' } },
      { ...EMPTY_DRAFT, address: { ...EMPTY_DRAFT.address, line1: undefined } },
      { customer: EMPTY_DRAFT.customer, consent: false },
      { ...EMPTY_DRAFT, address: { ...EMPTY_DRAFT.address, savedAddressId: 7 } },
      { ...EMPTY_DRAFT, address: { ...EMPTY_DRAFT.address, notes: 'x'.repeat(501) } },
      { ...EMPTY_DRAFT, shippingMethod: 'dron' },
      { ...EMPTY_DRAFT, paymentMethod: 4 },
      { ...EMPTY_DRAFT, attemptKey: 'corta' },
      { ...EMPTY_DRAFT, attemptKey: 'llave con espacios y más de dieciséis' },
    ]) {
      expect(parseDraft(bad)).toBeNull();
    }
  });

  it('fills only the blanks from the account, with its default address, and never ticks the consent', () => {
    const typed = { ...EMPTY_DRAFT, customer: { ...EMPTY_DRAFT.customer, phone: '3109876543' } };
    const filled = withAccountDefaults(typed, account);
    expect(filled.customer).toEqual({
      name: 'Ana Rodríguez',
      email: 'ana@example.co',
      documentType: 'CC',
      documentNumber: '1020304050',
      phone: '3109876543',
    });
    expect(filled.address.savedAddressId).toBe('dir-1');
    expect(filled.address.line1).toBe('Calle 45 # 12-34');
    const ownAddress = { ...EMPTY_DRAFT, address: { ...EMPTY_DRAFT.address, line1: 'Carrera 7 # 70-10' } };
    expect(withAccountDefaults(ownAddress, account).address.line1).toBe('Carrera 7 # 70-10');
    expect(filled.consent).toBe(false);
  });

  it('marks a saved address as changed once the shopper types over it', () => {
    clearCheckoutDraft();
    chooseSavedAddress(home);
    expect(checkoutStore.draft.address.savedAddressId).toBe('dir-1');
    updateAddress({ line2: 'Torre 2' });
    expect(checkoutStore.draft.address).toMatchObject({
      savedAddressId: null,
      line1: 'Calle 45 # 12-34',
      line2: 'Torre 2',
    });
    updateCustomer({ email: 'otra@example.co' });
    expect(checkoutStore.draft.customer.email).toBe('otra@example.co');
    clearCheckoutDraft();
    expect(checkoutStore.draft).toEqual(EMPTY_DRAFT);
  });
});
