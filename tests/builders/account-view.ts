import type { AccountView, AddressView } from '../../contract/account';

/** Ana's account as `/api/v1/account` answers it, with the given addresses. */
export const anAccountView = (addresses: AddressView[]): AccountView => ({
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
