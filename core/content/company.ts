import { nitDisplay, phoneDigits, type Company } from '../company/company';

/** The brand: the same whatever company runs the store. */
export const BRAND_NAME = 'Fornido';

/** The consumer-protection authority every Colombian store names (Ley 1480 de 2011). */
export const SIC = {
  name: 'Superintendencia de Industria y Comercio',
  shortName: 'SIC',
  /** Main SIC site; consumers find the complaint channels from there. */
  url: 'https://www.sic.gov.co',
} as const;

/** The links of the company's channels, made from its configured phone numbers and emails. */
export const contactLinks = (c: Company) => ({
  phone: `tel:+${phoneDigits(c.phone)}`,
  whatsapp: `https://wa.me/${phoneDigits(c.whatsapp)}`,
  email: `mailto:${c.email}`,
  judicialEmail: `mailto:${c.judicialEmail}`,
});

export { nitDisplay };

/** A text closing a sentence: its own final period stands for the sentence's ("Fornido S.A.S." ends with its
 * abbreviation's period, so it never gets a second one); any other text gets one. */
export const endingSentence = (text: string): string => (/[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`);
