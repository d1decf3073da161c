/**
 * Public facts about the store, shown in the footer, the contact page and the legal pages.
 * Fictional company data: every page reads it from here, so a change is made once.
 *
 * NIT 901482736, check digit by the DIAN modulo-11 rule
 * (weights 3, 7, 13, 17, 19, 23, 29, 37, 41 from the rightmost digit):
 *   6×3 = 18, 3×7 = 21, 7×13 = 91, 2×17 = 34, 8×19 = 152,
 *   4×23 = 92, 1×29 = 29, 0×37 = 0, 9×41 = 369
 *   sum = 806; 806 mod 11 = 3; 3 is not 0 or 1, so DV = 11 − 3 = 8
 *   → 901.482.736-8
 */
export const company = {
  brandName: 'Fornido',
  legalName: 'Fornido S.A.S.',
  nit: '901482736',
  nitCheckDigit: 8,
  nitDisplay: '901.482.736-8',

  address: 'Calle 63 # 11-45, Local 2, Bogotá D.C.',
  neighborhood: 'Chapinero',
  city: 'Bogotá D.C.',
  country: 'Colombia',

  phone: '+57 601 745 2318',
  phoneHref: 'tel:+576017452318',
  whatsapp: '+57 315 482 7390',
  whatsappUrl: 'https://wa.me/573154827390',
  email: 'contacto@fornido.co',
  emailHref: 'mailto:contacto@fornido.co',

  /** For use inside a sentence ("… en horario de atención: {hours}."). */
  hours: 'de lunes a viernes, de 8:00 a. m. a 6:00 p. m., y los sábados, de 9:00 a. m. a 1:00 p. m., excepto festivos',
  /** For lists (footer, contact page). */
  hoursLines: [
    'Lunes a viernes: 8:00 a. m. a 6:00 p. m.',
    'Sábados: 9:00 a. m. a 1:00 p. m.',
    'Domingos y festivos: cerrado',
  ],

  sic: {
    name: 'Superintendencia de Industria y Comercio',
    shortName: 'SIC',
    /** Main SIC site; consumers find the complaint channels from there. */
    url: 'https://www.sic.gov.co',
  },
} as const;

export type Company = typeof company;

/** A text closing a sentence: its own final period stands for the sentence's ("Fornido S.A.S." ends with its
 * abbreviation's period, so it never gets a second one); any other text gets one. */
export const endingSentence = (text: string): string => (/[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`);
