import { EMPTY_DRAFT, type CheckoutDraft } from '../../../web/state/checkout';

/** A buyer step filled as a guest in Medellín (Antioquia 05, Medellín 05001) would fill it. */
export const aDraft = (over: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  ...EMPTY_DRAFT,
  customer: {
    name: 'Laura Gómez',
    email: 'laura@correo.co',
    documentType: 'CC',
    documentNumber: '1020304050',
    phone: '3001234567',
  },
  address: {
    ...EMPTY_DRAFT.address,
    line1: 'Calle 10 # 43-20',
    line2: 'Apto 501',
    departmentCode: '05',
    municipalityCode: '05001',
    notes: 'Portería',
  },
  consent: true,
  ...over,
});
