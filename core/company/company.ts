/** The store's own public facts: who sells, where to write, call or serve legal notice. Set by configuration
 * (`COMPANY_*`, adapters/company-config.ts); `defaultCompany` holds the values a fresh store starts with. */
export type Company = {
  readonly legalName: string;
  /** NIT base digits, without the check digit. */
  readonly nit: string;
  /** The DIAN check digit of `nit` (computed, never typed in). */
  readonly nitCheckDigit: number;
  /** Street address of the registered office, with its city ("Calle 63 # 11-45, Local 2, Bogotá D.C."). */
  readonly address: string;
  readonly city: string;
  /** Written for people: "+57 601 745 2318". */
  readonly phone: string;
  readonly whatsapp: string;
  readonly email: string;
  /** Where judicial notifications are served (Código General del Proceso, art. 291). */
  readonly judicialEmail: string;
  /** Opening hours, one line each ("Sábados: 9:00 a. m. a 1:00 p. m."). */
  readonly hours: readonly string[];
};

/** One of the store's physical shops, shown on /tiendas/. */
export type PhysicalStore = {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly hours: readonly string[];
  readonly phone: string;
  readonly lat: number;
  readonly lng: number;
};

export const defaultCompany: Company = Object.freeze({
  legalName: 'Fornido S.A.S.',
  nit: '901482736',
  // The DIAN digit of 901482736, written out so the browser's bundle needs no NIT arithmetic (a test checks it).
  nitCheckDigit: 8,
  address: 'Calle 63 # 11-45, Local 2, Bogotá D.C.',
  city: 'Bogotá D.C.',
  phone: '+57 601 745 2318',
  whatsapp: '+57 315 482 7390',
  email: 'contacto@fornido.co',
  judicialEmail: 'notificacionesjudiciales@fornido.co',
  hours: Object.freeze([
    'Lunes a viernes: 8:00 a. m. a 6:00 p. m.',
    'Sábados: 9:00 a. m. a 1:00 p. m.',
    'Domingos y festivos: cerrado',
  ]),
});

/** The stores a fresh store shows; a plain literal (no call) so the browser's bundle, which never uses it, drops it. */
export const defaultStores: readonly PhysicalStore[] = [
  {
    name: 'Fornido Chapinero',
    address: 'Calle 63 # 11-45, Local 2',
    city: 'Bogotá D.C.',
    hours: ['Lunes a sábado: 9:00 a. m. a 8:00 p. m.', 'Domingos y festivos: 10:00 a. m. a 4:00 p. m.'],
    phone: '+57 601 745 2318',
    lat: 4.6484,
    lng: -74.0632,
  },
  {
    name: 'Fornido El Poblado',
    address: 'Carrera 43A # 9-21, Local 104',
    city: 'Medellín',
    hours: ['Lunes a sábado: 9:00 a. m. a 8:00 p. m.', 'Domingos y festivos: cerrado'],
    phone: '+57 604 322 8415',
    lat: 6.2095,
    lng: -75.5686,
  },
  {
    name: 'Fornido Granada',
    address: 'Avenida 9 Norte # 15-32, Local 3',
    city: 'Cali',
    hours: ['Lunes a sábado: 9:00 a. m. a 7:00 p. m.', 'Domingos y festivos: cerrado'],
    phone: '+57 602 489 1276',
    lat: 3.4598,
    lng: -76.5311,
  },
];

/** "901.482.736-8": the NIT with thousands dots and its check digit, as invoices and legal pages print it. */
export const nitDisplay = (c: Pick<Company, 'nit' | 'nitCheckDigit'>): string =>
  `${c.nit.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${c.nitCheckDigit}`;

/** A phone written for people as the digits a `tel:` or WhatsApp link dials ("+57 315 482 7390" → "573154827390"). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');
