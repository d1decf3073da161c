import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Company } from '../../core/company/company';
import { findCities } from '../../core/geography/find-city';
import type { InvoiceNumbering } from '../../core/invoicing/invoice';
import { parseCalendarDate, toDayNumber } from '../../core/shared/calendar-date';
import { optionalText, optionalUrl } from '../payments/provider';
import { type Certificate, loadCertificate, testCertificate } from './certificate';
import type { DianContext } from './issuer-party';

/** The DIAN's service addresses (PROVIDERS.md §7). */
export const DIAN_URLS = {
  habilitacion: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
  produccion: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
} as const;

/** The DIAN's habilitación numbering, the one every test set uses (and the sandbox's). */
export const HABILITACION_NUMBERING: InvoiceNumbering = {
  resolution: '18760000001',
  prefix: 'SETP',
  from: 990000000,
  to: 995000000,
  validFrom: { year: 2019, month: 1, day: 19 },
  validTo: { year: 2030, month: 1, day: 19 },
  creditNotePrefix: 'NC',
};
export const HABILITACION_TECHNICAL_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';
/** The sandbox's software, registered nowhere. */
export const SANDBOX_SOFTWARE = { id: '8d5f8a2e-4b0c-4e7b-9f1a-3c6d2e1b7a90', pin: '12345' } as const;

const calendarDate = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const parsed = parseCalendarDate(v);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: 'must be a date such as 2026-01-31' });
    return z.NEVER;
  });
// An empty value is unset (z.coerce would read it as 0).
const rangeEnd = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().min(1).max(99_999_999_999).optional(),
);

/** The DIAN's variables (README: "Electronic invoicing"), validated with the rest of the configuration at start. */
export const dianVariables = {
  DIAN_CERT_FILE: optionalText,
  DIAN_CERT_PASSWORD: optionalText,
  DIAN_SOFTWARE_ID: optionalText,
  DIAN_SOFTWARE_PIN: optionalText,
  DIAN_TEST_SET_ID: optionalText,
  DIAN_ENVIRONMENT: z.enum(['habilitacion', 'produccion']).default('habilitacion'),
  DIAN_RESOLUTION_NUMBER: optionalText.refine((v) => v === undefined || /^\d{1,20}$/.test(v), 'must be digits'),
  DIAN_PREFIX: optionalText.refine(
    (v) => v === undefined || /^[A-Z0-9]{1,4}$/.test(v),
    'must be 1–4 capitals or digits',
  ),
  DIAN_RANGE_FROM: rangeEnd,
  DIAN_RANGE_TO: rangeEnd,
  DIAN_VALID_FROM: calendarDate,
  DIAN_VALID_TO: calendarDate,
  DIAN_TECHNICAL_KEY: optionalText,
  DIAN_CREDIT_NOTE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, 'must be 1–4 capitals or digits')
    .default('NC'),
  DIAN_URL: optionalUrl,
  DIAN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  INVOICING: z.enum(['on', 'off']).default('on'),
};
type DianEnv = z.infer<z.ZodObject<typeof dianVariables>>;

/** Everything live mode needs; none of it is sandbox mode; some of it is refused at start. */
const CREDENTIALS = [
  'DIAN_CERT_FILE',
  'DIAN_CERT_PASSWORD',
  'DIAN_SOFTWARE_ID',
  'DIAN_SOFTWARE_PIN',
  'DIAN_RESOLUTION_NUMBER',
  'DIAN_PREFIX',
  'DIAN_RANGE_FROM',
  'DIAN_RANGE_TO',
  'DIAN_VALID_FROM',
  'DIAN_VALID_TO',
  'DIAN_TECHNICAL_KEY',
] as const;

/** How the store invoices: live with the DIAN, against its local sandbox, or not at all (INVOICING=off). */
export type DianSetup = {
  readonly mode: 'live' | 'sandbox' | 'off';
  /** The issuer, its software and numbering; null when off. */
  readonly context: DianContext | null;
  /** The signing certificate (the sandbox's is made at first use and kept in the data directory). */
  readonly certificate: () => Certificate;
  /** The service's address; null: the sandbox mounted on the store (`dianSandboxUrl`). */
  readonly url: string | null;
  /** Habilitación's test set: documents go through SendTestSetAsync while it is set. */
  readonly testSetId: string | null;
  readonly timeoutMs: number;
};

const invalid = (lines: readonly string[]) => new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);

