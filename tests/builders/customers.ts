import type { Email } from '../../core/people/email';
import type { Address, Customer } from '../../core/customers/ports';

let n = 0;

/** A customer with unique id, email and referral code unless told otherwise. */
export const aCustomer = (over: Partial<Customer> = {}): Customer => {
  n += 1;
  return {
    id: `cliente-${n}-${Math.random().toString(36).slice(2, 8)}`,
    email: `cliente${n}.${Math.random().toString(36).slice(2, 8)}@correo.co` as Email,
    name: 'Camila Rodríguez',
    passwordHash: 'scrypt$15$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
    documentType: null,
    documentNumber: null,
    phone: null,
    referralCode: `CODE${String(n).padStart(4, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    referredBy: null,
    privacyConsentAt: new Date('2026-11-22T12:00:00Z'),
    marketingConsent: false,
    marketingConsentAt: null,
    marketingConsentSource: null,
    createdAt: new Date('2026-11-22T12:00:00Z'),
    emailVerifiedAt: null,
    ...over,
  };
};

/** A delivery address in Medellín. */
export const anAddress = (over: Partial<Address> = {}): Address => {
  n += 1;
  return {
    id: `direccion-${n}-${Math.random().toString(36).slice(2, 8)}`,
    label: 'Casa',
    recipient: 'Camila Rodríguez',
    line1: 'Calle 45 # 12-34',
    line2: 'Apto 501',
    departmentCode: '05',
    municipalityCode: '05001',
    phone: '3001234567',
    notes: '',
    isDefault: false,
    ...over,
  };
};
