import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { defaultCompany, defaultStores, type Company, type PhysicalStore } from '../core/company/company';
import { nitCheckDigit } from '../core/people/nit';

const text = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);
const phone = text.refine(
  (v) => v === undefined || /^\+?\d[\d ]{6,19}$/.test(v),
  'must be a phone such as +57 601 745 2318',
);
const email = text.refine((v) => v === undefined || z.email().safeParse(v).success, 'must be an email address');

/** The store's public facts (footer, contact, legal pages); each unset one keeps its default from core/company. */
export const companyVariables = {
  COMPANY_LEGAL_NAME: text,
  /** With or without dots; a check digit after a dash must be the DIAN one. */
  COMPANY_NIT: text.refine(
    (v) => v === undefined || /^\d{1,3}(\.?\d{3}){1,4}(-\d)?$/.test(v),
    'must be a NIT such as 901482736 or 901.482.736-8',
  ),
  COMPANY_ADDRESS: text,
  COMPANY_CITY: text,
  COMPANY_PHONE: phone,
  COMPANY_WHATSAPP: phone,
  COMPANY_EMAIL: email,
  COMPANY_JUDICIAL_EMAIL: email,
  /** Opening hours, one line per period, separated by "|". */
  COMPANY_HOURS: text,
  /** A JSON file listing the physical stores (see README); the built-in three without it. */
  STORES_FILE: text,
  /** Google Maps Embed API key: with it, /tiendas/ offers each store's map on request. */
  MAPS_API_KEY: text.refine((v) => v === undefined || /^[\w-]{20,80}$/.test(v), 'must be a Google Maps API key'),
};

type CompanyEnv = { [K in keyof typeof companyVariables]: string | undefined };

/** The company's facts from the environment over the defaults; a NIT's check digit is computed, and checked if given. */
export const readCompany = (e: CompanyEnv): Company => {
  const [base, digit] = (e.COMPANY_NIT ?? defaultCompany.nit).replace(/\./g, '').split('-');
  const checkDigit = nitCheckDigit(base);
  if (digit !== undefined && Number(digit) !== checkDigit)
    throw new Error(`Invalid configuration:\n  COMPANY_NIT: the check digit of ${base} is ${checkDigit}, not ${digit}`);
  return {
    legalName: e.COMPANY_LEGAL_NAME ?? defaultCompany.legalName,
    nit: base,
    nitCheckDigit: checkDigit,
    address: e.COMPANY_ADDRESS ?? defaultCompany.address,
    city: e.COMPANY_CITY ?? defaultCompany.city,
    phone: e.COMPANY_PHONE ?? defaultCompany.phone,
    whatsapp: e.COMPANY_WHATSAPP ?? defaultCompany.whatsapp,
    email: e.COMPANY_EMAIL ?? defaultCompany.email,
    judicialEmail: e.COMPANY_JUDICIAL_EMAIL ?? defaultCompany.judicialEmail,
    hours:
      e.COMPANY_HOURS?.split('|')
        .map((line) => line.trim())
        .filter(Boolean) ?? defaultCompany.hours,
  };
};

const storeSchema = z.strictObject({
  name: z.string().trim().min(1),
  address: z.string().trim().min(1),
  city: z.string().trim().min(1),
  hours: z.array(z.string().trim().min(1)).min(1),
  phone: z.string().regex(/^\+?\d[\d ]{6,19}$/),
  lat: z.number().min(-4.3).max(13.5),
  lng: z.number().min(-82).max(-66.8),
});

/** The physical stores from STORES_FILE (a JSON array; coordinates must fall in Colombia), or the defaults. */
export const readStores = (file: string | undefined): readonly PhysicalStore[] => {
  if (file === undefined) return defaultStores;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Invalid configuration:\n  STORES_FILE: cannot read ${file} as JSON (${(error as Error).message})`,
      {
        cause: error,
      },
    );
  }
  const parsed = z.array(storeSchema).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration:\n  STORES_FILE: ${problems}`);
  }
  return parsed.data;
};
