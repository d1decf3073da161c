import { describe, expect, it } from 'vitest';
import type { AccountView, AddressView } from '../../../web/lib/account-api';
import { checkoutStore, EMPTY_DRAFT } from '../../../web/state/checkout';
import { knownDestination } from '../../../web/state/shipping-destination';

const address = (id: string, municipalityCode: string, isDefault: boolean): AddressView => ({
  id,
  label: id,
  recipient: 'Ana Rodríguez',
  line1: 'Calle 45 # 12-34',
  line2: '',
  departmentCode: municipalityCode.slice(0, 2),
  municipalityCode,
  phone: '3001234567',
  notes: '',
  isDefault,
  departmentName: '',
  municipalityName: '',
});
const account = (addresses: AddressView[]): AccountView => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Ana Rodríguez',
  email: 'ana@example.co',
  documentType: 'CC',
  documentNumber: '1020304050',
  phone: '3001234567',
  marketingConsent: false,
  referralCode: 'ANA123',
  addresses,
  createdAt: '2026-11-01T00:00:00Z',
  emailVerified: false,
});

describe('the shopper city the cart prices shipping to', () => {
  it('is unknown for a guest who has not reached the address yet', () => {
    expect(knownDestination(null)).toBeNull();
    expect(knownDestination(account([]))).toBeNull();
  });

  it("is the account's default address, else its first", () => {
    const medellin = address('casa', '05001', true);
    expect(knownDestination(account([address('oficina', '76001', false), medellin]))).toEqual({
      departmentCode: '05',
      municipalityCode: '05001',
    });
    expect(knownDestination(account([address('oficina', '76001', false)]))?.municipalityCode).toBe('76001');
  });

  it('is the city typed in the checkout before any saved address', () => {
    checkoutStore.restored = true;
    checkoutStore.draft = {
      ...EMPTY_DRAFT,
      address: { ...EMPTY_DRAFT.address, departmentCode: '13', municipalityCode: '13001' },
    };
    expect(knownDestination(account([address('casa', '05001', true)]))).toEqual({
      departmentCode: '13',
      municipalityCode: '13001',
    });
  });
});