const issuerOf = (company: Company): DianContext['issuer'] => {
  const city = findCities(company.city, 1)[0];
  if (!city) throw invalid([`COMPANY_CITY: "${company.city}" is not a Colombian municipality the DIAN can code`]);
  return {
    nit: company.nit,
    checkDigit: company.nitCheckDigit,
    legalName: company.legalName,
    address: company.address,
    municipalityCode: city.code,
    municipalityName: city.name,
    departmentCode: city.departmentCode,
    departmentName: city.departmentName,
    email: company.email,
    phone: company.phone,
  };
};

const OFF: DianSetup = {
  mode: 'off',
  context: null,
  certificate: () => {
    throw new Error('Invoicing is off: there is no DIAN certificate');
  },
  url: null,
  testSetId: null,
  timeoutMs: 0,
};

/**
 * The DIAN setup from the validated environment: off with INVOICING=off; live when every credential is set (the
 * certificate is read now, so a wrong file or password stops the start); sandbox when none is (never in production,
 * where the store refuses to start without them); a half-set configuration is refused, naming what is missing.
 */
export const readDian = (
  env: Readonly<Record<string, unknown>>,
  production: boolean,
  dataDir: string,
  company: Company,
): DianSetup => {
  const e = env as DianEnv;
  if (e.INVOICING === 'off') return OFF;
  const missing = CREDENTIALS.filter((name) => e[name] === undefined);
  if (missing.length === CREDENTIALS.length) {
    if (production)
      throw invalid([
        `${CREDENTIALS.join(', ')}: required in production to issue electronic invoices (or INVOICING=off when they are issued elsewhere)`,
      ]);
    let certificate: Certificate | null = null;
    const dir = dataDir.startsWith('memory://') ? null : join(dataDir, 'sandbox');
    return {
      mode: 'sandbox',
      context: {
        environment: 'test',
        issuer: issuerOf(company),
        softwareId: SANDBOX_SOFTWARE.id,
        pin: SANDBOX_SOFTWARE.pin,
        technicalKey: HABILITACION_TECHNICAL_KEY,
        numbering: { ...HABILITACION_NUMBERING, creditNotePrefix: e.DIAN_CREDIT_NOTE_PREFIX },
      },
      certificate: () => (certificate ??= testCertificate(dir)),
      url: e.DIAN_URL ?? null,
      testSetId: null,
      timeoutMs: e.DIAN_TIMEOUT_MS,
    };
  }
  if (missing.length > 0) throw invalid([`${missing.join(', ')}: required with the other DIAN_* credentials`]);
  const from = e.DIAN_RANGE_FROM!;
  const to = e.DIAN_RANGE_TO!;
  const problems = [
    ...(from > to ? [`DIAN_RANGE_FROM: ${from} is after DIAN_RANGE_TO ${to}`] : []),
    ...(toDayNumber(e.DIAN_VALID_TO!) < toDayNumber(e.DIAN_VALID_FROM!)
      ? ['DIAN_VALID_FROM: after DIAN_VALID_TO']
      : []),
    ...(e.DIAN_ENVIRONMENT === 'habilitacion' && !e.DIAN_TEST_SET_ID
      ? ['DIAN_TEST_SET_ID: required with DIAN_ENVIRONMENT=habilitacion (the test set the DIAN gave the software)']
      : []),
  ];
  if (problems.length > 0) throw invalid(problems);
  let certificate: Certificate;
  try {
    certificate = loadCertificate(readFileSync(e.DIAN_CERT_FILE!), e.DIAN_CERT_PASSWORD!);
  } catch (error) {
    throw invalid([`DIAN_CERT_FILE: ${(error as Error).message}`]);
  }
  const habilitacion = e.DIAN_ENVIRONMENT === 'habilitacion';
  return {
    mode: 'live',
    context: {
      environment: habilitacion ? 'test' : 'production',
      issuer: issuerOf(company),
      softwareId: e.DIAN_SOFTWARE_ID!,
      pin: e.DIAN_SOFTWARE_PIN!,
      technicalKey: e.DIAN_TECHNICAL_KEY!,
      numbering: {
        resolution: e.DIAN_RESOLUTION_NUMBER!,
        prefix: e.DIAN_PREFIX!,
        from,
        to,
        validFrom: e.DIAN_VALID_FROM!,
        validTo: e.DIAN_VALID_TO!,
        creditNotePrefix: e.DIAN_CREDIT_NOTE_PREFIX,
      },
    },
    certificate: () => certificate,
    url: e.DIAN_URL ?? DIAN_URLS[e.DIAN_ENVIRONMENT],
    testSetId: habilitacion ? e.DIAN_TEST_SET_ID! : null,
    timeoutMs: e.DIAN_TIMEOUT_MS,
  };
};
