import { describe, expect, it } from 'vitest';
import type { AddressView } from '../../../contract/account';
import { anAccountView } from '../../builders/account-view';
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

describe('the shopper city the cart prices shipping to', () => {
  it('is unknown for a guest who has not reached the address yet', () => {
    expect(knownDestination(null)).toBeNull();
    expect(knownDestination(anAccountView([]))).toBeNull();
  });

  it("is the account's default address, else its first", () => {
    const medellin = address('casa', '05001', true);
    expect(knownDestination(anAccountView([address('oficina', '76001', false), medellin]))).toEqual({
      departmentCode: '05',
      municipalityCode: '05001',
    });
    expect(knownDestination(anAccountView([address('oficina', '76001', false)]))?.municipalityCode).toBe('76001');
  });

  it('is the city typed in the checkout before any saved address', () => {
    checkoutStore.restored = true;
    checkoutStore.draft = {
      ...EMPTY_DRAFT,
      address: { ...EMPTY_DRAFT.address, departmentCode: '13', municipalityCode: '13001' },
    };
    expect(knownDestination(anAccountView([address('casa', '05001', true)]))).toEqual({
      departmentCode: '13',
      municipalityCode: '13001',
    });
  });
});
